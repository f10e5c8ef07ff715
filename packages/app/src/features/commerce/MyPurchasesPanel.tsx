// My Purchases (SPEC §2, the `purchases` tab of /profile/:listItem): `listPurchases` — titles bought and rented,
// a rental's remaining window, and a play link while the title may still be watched (an expired rental says
// 7202 "Content is Expired").
import { playerPath } from '@ott/domain';
import { rentalHoursLeft } from '@ott/domain/commerce';
import { useListPurchases } from '@ott/sdk/hooks/sms';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useLangPath } from '../../hooks/useLangPath';
import { useMoney } from '../../hooks/useMoney';
import { useServices } from '../../hooks/useServices';
import type { AccountPanelProps } from '../../screen-props';
import { ListPanel } from './ListPanel';

export default function MyPurchasesPanel(_: AccountPanelProps) {
  const intl = useIntl();
  const money = useMoney();
  const when = useDisplayDate();
  const to = useLangPath();
  const { now } = useServices();
  const purchases = useListPurchases();
  return (
    <ListPanel
      testId="my-purchases"
      title={<FormattedMessage id="purchases.myPurchases" defaultMessage="My Purchases" />}
      call={purchases}
      empty={
        <p className="box" data-testid="my-purchases-empty">
          <FormattedMessage
            id="purchases.none"
            defaultMessage="You have not bought or rented any title yet."
          />
        </p>
      }
      row={(p) => {
        const hours = rentalHoursLeft(p.expiry, now());
        const ended = hours === 0;
        return (
          <li
            key={p.purchaseid ?? `${p.availabilityid}-${p.objectid}`}
            className="commerce-item"
            data-testid="my-purchase"
            data-objectid={p.objectid}
          >
            <div className="commerce-item-main">
              <strong>{p.title ?? p.objectid}</strong>
              <span>
                {p.pricemodel === 'RENTAL' ? (
                  <FormattedMessage id="purchases.rented" defaultMessage="Rented" />
                ) : (
                  <FormattedMessage id="purchases.bought" defaultMessage="Bought" />
                )}
              </span>
              {p.price !== undefined && <span>{money(p.price, p.currency)}</span>}
              {hours !== null && (
                <span data-testid="my-purchase-expiry">
                  {ended ? (
                    // SPEC §8 7202: the rental window is over.
                    intl.formatMessage({ id: 'error.contentExpired' })
                  ) : (
                    <FormattedMessage
                      id="purchases.rentalLeft"
                      defaultMessage="{hours, plural, one {# hour} other {# hours}} left (until {date})"
                      values={{
                        hours,
                        date: when.dateTime(p.expiry),
                      }}
                    />
                  )}
                </span>
              )}
            </div>
            {!ended && (
              <div className="commerce-actions">
                <Link
                  className="btn"
                  to={to(playerPath({ objectid: p.objectid, title: p.title ?? null }))}
                  data-testid="my-purchase-play"
                >
                  <FormattedMessage id="purchases.play" defaultMessage="Play" />
                </Link>
              </div>
            )}
          </li>
        );
      }}
    />
  );
}
