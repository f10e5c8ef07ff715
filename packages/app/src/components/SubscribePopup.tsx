// SPEC §2 / §4 subscribe popup: opened with the domain's list type (onlySubscribe, onlyPurchase, Subscribe/Purchase)
// and the candidate availabilities, each with its price. Checkout belongs to the second part of the product: every
// choice leads to the subscription-plans route (which says "not available yet" for now).
import type { PopupListType } from '@ott/domain';
import type { Availability } from '@ott/sdk/hooks/sms';
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useLangPath } from '../router';
import { Dialog } from './Dialog';

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 };
const itemStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  padding: 12,
  borderRadius: 8,
  background: 'var(--bg-3)',
};

const isPurchase = (a: Availability) => a.pricemodel === 'PAID' || a.pricemodel === 'RENTAL';

export default function SubscribePopup({
  title,
  listType,
  candidates,
  onClose,
}: {
  title: string;
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
  const sorted = [...candidates].sort((a, b) => Number(isPurchase(a)) - Number(isPurchase(b)));
  const go = () => {
    onClose();
    navigate(langPath('/subscription-plans'));
  };
  return (
    <Dialog title={heading} onClose={onClose} testId="subscribe-popup">
      <div data-list-type={listType}>
        <p style={{ marginBlockStart: 0 }}>
          <FormattedMessage
            id="subscribePopup.body"
            defaultMessage="“{title}” is not included in what you have. Choose an option:"
            values={{ title }}
          />
        </p>
        <ul style={listStyle}>
          {sorted.map((a) => (
            <li key={a.availabilityid} style={itemStyle} data-availabilityid={a.availabilityid}>
              <div>
                <div style={{ fontWeight: 700 }}>{a.name ?? a.availabilityid}</div>
                <div style={{ color: 'var(--fg-2, inherit)', fontSize: '0.9rem' }}>
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
              <button type="button" className="btn" onClick={go}>
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
