// My Account › delete the account (SPEC §1, §7 subscriber/otp with purpose DELETE_ACCOUNT, then subscriber/delete
// with the OTP and a reason). §8 "delete account blocked while a subscription is active" (6221) is explained with
// the way to My Plans; a deleted account logs out as §4 (the session's logout: data cleared, reload after 1 s).

import { homePath, OTP_LENGTH } from '@ott/domain';
import {
  DELETE_ACCOUNT_REASONS,
  type DeleteAccountOutcome,
  deleteAccountOutcome,
  validateDeleteAccount,
} from '@ott/domain/account-settings';
import { ApiError } from '@ott/sdk';
import { deleteAccount, requestSubscriberOtp } from '@ott/sdk/hooks/sms';
import { type FormEvent, useId, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { SelectField } from '../../components/ChoiceFields';
import { CodeField } from '../../components/CodeField';
import { SubmitButton, useMessage } from '../../components/FormFields';
import { useSnackbar } from '../../components/Snackbar';
import { useForm } from '../../hooks/useFormSubmit';
import { useServices } from '../../hooks/useServices';
import { useStepHeading } from '../../hooks/useStepHeading';

const REASON_LABELS = defineMessages({
  'Too expensive': { id: 'account.delete.reason.price', defaultMessage: 'It is too expensive' },
  'Not watching enough': { id: 'account.delete.reason.time', defaultMessage: 'I am not watching enough' },
  'Missing content': {
    id: 'account.delete.reason.content',
    defaultMessage: 'I cannot find what I want to watch',
  },
  'Technical problems': { id: 'account.delete.reason.technical', defaultMessage: 'Technical problems' },
  Other: { id: 'account.delete.reason.other', defaultMessage: 'Another reason' },
}) satisfies Record<(typeof DELETE_ACCOUNT_REASONS)[number], unknown>;

const DONE = defineMessages({
  deleted: {
    id: 'account.delete.done',
    defaultMessage: 'Your account has been deleted. You are being logged out.',
  },
});

type Step = 'intro' | 'reason' | 'otp' | 'blocked';

const apiError = (e: unknown) => (e instanceof ApiError ? e : null);

export function DeleteAccountSection({ lang }: { lang: string | null }) {
  const intl = useIntl();
  const ids = useId();
  const { account } = useServices();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [step, setStep] = useState<Step>('intro');
  const reasonForm = useForm({ reason: '' }, (v) => ({
    reason: validateDeleteAccount({ otp: '000000', reason: v.reason }).reason,
  }));
  const otpForm = useForm({ otp: '' }, (v) => ({
    otp: validateDeleteAccount({ otp: v.otp, reason: reasonForm.values.reason }).otp,
  }));
  const busy = reasonForm.busy || otpForm.busy;
  const [blocked, setBlocked] = useState<Extract<
    DeleteAccountOutcome,
    { kind: 'activeSubscription' }
  > | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(step, step !== 'intro');
  const msg = useMessage();

  async function sendCode(e?: FormEvent) {
    otpForm.setFormError(null);
    const r = await reasonForm.submit(e ?? null, () =>
      requestSubscriberOtp({ purpose: 'DELETE_ACCOUNT' }).then(() => ({ ok: true as const })),
    );
    if (!r) return;
    if (!r.ok) return reasonForm.setFormError(r.messageId);
    otpForm.reset();
    setStep('otp');
  }

  async function confirm(e: FormEvent) {
    reasonForm.setFormError(null);
    const r = await otpForm.submit(e, async ({ otp }) => {
      let outcome: DeleteAccountOutcome;
      try {
        await deleteAccount({ otp, reason: reasonForm.values.reason });
        outcome = deleteAccountOutcome(null, lang);
      } catch (err) {
        outcome = apiError(err)
          ? deleteAccountOutcome(apiError(err), lang)
          : { kind: 'error', messageId: 'error.network' };
      }
      if (outcome.kind === 'deleted') {
        // SPEC §4 Logout, from Home as a visitor at once: the reload after 1 s must not land on this page.
        snackbar(DONE.deleted.id);
        await account.logout({
          accountGone: true,
          onVisitor: () => navigate(homePath(lang), { replace: true }),
        });
      }
      return { ok: true as const, outcome };
    });
    if (!r?.ok) return;
    const { outcome } = r;
    if (outcome.kind === 'activeSubscription') {
      setBlocked(outcome);
      setStep('blocked');
    } else if (outcome.kind === 'otp') otpForm.refuse(outcome.messageId);
    else if (outcome.kind === 'error') otpForm.setFormError(outcome.messageId);
  }

  const cancel = () => {
    setStep('intro');
    otpForm.reset();
    reasonForm.setFormError(null);
  };

  const cancelButton = (
    <button type="button" className="btn ghost" onClick={cancel}>
      <FormattedMessage id="account.cancel" defaultMessage="Cancel" />
    </button>
  );
  return (
    <section
      className="account-card account-danger"
      aria-labelledby={`${ids}-h`}
      data-testid="account-delete"
    >
      <h2 id={`${ids}-h`} ref={heading} tabIndex={-1}>
        {step === 'otp' ? (
          <FormattedMessage id="account.delete.otpTitle" defaultMessage="Confirm with the code we sent you" />
        ) : step === 'blocked' ? (
          <FormattedMessage
            id="account.delete.blockedTitle"
            defaultMessage="Your account cannot be deleted yet"
          />
        ) : (
          <FormattedMessage id="account.delete.title" defaultMessage="Delete account" />
        )}
      </h2>
      {step === 'intro' && (
        <>
          <p>
            <FormattedMessage
              id="account.delete.intro"
              defaultMessage="Deleting your account removes your profiles, watchlist and history for good. It cannot be undone."
            />
          </p>
          <button
            type="button"
            className="btn danger"
            data-testid="account-delete-start"
            onClick={() => setStep('reason')}
          >
            <FormattedMessage id="account.delete.start" defaultMessage="Delete my account…" />
          </button>
        </>
      )}
      {step === 'reason' && (
        <form className="account-form" noValidate onSubmit={(e) => void sendCode(e)} aria-busy={busy}>
          <p className="wide">
            <FormattedMessage
              id="account.delete.reasonIntro"
              defaultMessage="We will send a verification code to your e-mail or mobile number to confirm it is you."
            />
          </p>
          <SelectField
            {...reasonForm.field('reason')}
            className="field wide"
            label={<FormattedMessage id="account.delete.reason" defaultMessage="Why are you leaving?" />}
            testId="account-delete-reason"
            placeholder={intl.formatMessage({
              id: 'account.delete.reasonPick',
              defaultMessage: 'Choose a reason',
            })}
          >
            {DELETE_ACCOUNT_REASONS.map((r) => (
              <option key={r} value={r}>
                {intl.formatMessage(REASON_LABELS[r])}
              </option>
            ))}
          </SelectField>
          <div className="account-actions">
            <SubmitButton busy={busy} lock className="btn danger" testId="account-delete-send">
              <FormattedMessage id="account.delete.sendCode" defaultMessage="Send verification code" />
            </SubmitButton>
            {cancelButton}
          </div>
        </form>
      )}
      {step === 'otp' && (
        <form className="account-form" noValidate onSubmit={(e) => void confirm(e)} aria-busy={busy}>
          <CodeField
            {...otpForm.field('otp')}
            className="field wide"
            label={<FormattedMessage id="account.delete.otp" defaultMessage="Verification code (6 digits)" />}
            testId="account-delete-otp"
            length={OTP_LENGTH}
          />
          <div className="account-actions">
            <SubmitButton busy={busy} lock className="btn danger" testId="account-delete-confirm">
              <FormattedMessage id="account.delete.confirm" defaultMessage="Delete my account permanently" />
            </SubmitButton>
            <button type="button" className="btn ghost" disabled={busy} onClick={() => void sendCode()}>
              <FormattedMessage id="account.delete.resend" defaultMessage="Send a new code" />
            </button>
            {cancelButton}
          </div>
        </form>
      )}
      {step === 'blocked' && blocked && (
        <div className="account-blocked" role="alert" data-testid="account-delete-blocked">
          <p>{msg(blocked.messageId)}</p>
          <p>
            <FormattedMessage
              id="account.delete.blockedHelp"
              defaultMessage="Cancel your subscription in My Plans first. Once it has ended, you can delete your account here."
            />
          </p>
          <div className="account-actions">
            <Link className="btn" to={blocked.plansPath} data-testid="account-delete-plans-link">
              <FormattedMessage id="account.delete.toPlans" defaultMessage="Go to My Plans" />
            </Link>
            <button type="button" className="btn ghost" onClick={cancel}>
              <FormattedMessage id="account.delete.keep" defaultMessage="Keep my account" />
            </button>
          </div>
        </div>
      )}
      <span className="account-alert" role="alert" data-testid="account-delete-alert">
        {msg(reasonForm.formError ?? otpForm.formError)}
      </span>
    </section>
  );
}
