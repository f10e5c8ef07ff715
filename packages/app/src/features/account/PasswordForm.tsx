// My Account › change password (SPEC §5: old 6–16 "Old Password Required!", new 6–16 and different, confirm equal).
// Both passwords travel encrypted with the configured secret, as the log-in's (sdk encryptWithSecret); the contract
// sends them as oldpassword/newpassword of updateSubscriber. §8 "Incorrect Old Password" shows at the old field.
import { type PasswordDraft, passwordErrorField, validatePasswordChange } from '@ott/domain/account-settings';
import { encryptWithSecret } from '@ott/sdk';
import { useUpdateSubscriber } from '@ott/sdk/hooks/sms';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from '../../components/FormFields';
import { useForm } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { AccountActions } from './AccountActions';

const EMPTY: PasswordDraft = { old: '', next: '', confirm: '' };
/** Each field's test id, input name and autofill. */
const FIELDS = {
  old: ['account-old-password', 'current-password', 'current-password'],
  next: ['account-new-password', 'new-password', 'new-password'],
  confirm: ['account-confirm-password', 'confirm-password', 'new-password'],
} as const satisfies Record<keyof PasswordDraft, readonly [string, string, string]>;

export function PasswordForm() {
  const ids = useId();
  const { env } = useServices();
  const form = useForm(EMPTY, validatePasswordChange, passwordErrorField);
  const [changed, setChanged] = useState(false);
  const [show, setShow] = useState(false);
  const update = useUpdateSubscriber();
  const type = show ? ('text' as const) : ('password' as const);
  const edit = (name: keyof PasswordDraft) => ({
    ...form.field(name),
    onChange: (v: string) => {
      setChanged(false);
      form.set(name, v);
    },
    type,
    dir: 'ltr' as const,
    testId: FIELDS[name][0],
    name: FIELDS[name][1],
    autoComplete: FIELDS[name][2],
  });

  async function submit(e: FormEvent) {
    setChanged(false);
    const r = await form.submit(e, async (draft) => {
      const [oldpassword, newpassword] = await Promise.all([
        encryptWithSecret(env.secret, draft.old),
        encryptWithSecret(env.secret, draft.next),
      ]);
      await update.mutateAsync({ data: { oldpassword, newpassword } });
      return { ok: true as const };
    });
    if (!r) return;
    if (!r.ok) return form.refuse(r.messageId);
    form.reset();
    setChanged(true);
  }

  return (
    <section className="account-card" aria-labelledby={`${ids}-h`} data-testid="account-password">
      <h2 id={`${ids}-h`}>
        <FormattedMessage id="account.password.title" defaultMessage="Change password" />
      </h2>
      <form className="account-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={form.busy}>
        <TextField
          {...edit('old')}
          className="field wide"
          label={<FormattedMessage id="account.password.old" defaultMessage="Current password" />}
        />
        <TextField
          {...edit('next')}
          label={<FormattedMessage id="account.password.new" defaultMessage="New password" />}
          hint={<FormattedMessage id="account.password.hint" defaultMessage="6 to 16 characters" />}
        />
        <TextField
          {...edit('confirm')}
          label={<FormattedMessage id="account.password.confirm" defaultMessage="Confirm new password" />}
        />
        <AccountActions
          form={form}
          testId="account-password"
          label={<FormattedMessage id="account.password.save" defaultMessage="Change password" />}
          ok={changed}
          status={
            changed && (
              <FormattedMessage
                id="account.password.changed"
                defaultMessage="Your password has been changed."
              />
            )
          }
        >
          <button type="button" className="btn ghost" aria-pressed={show} onClick={() => setShow((v) => !v)}>
            <FormattedMessage id="account.password.show" defaultMessage="Show passwords" />
          </button>
        </AccountActions>
      </form>
    </section>
  );
}
