// My Account › e-mail verification (SPEC §7 emailconfirm): whether the address is confirmed, and the link sent again
// on request; /emailVerify sends users here when a link has expired. §8 "SMS Limit Reached" shows at the button.
import { useSendEmailConfirmation } from '@ott/sdk/hooks/sms';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useForm } from '../../hooks/useFormSubmit';
import { AccountActions } from './AccountActions';

export function EmailVerifySection({ email, verified }: { email: string; verified: boolean }) {
  const ids = useId();
  const form = useForm({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendEmailConfirmation();

  async function submit(e: FormEvent) {
    setSentTo(null);
    const r = await form.submit(e, async () => {
      await send.mutateAsync({ data: { email } });
      return { ok: true as const };
    });
    if (!r) return;
    if (!r.ok) return form.refuse(r.messageId, null);
    setSentTo(email);
  }

  return (
    <section className="account-card" aria-labelledby={`${ids}-h`} data-testid="account-email-verify">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="account.emailVerify.title" defaultMessage="E-mail verification" />
      </h2>
      <p data-testid="account-email-verify-state" data-verified={verified}>
        {verified ? (
          <FormattedMessage
            id="account.emailVerify.verified"
            defaultMessage="{email} is verified."
            values={{ email: <bdi dir="ltr">{email}</bdi> }}
          />
        ) : (
          <FormattedMessage
            id="account.emailVerify.unverified"
            defaultMessage="{email} is not verified yet. We can send you a new verification link."
            values={{ email: <bdi dir="ltr">{email}</bdi> }}
          />
        )}
      </p>
      {!verified && (
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
          <AccountActions
            form={form}
            testId="account-email-verify"
            label={<FormattedMessage id="account.emailVerify.send" defaultMessage="Send verification link" />}
            busyLabel={<FormattedMessage id="account.emailVerify.sending" defaultMessage="Sending…" />}
            ok={sentTo !== null}
            status={
              sentTo !== null && (
                <FormattedMessage
                  id="account.emailVerify.sent"
                  defaultMessage="A verification link is on its way to {email}. It works for 24 hours."
                  values={{ email: <bdi dir="ltr">{sentTo}</bdi> }}
                />
              )
            }
          />
        </form>
      )}
    </section>
  );
}
