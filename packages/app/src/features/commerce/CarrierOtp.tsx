// SPEC §2 carrier billing, after the Pay button: the mobile number for the carrier's access token, then the OTP the
// carrier sent, with the price including its VAT; the payment page follows.
import { TELCO_VAT_PERCENT } from '@ott/domain';
import { paymentPath } from '@ott/domain/commerce';
import { validateMobileNumber, validateOtp } from '@ott/domain/validation';
import { paymentOtpCallback } from '@ott/sdk/forms';
import { getTelcoAccessToken } from '@ott/sdk/hooks/charge';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SubmitButton, TextField } from '../../components/FormFields';
import { type CallResult, useForm } from '../../hooks/useFormSubmit';
import { useLangPath } from '../../hooks/useLangPath';
import { useMoney } from '../../hooks/useMoney';
import { useStepHeading } from '../../hooks/useStepHeading';

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
  const money = useMoney();
  const ids = useId();
  const navigate = useNavigate();
  const to = useLangPath();
  const heading = useStepHeading<HTMLHeadingElement>();
  const [tokenDone, setTokenDone] = useState(false);
  // One field a step: the mobile number, then the OTP; a refusal shows at the field of its step.
  const form = useForm({ mobile: '', otp: '' }, (v) =>
    tokenDone ? { otp: validateOtp(v.otp) } : { mobile: validateMobileNumber(v.mobile) },
  );
  const { busy } = form;

  async function submit(e: FormEvent) {
    const r = await form.submit(e, async (v): Promise<CallResult> => {
      if (!tokenDone) {
        await getTelcoAccessToken({
          referenceid: step.referenceid,
          gatewayid: step.gatewayid,
          mobileno: v.mobile,
        });
        setTokenDone(true);
      } else {
        await paymentOtpCallback(step.gatewayid, { referenceid: step.referenceid, otp: v.otp });
        navigate(to(paymentPath(step.referenceid)));
      }
      return { ok: true };
    });
    if (r && !r.ok) form.refuse(r.messageId, tokenDone ? 'otp' : 'mobile');
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
            amount: money(step.amount, currency),
            vat: step.vat ?? `${TELCO_VAT_PERCENT}%`,
          }}
        />
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        {!tokenDone ? (
          <TextField
            key="mobile"
            label={<FormattedMessage id="checkout.carrierMobile" defaultMessage="Mobile number" />}
            {...form.field('mobile')}
            onChange={(v) => form.set('mobile', v.replace(/\D/g, ''))}
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
                values={{ mobile: step.maskedmobileno ?? form.values.mobile }}
              />
            }
            {...form.field('otp')}
            onChange={(v) => form.set('otp', v.replace(/\D/g, '').slice(0, 6))}
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
