// SPEC §2 / §4 subscribe popup: opened with the domain's list type (onlySubscribe, onlyPurchase, Subscribe/Purchase)
// and the candidate availabilities, each with its price. A plan leads to the subscription-plans page; renting or
// buying leads to that title's checkout (/purchase/:contentId/:availabilityid).

import { plansPath, purchasePath } from '@ott/domain/commerce';
import { isPurchaseModel, type PopupListType } from '@ott/domain/playback';
import type { Availability } from '@ott/sdk/hooks/sms';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLangPath } from '../hooks/useLangPath';
import { Dialog } from './Dialog';

export default function SubscribePopup({
  title,
  objectid,
  listType,
  candidates,
  onClose,
}: {
  title: string;
  /** The title the popup offers (what a rent or buy pays for). */
  objectid: string;
  listType: PopupListType;
  candidates: Availability[];
  onClose(): void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const langPath = useLangPath();
  const heading =
    listType === 'onlySubscribe'
      ? intl.formatMessage({ id: 'subscribePopup.onlySubscribe', defaultMessage: 'Subscribe to watch' })
      : listType === 'onlyPurchase'
        ? intl.formatMessage({ id: 'subscribePopup.onlyPurchase', defaultMessage: 'Purchase to watch' })
        : intl.formatMessage({ id: 'subscribePopup.both', defaultMessage: 'Subscribe or purchase to watch' });
  // Plans first, then purchases (the order of the list type's name).
  const sorted = [...candidates].sort(
    (a, b) => Number(isPurchaseModel(a.pricemodel)) - Number(isPurchaseModel(b.pricemodel)),
  );
  const go = (a: Availability) => {
    onClose();
    navigate(
      langPath(isPurchaseModel(a.pricemodel) ? purchasePath(objectid, a.availabilityid) : plansPath()),
    );
  };
  return (
    <Dialog title={heading} onClose={onClose} testId="subscribe-popup">
      <div data-list-type={listType}>
        <p className="offer-intro">
          <FormattedMessage
            id="subscribePopup.body"
            defaultMessage="“{title}” is not included in what you have. Choose an option:"
            values={{ title }}
          />
        </p>
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
                      values={{ price: formatPrice(intl, a) }}
                    />
                  ) : a.pricemodel === 'RENTAL' ? (
                    <FormattedMessage
                      id="subscribePopup.rental"
                      defaultMessage="Rent for {price} · {hours, plural, one {# hour} other {# hours}}"
                      values={{ price: formatPrice(intl, a), hours: a.rentalhours ?? 48 }}
                    />
                  ) : (
                    <FormattedMessage
                      id="subscribePopup.purchase"
                      defaultMessage="Buy for {price}"
                      values={{ price: formatPrice(intl, a) }}
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
      </div>
    </Dialog>
  );
}

function formatPrice(intl: ReturnType<typeof useIntl>, a: Availability): string {
  if (a.price === undefined) return '—';
  if (!a.currency) return intl.formatNumber(a.price);
  try {
    return intl.formatNumber(a.price, { style: 'currency', currency: a.currency });
  } catch {
    return `${a.currency} ${intl.formatNumber(a.price)}`;
  }
}
