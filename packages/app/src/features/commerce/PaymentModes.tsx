// SPEC §2 payment mode selection: both payment APIs' gateways for the subscriber's country, grouped (UPI, cards and
// netbanking, wallets, carrier; disabled ones, 6309, left out), one Pay button that cannot be pressed twice, the
// hand-off. Carrier billing continues in CarrierOtp.
import { failureMessageId, TELCO_VAT_PERCENT } from '@ott/domain';
import { groupGateways, mergeGatewayLists, paymentPath } from '@ott/domain/commerce';
import { priceWithVat } from '@ott/domain/plans';
import { useListExternalGateways, useListGateways } from '@ott/sdk/hooks/charge';
import { Fragment, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CallFailed } from '../../components/CallState';
import { FormError } from '../../components/FormFields';
import { useLangPath } from '../../hooks/useLangPath';
import { useMoney } from '../../hooks/useMoney';
import { useServices, useSession } from '../../hooks/useServices';
import { CarrierOtp, type CarrierStep } from './CarrierOtp';
import { type Order, type PayGateway, startPayment } from './checkout';
import { SavedCards } from './SavedCards';

const GROUP_LABEL = defineMessages({
  upi: { id: 'checkout.group.upi', defaultMessage: 'UPI' },
  cards: { id: 'checkout.group.cards', defaultMessage: 'Cards and netbanking' },
  wallets: { id: 'checkout.group.wallets', defaultMessage: 'Wallets' },
  carrier: { id: 'checkout.group.carrier', defaultMessage: 'Pay with your mobile carrier' },
});

export function PaymentModes({
  order,
  lang,
  carrierOnly = false,
  onDone,
}: {
  order: Order;
  /** The URL language prefix (the gateway returns to a page in the same language). */
  lang: string | null;
  /** A carrier-billed plan is paid by its carrier alone. */
  carrierOnly?: boolean;
  /** Nothing was left to pay (free trial, 100 % coupon). */
  onDone(): void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const ids = useId();
  const services = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const to = useLangPath();
  const country = session.subscriber?.country ?? session.subscriber?.subscribercountry ?? null;
  const gateways = useListGateways(
    {
      ...(country ? { country } : {}),
      transactionpurpose: order.kind === 'plan' ? 'SUBSCRIPTION' : 'PURCHASE',
      ...(order.planid ? { planid: order.planid } : {}),
    },
    { query: { retry: 1 } },
  );
  // The external API's list is a bonus: if it fails, the subscriber API's gateways are offered alone.
  const externalGateways = useListExternalGateways({ query: { retry: 1 } });
  const offered = mergeGatewayLists(gateways.data?.data ?? [], externalGateways.data?.data ?? [], {
    currency: order.currency,
  });
  const groups = groupGateways(offered, {
    country,
    carrierOnly,
    purchase: order.kind === 'purchase',
  });
  const all = groups.flatMap((g) => g.gateways);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected: PayGateway | undefined = all.find((g) => g.gatewayid === chosen) ?? all[0];
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [otpStep, setOtpStep] = useState<CarrierStep | null>(null);
  const noPayment = order.freeTrial || order.amount <= 0;
  // A free trial is charged to the chosen gateway when it ends, so the modes are offered for it too.
  const showModes = !noPayment || order.freeTrial === true;

  async function pay() {
    if (inFlight.current || !selected) return; // never two payments for one press
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const r = await startPayment(services, order, selected, lang);
      if (r.next === 'done') onDone();
      else if (r.next === 'status') navigate(to(paymentPath(r.referenceid)));
      else if (r.next === 'otp') setOtpStep({ ...r, gatewayid: selected.gatewayid });
      else return; // leaving for the gateway: keep the button disabled
    } catch (e) {
      setError(failureMessageId(e));
    }
    inFlight.current = false;
    setBusy(false);
  }

  if (otpStep) {
    return <CarrierOtp step={otpStep} currency={order.currency} />;
  }

  if (gateways.isError) {
    return (
      <CallFailed
        className="box"
        testId="gateways-error"
        error={gateways.error}
        onRetry={() => void gateways.refetch()}
      />
    );
  }
  if (gateways.isPending || externalGateways.isPending) {
    return (
      <p className="box" aria-busy="true">
        <FormattedMessage id="checkout.loadingModes" defaultMessage="Loading payment options…" />
      </p>
    );
  }
  if (showModes && all.length === 0) {
    return (
      <p className="box" role="alert" data-testid="no-gateways">
        <FormattedMessage
          id="checkout.noModes"
          defaultMessage="No payment option is available for your country right now."
        />
      </p>
    );
  }

  return (
    <section className="box" aria-labelledby={`${ids}-modes`} data-testid="payment-modes">
      <h2 id={`${ids}-modes`}>
        {!showModes ? (
          <FormattedMessage id="checkout.confirmTitle" defaultMessage="Confirm" />
        ) : (
          <FormattedMessage id="checkout.modesTitle" defaultMessage="Choose how to pay" />
        )}
      </h2>
      {showModes &&
        groups.map((g) => (
          <fieldset key={g.group} className="pay-group" data-group={g.group}>
            <legend>{intl.formatMessage(GROUP_LABEL[g.group])}</legend>
            {g.gateways.map((gw) => (
              <Fragment key={gw.gatewayid}>
                <label className="pay-option">
                  <input
                    type="radio"
                    name={`${ids}-gateway`}
                    value={gw.gatewayid}
                    checked={selected?.gatewayid === gw.gatewayid}
                    onChange={() => setChosen(gw.gatewayid)}
                    data-testid={`gateway-${gw.gatewayid}`}
                    data-api={gw.external ? 'external' : 'subscriber'}
                  />
                  <span>{gw.name}</span>
                  {gw.type === 'TELCO' && (
                    <span className="pay-note">
                      <FormattedMessage
                        id="checkout.vatNote"
                        defaultMessage="+{vat}% VAT: {total}"
                        values={{
                          vat: TELCO_VAT_PERCENT,
                          total: money(priceWithVat(order.amount, TELCO_VAT_PERCENT), order.currency),
                        }}
                      />
                    </span>
                  )}
                </label>
                {/* SPEC §7 card details: the saved cards of the chosen card gateway, right under it. */}
                {gw.type === 'CARD' && !gw.external && selected?.gatewayid === gw.gatewayid && (
                  <SavedCards gatewayid={gw.gatewayid} />
                )}
              </Fragment>
            ))}
          </fieldset>
        ))}
      <FormError error={error} testId="pay-error" />
      <button
        type="button"
        className="btn pay-button"
        disabled={busy || !selected}
        aria-busy={busy}
        onClick={() => void pay()}
        data-testid="pay-button"
      >
        {noPayment ? (
          order.freeTrial ? (
            <FormattedMessage id="checkout.startTrial" defaultMessage="Start free trial" />
          ) : (
            <FormattedMessage id="checkout.confirmFree" defaultMessage="Confirm (nothing to pay)" />
          )
        ) : (
          <FormattedMessage
            id="checkout.payAmount"
            defaultMessage="Pay {amount}"
            values={{ amount: money(order.amount, order.currency) }}
          />
        )}
      </button>
    </section>
  );
}
