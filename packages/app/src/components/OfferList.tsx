// What includes a title (SPEC §4: plans first, then rent or buy), each with its price and its way in: a plan leads to
// the subscription-plans page, a rental or a purchase to that title's checkout. The subscribe popup and the player's
// lock screen show the same list.
import { plansPath, purchasePath } from '@ott/domain/commerce';
import { isPurchaseModel } from '@ott/domain/playback';
import type { Availability } from '@ott/sdk/hooks/sms';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLangPath } from '../hooks/useLangPath';
import { useMoney } from '../hooks/useMoney';

export function OfferList({
  objectid,
  candidates,
  onChoose,
}: {
  /** The title a rent or buy pays for. */
  objectid: string;
  candidates: Availability[];
  onChoose?: () => void;
}) {
  const money = useMoney();
  const navigate = useNavigate();
  const langPath = useLangPath();
  const sorted = [...candidates].sort(
    (a, b) => Number(isPurchaseModel(a.pricemodel)) - Number(isPurchaseModel(b.pricemodel)),
  );
  const go = (a: Availability) => {
    onChoose?.();
    navigate(
      langPath(isPurchaseModel(a.pricemodel) ? purchasePath(objectid, a.availabilityid) : plansPath()),
    );
  };
  return (
    <ul className="offer-list">
      {sorted.map((a) => (
        <li key={a.availabilityid} className="offer" data-availabilityid={a.availabilityid}>
          <div>
            <div className="offer-name">{a.name ?? a.availabilityid}</div>
            <div className="offer-price">
              {a.pricemodel === 'PLAN' ? (
                <FormattedMessage
                  id="subscribePopup.plan"
                  defaultMessage="Plans from {price}"
                  values={{ price: money(a.price, a.currency) }}
                />
              ) : a.pricemodel === 'RENTAL' ? (
                <FormattedMessage
                  id="subscribePopup.rental"
                  defaultMessage="Rent for {price} · {hours, plural, one {# hour} other {# hours}}"
                  values={{ price: money(a.price, a.currency), hours: a.rentalhours ?? 48 }}
                />
              ) : (
                <FormattedMessage
                  id="subscribePopup.purchase"
                  defaultMessage="Buy for {price}"
                  values={{ price: money(a.price, a.currency) }}
                />
              )}
            </div>
          </div>
          <button
            type="button"
            className="btn"
            onClick={() => go(a)}
            data-testid={`offer-${a.pricemodel.toLowerCase()}`}
          >
            {a.pricemodel === 'PLAN' ? (
              <FormattedMessage id="subscribePopup.subscribe" defaultMessage="Subscribe" />
            ) : a.pricemodel === 'RENTAL' ? (
              <FormattedMessage id="subscribePopup.rent" defaultMessage="Rent" />
            ) : (
              <FormattedMessage id="subscribePopup.buy" defaultMessage="Buy" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
