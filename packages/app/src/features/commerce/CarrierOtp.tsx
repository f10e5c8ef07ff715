// SPEC §2 carrier billing, after the Pay button: the mobile number for the carrier's access token, then the OTP the
// carrier sent, with the price including its VAT; the payment page follows.
import { failureMessageId, TELCO_VAT_PERCENT } from '@ott/domain';
import { paymentPath } from '@ott/domain/commerce';
import { paymentOtpCallback } from '@ott/sdk/forms';
import { getTelcoAccessToken } from '@ott/sdk/hooks/charge';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SubmitButton, TextField } from '../../components/FormFields';
import { useLangPath } from '../../hooks/useLangPath';
import { useStepHeading } from '../../hooks/useStepHeading';
import { formatMoney } from './shared';

/** What startPayment answered for a carrier gateway, and the gateway. */
export interface CarrierStep {
  referenceid: string;
  gatewayid: string;
  maskedmobileno: string | null;
  vat: string | null;
  amount: number;
}

/** Carrier billing: the mobile number for the carrier's access token, then the OTP it sent (sandbox: 123456). */
export function CarrierOtp({ step, currency }: { step: CarrierStep; currency: string }) {
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
    <section className="box" aria-labelledby={`${ids}-h`} data-testid="carrier-step">
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
