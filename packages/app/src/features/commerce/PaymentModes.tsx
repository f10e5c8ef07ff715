// SPEC §2 payment mode selection: both payment APIs' gateways for the subscriber's country, grouped (UPI, cards and
// netbanking, wallets, carrier; disabled ones, 6309, left out), one Pay button that cannot be pressed twice, the
// hand-off. Carrier billing continues here: access token, the carrier's OTP, the price with its VAT.
import { failureMessageId, TELCO_VAT_PERCENT } from '@ott/domain';
import { groupGateways, mergeGatewayLists, paymentPath } from '@ott/domain/commerce';
import { priceWithVat } from '@ott/domain/plans';
import { paymentOtpCallback } from '@ott/sdk/forms';
import { getTelcoAccessToken, useListExternalGateways, useListGateways } from '@ott/sdk/hooks/charge';
import { useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CallFailed } from '../../components/CallState';
import { FormError, SubmitButton, TextField } from '../../components/FormFields';
import { useLangPath } from '../../hooks/useLangPath';
import { useServices, useSession } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';
import { type Order, type PayGateway, startPayment } from './checkout';
import { formatMoney } from './shared';

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
  const [otpStep, setOtpStep] = useState<{
    referenceid: string;
    gatewayid: string;
    maskedmobileno: string | null;
    vat: string | null;
    amount: number;
  } | null>(null);
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
        className="commerce-box"
        testId="gateways-error"
        error={gateways.error}
        onRetry={() => void gateways.refetch()}
      />
    );
  }
  if (gateways.isPending || externalGateways.isPending) {
    return (
      <p className="commerce-box" aria-busy="true">
        <FormattedMessage id="checkout.loadingModes" defaultMessage="Loading payment options…" />
      </p>
    );
  }
  if (showModes && all.length === 0) {
    return (
      <p className="commerce-box" role="alert" data-testid="no-gateways">
        <FormattedMessage
          id="checkout.noModes"
          defaultMessage="No payment option is available for your country right now."
        />
      </p>
    );
  }

  return (
    <section className="commerce-box" aria-labelledby={`${ids}-modes`} data-testid="payment-modes">
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
              <label key={gw.gatewayid} className="pay-option">
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
                        total: formatMoney(
                          intl,
                          priceWithVat(order.amount, TELCO_VAT_PERCENT),
                          order.currency,
                        ),
                      }}
                    />
                  </span>
                )}
              </label>
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
            values={{ amount: formatMoney(intl, order.amount, order.currency) }}
          />
        )}
      </button>
    </section>
  );
}

/** Carrier billing: the mobile number for the carrier's access token, then the OTP it sent (sandbox: 123456). */
function CarrierOtp({
  step,
  currency,
}: {
  step: {
    referenceid: string;
    gatewayid: string;
    maskedmobileno: string | null;
    vat: string | null;
    amount: number;
  };
  currency: string;
}) {
  const intl = useIntl();
  const ids = useId();
  const navigate = useNavigate();
  const to = useLangPath();
  const heading = useStepHeading<HTMLHeadingElement>();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [tokenDone, setTokenDone] = useState(false);
  const [busy, setBusy] = useState(false);
  /** A message id, shown at the field of the current step (the mobile number, then the OTP). */
  const [error, setError] = useState<string | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    if (!tokenDone) {
      if (mobile.length < 6) {
        setError(mobile ? 'validation.mobile.tooShort' : 'validation.mobile.required');
        return;
      }
    } else if (otp.length !== 6) {
      setError(otp ? 'validation.otp.invalid' : 'validation.otp.required');
      return;
    }
    setBusy(true);
    try {
      if (!tokenDone) {
        await getTelcoAccessToken({
          referenceid: step.referenceid,
          gatewayid: step.gatewayid,
          mobileno: mobile,
        });
        setTokenDone(true);
      } else {
        await paymentOtpCallback(step.gatewayid, { referenceid: step.referenceid, otp });
        navigate(to(paymentPath(step.referenceid)));
      }
    } catch (err) {
      setError(failureMessageId(err));
    }
    setBusy(false);
  }

  return (
    <section className="commerce-box" aria-labelledby={`${ids}-h`} data-testid="carrier-step">
      <h2 id={`${ids}-h`} ref={heading} tabIndex={-1}>
        <FormattedMessage id="checkout.carrierTitle" defaultMessage="Pay with your mobile carrier" />
      </h2>
      <p data-testid="carrier-amount">
        <FormattedMessage
          id="checkout.carrierAmount"
          defaultMessage="{amount} including VAT {vat} will be charged to your mobile bill."
          values={{
            amount: formatMoney(intl, step.amount, currency),
            vat: step.vat ?? `${TELCO_VAT_PERCENT}%`,
          }}
        />
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        {!tokenDone ? (
          <TextField
            key="mobile"
            label={<FormattedMessage id="checkout.carrierMobile" defaultMessage="Mobile number" />}
            value={mobile}
            onChange={(v) => setMobile(v.replace(/\D/g, ''))}
            error={error}
            testId="carrier-mobile"
            errorTestId="carrier-error"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel-national"
          />
        ) : (
          <TextField
            key="otp"
            label={
              <FormattedMessage
                id="checkout.carrierOtp"
                defaultMessage="The code sent to {mobile}"
                values={{ mobile: step.maskedmobileno ?? mobile }}
              />
            }
            value={otp}
            onChange={(v) => setOtp(v.replace(/\D/g, '').slice(0, 6))}
            error={error}
            testId="carrier-otp"
            errorTestId="carrier-error"
            inputMode="numeric"
            dir="ltr"
            autoComplete="one-time-code"
            maxLength={6}
          />
        )}
        <SubmitButton busy={busy} testId="carrier-submit">
          {tokenDone ? (
            <FormattedMessage id="checkout.carrierConfirm" defaultMessage="Confirm payment" />
          ) : (
            <FormattedMessage id="checkout.carrierSend" defaultMessage="Continue" />
          )}
        </SubmitButton>
      </form>
    </section>
  );
}
