// Forgot password (SPEC §2, §7 forgotpassword POST then PUT): a code goes to the e-mail address or the phone, then
// the code and a new password (6–16, typed twice) set it; the person logs in with it (the e-mail or number is kept).
import { type Contact, contactOf, looksLikeMobile, validatePasswordReset } from '@ott/domain/signup';
import { validateEmailOrMobile } from '@ott/domain/validation';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError, SubmitButton } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { contactLabel, IdentifierField, NewPasswordFields, SentTo } from './AuthFields';
import { OtpField, ResendButton } from './OtpStep';
import { useCountryCode } from './useCountryCode';

export function ForgotPasswordStep({
  initialIdentifier,
  onSent,
}: {
  initialIdentifier: string;
  onSent(contact: Contact, identifier: string): void;
}) {
  const { account } = useServices();
  const form = useForm({ identifier: initialIdentifier }, (v) => ({
    identifier: validateEmailOrMobile(v.identifier, cc.code),
  }));
  const { identifier } = form.values;
  const mobile = looksLikeMobile(identifier);
  const cc = useCountryCode(mobile);

  async function submit(e: FormEvent) {
    const contact = contactOf(identifier, cc.code);
    const r = await form.submit(e, () => account.requestPasswordReset(contact));
    if (!r) return;
    if (r.ok) onSent(contact, identifier);
    else form.refuse(r.messageId);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
      <p className="auth-intro">
        <FormattedMessage
          id="forgot.intro"
          defaultMessage="Enter the e-mail address or mobile number of your account. We will send you a code to set a new password."
        />
      </p>
      <IdentifierField {...form.field('identifier')} testId="forgot" mobile={mobile} cc={cc} autoFocus />
      <FormError error={form.formError} testId="forgot-error" />
      <SubmitButton busy={form.busy} testId="forgot-submit">
        <FormattedMessage id="forgot.send" defaultMessage="Send code" />
      </SubmitButton>
    </form>
  );
}

export function ResetPasswordStep({ contact, onDone }: { contact: Contact; onDone(): void }) {
  const { account } = useServices();
  const form = useForm({ otp: '', password: '', confirmPassword: '' }, validatePasswordReset);

  async function submit(e: FormEvent) {
    const r = await form.submit(e, (f) => account.confirmPasswordReset(contact, f.otp, f.password));
    if (!r) return;
    if (r.ok) onDone();
    else form.refuse(r.messageId);
  }

  return (
    <form className="auth-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
      <SentTo testId="reset-sent-to" sms={!('email' in contact)} label={contactLabel(contact)} />
      <OtpField {...form.field('otp')} testId="reset-otp" />
      <ResendButton
        testId="reset-resend"
        send={() => account.requestPasswordReset(contact).then((r) => (r.ok ? null : r.messageId))}
      />
      <NewPasswordFields
        testId="reset"
        password={form.field('password')}
        confirm={form.field('confirmPassword')}
        label={<FormattedMessage id="reset.newPassword" defaultMessage="New password" />}
      />
      <FormError error={form.formError} testId="reset-error" />
      <SubmitButton busy={form.busy} testId="reset-submit">
        <FormattedMessage id="reset.submit" defaultMessage="Set new password" />
      </SubmitButton>
    </form>
  );
}
