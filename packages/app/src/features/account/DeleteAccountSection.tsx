// My Account › delete the account (SPEC §1, §7 subscriber/otp with purpose DELETE_ACCOUNT, then subscriber/delete
// with the OTP and a reason). §8 "delete account blocked while a subscription is active" (6221) is explained with
// the way to My Plans; a deleted account logs out as §4 (the session's logout: data cleared, reload after 1 s).
import { failureMessageId, homePath, OTP_LENGTH } from '@ott/domain';
import {
  DELETE_ACCOUNT_REASONS,
  type DeleteAccountOutcome,
  deleteAccountOutcome,
  validateDeleteAccount,
} from '@ott/domain/account-settings';
import { sanitiseDigits } from '@ott/domain/validation';
import { ApiError } from '@ott/sdk';
import { deleteAccount, requestSubscriberOtp } from '@ott/sdk/hooks/sms';
import { type FormEvent, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { Field } from '../../components/FormFields';
import { useSnackbar } from '../../components/Snackbar';
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
  const [reason, setReason] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; otp?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<Extract<
    DeleteAccountOutcome,
    { kind: 'activeSubscription' }
  > | null>(null);
  const heading = useStepHeading<HTMLHeadingElement>(step, step !== 'intro');
  const otpRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const msg = (id: string | undefined | null) => (id ? intl.formatMessage({ id }) : null);

  async function sendCode(e?: FormEvent) {
    e?.preventDefault();
    if (busy) return;
    setAlert(null);
    const found = validateDeleteAccount({ otp: '000000', reason });
    setErrors(found);
    if (found.reason) {
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestSubscriberOtp({ purpose: 'DELETE_ACCOUNT' });
      setOtp('');
      setErrors({});
      setStep('otp');
    } catch (err) {
      setAlert(failureMessageId(err));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    const found = validateDeleteAccount({ otp, reason });
    setErrors(found);
    if (found.otp) {
      otpRef.current?.focus();
      return;
    }
    setBusy(true);
    let outcome: DeleteAccountOutcome;
    try {
      await deleteAccount({ otp, reason });
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
      return;
    }
    setBusy(false);
    if (outcome.kind === 'activeSubscription') {
      setBlocked(outcome);
      setStep('blocked');
    } else if (outcome.kind === 'otp') {
      setErrors({ otp: outcome.messageId });
      otpRef.current?.focus();
    } else setAlert(outcome.messageId);
  }

  const cancel = () => {
    setStep('intro');
    setOtp('');
    setErrors({});
    setAlert(null);
  };

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
          <Field
            id={`${ids}-reason`}
            className="field wide"
            label={intl.formatMessage({
              id: 'account.delete.reason',
              defaultMessage: 'Why are you leaving?',
            })}
            error={msg(errors.reason)}
            testId="account-delete-reason"
          >
            <select
              ref={reasonRef}
              data-testid="account-delete-reason"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors({});
              }}
            >
              <option value="">
                {intl.formatMessage({ id: 'account.delete.reasonPick', defaultMessage: 'Choose a reason' })}
              </option>
              {DELETE_ACCOUNT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage(REASON_LABELS[r])}
                </option>
              ))}
            </select>
          </Field>
          <div className="account-actions">
            <button type="submit" className="btn danger" disabled={busy} data-testid="account-delete-send">
              <FormattedMessage id="account.delete.sendCode" defaultMessage="Send verification code" />
            </button>
            <button type="button" className="btn ghost" onClick={cancel}>
              <FormattedMessage id="account.cancel" defaultMessage="Cancel" />
            </button>
          </div>
        </form>
      )}
      {step === 'otp' && (
        <form className="account-form" noValidate onSubmit={(e) => void confirm(e)} aria-busy={busy}>
          <Field
            id={`${ids}-otp`}
            className="field wide"
            label={intl.formatMessage({
              id: 'account.delete.otp',
              defaultMessage: 'Verification code (6 digits)',
            })}
            error={msg(errors.otp)}
            testId="account-delete-otp"
          >
            <input
              ref={otpRef}
              name="one-time-code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={OTP_LENGTH}
              data-testid="account-delete-otp"
              value={otp}
              onChange={(e) => {
                setOtp(sanitiseDigits(e.target.value, OTP_LENGTH));
                setErrors({});
              }}
            />
          </Field>
          <div className="account-actions">
            <button type="submit" className="btn danger" disabled={busy} data-testid="account-delete-confirm">
              <FormattedMessage id="account.delete.confirm" defaultMessage="Delete my account permanently" />
            </button>
            <button type="button" className="btn ghost" disabled={busy} onClick={() => void sendCode()}>
              <FormattedMessage id="account.delete.resend" defaultMessage="Send a new code" />
            </button>
            <button type="button" className="btn ghost" onClick={cancel}>
              <FormattedMessage id="account.cancel" defaultMessage="Cancel" />
            </button>
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
        {msg(alert)}
      </span>
    </section>
  );
}
