// My Account › change password (SPEC §5: old 6–16 "Old Password Required!", new 6–16 and different, confirm equal).
// Both passwords travel encrypted with the configured secret, as the log-in's (sdk encryptWithSecret); the contract
// sends them as oldpassword/newpassword of updateSubscriber. §8 "Incorrect Old Password" shows at the old field.
import { failureMessageId } from '@ott/domain';
import {
  type PasswordDraft,
  type PasswordErrors,
  passwordErrorField,
  validatePasswordChange,
} from '@ott/domain/account-settings';
import { encryptWithSecret } from '@ott/sdk';
import { useUpdateSubscriber } from '@ott/sdk/hooks/sms';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../components/FormFields';
import { useServices } from '../../hooks/useServices';

const EMPTY: PasswordDraft = { old: '', next: '', confirm: '' };

export function PasswordForm() {
  const intl = useIntl();
  const ids = useId();
  const { env } = useServices();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<{ kind: 'changed' | 'error'; messageId?: string } | null>(null);
  const [show, setShow] = useState(false);
  const update = useUpdateSubscriber();
  const [encrypting, setEncrypting] = useState(false);
  const busy = update.isPending || encrypting;
  const refs = {
    old: useRef<HTMLInputElement>(null),
    next: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const set = (patch: Partial<PasswordDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setStatus(null);
    if (submitted) setErrors(validatePasswordChange(next));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setStatus(null);
    const found = validatePasswordChange(draft);
    setErrors(found);
    const first = (['old', 'next', 'confirm'] as const).find((k) => found[k]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      setEncrypting(true);
      const [oldpassword, newpassword] = await Promise.all([
        encryptWithSecret(env.secret, draft.old),
        encryptWithSecret(env.secret, draft.next),
      ]).finally(() => setEncrypting(false));
      await update.mutateAsync({ data: { oldpassword, newpassword } });
      setDraft(EMPTY);
      setSubmitted(false);
      setErrors({});
      setStatus({ kind: 'changed' });
    } catch (err) {
      const messageId = failureMessageId(err);
      const field = passwordErrorField(messageId);
      if (field) {
        setErrors({ ...found, [field]: messageId });
        refs[field].current?.focus();
      } else setStatus({ kind: 'error', messageId });
    }
  }

  const msg = (id: string | undefined) => (id ? intl.formatMessage({ id }) : null);
  const type = show ? 'text' : 'password';
  return (
    <section className="account-card" aria-labelledby={`${ids}-h`} data-testid="account-password">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="account.password.title" defaultMessage="Change password" />
      </h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <Field
          id={`${ids}-old`}
          className="field wide"
          label={intl.formatMessage({ id: 'account.password.old', defaultMessage: 'Current password' })}
          error={msg(errors.old)}
          testId="account-old-password"
        >
          <input
            ref={refs.old}
            name="current-password"
            type={type}
            autoComplete="current-password"
            dir="ltr"
            data-testid="account-old-password"
            value={draft.old}
            onChange={(e) => set({ old: e.target.value })}
          />
        </Field>
        <Field
          id={`${ids}-new`}
          label={intl.formatMessage({ id: 'account.password.new', defaultMessage: 'New password' })}
          hint={intl.formatMessage({ id: 'account.password.hint', defaultMessage: '6 to 16 characters' })}
          error={msg(errors.next)}
          testId="account-new-password"
        >
          <input
            ref={refs.next}
            name="new-password"
            type={type}
            autoComplete="new-password"
            dir="ltr"
            data-testid="account-new-password"
            value={draft.next}
            onChange={(e) => set({ next: e.target.value })}
          />
        </Field>
        <Field
          id={`${ids}-confirm`}
          label={intl.formatMessage({
            id: 'account.password.confirm',
            defaultMessage: 'Confirm new password',
          })}
          error={msg(errors.confirm)}
          testId="account-confirm-password"
        >
          <input
            ref={refs.confirm}
            name="confirm-password"
            type={type}
            autoComplete="new-password"
            dir="ltr"
            data-testid="account-confirm-password"
            value={draft.confirm}
            onChange={(e) => set({ confirm: e.target.value })}
          />
        </Field>
        <div className="account-actions">
          <button
            type="submit"
            className="btn"
            disabled={busy}
            aria-disabled={busy}
            data-testid="account-password-save"
          >
            {busy ? (
              <FormattedMessage id="account.saving" defaultMessage="Saving…" />
            ) : (
              <FormattedMessage id="account.password.save" defaultMessage="Change password" />
            )}
          </button>
          <button type="button" className="btn ghost" aria-pressed={show} onClick={() => setShow((v) => !v)}>
            <FormattedMessage id="account.password.show" defaultMessage="Show passwords" />
          </button>
          <span
            className={status?.kind === 'changed' ? 'account-status ok' : 'account-status'}
            role="status"
            data-testid="account-password-status"
          >
            {status?.kind === 'changed' && (
              <FormattedMessage
                id="account.password.changed"
                defaultMessage="Your password has been changed."
              />
            )}
          </span>
          <span className="account-alert" role="alert" data-testid="account-password-alert">
            {status?.kind === 'error' ? msg(status.messageId) : ''}
          </span>
        </div>
      </form>
    </section>
  );
}
