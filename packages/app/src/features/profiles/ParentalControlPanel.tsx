// The parental-control tab (SPEC §2 /profile/parental-control, §4, §6), master profile only: a PIN unlocks it, then
// on/off with that PIN and each profile's highest rating on the §4 ladder. No PIN yet: set one with the PARENTAL_PIN
// OTP and turn it on; a forgotten PIN is replaced by OTP.
import { PARENTAL_RATINGS, failureMessageId } from '@ott/domain';
import { canManageProfiles, emptyPinBoxes, pinOf } from '@ott/domain/profiles';
import { validatePin } from '@ott/domain/validation';
import { ApiError } from '@ott/sdk';
import {
  type ParentalRating,
  requestSubscriberOtp,
  resetParentalPin,
  setParentalControl,
  setProfileRating,
  useGetParentalControl,
  verifyParentalOtp,
  verifyParentalPin,
} from '@ott/sdk/hooks/sms';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Notice, retryLabel } from '../../components/Notice';
import { useStoreParentalFlag } from '../../hooks/usePlayback';
import type { AccountPanelProps } from '../../screen-props';
import { isolate, PinInput } from './PinInput';
import { PinResetForm, type ResetFailure } from './PinResetForm';
import { useInvalidateProfiles, useProfiles } from './useProfiles';
import './profiles.css';

type Step = 'locked' | 'unlocked' | 'forgot' | 'setup';

/** A refused OTP (wrong or expired) belongs to the OTP field; anything else to the form. */
const otpFailure = (e: unknown): ResetFailure => ({
  field: e instanceof ApiError && e.statusCode === 400 ? 'otp' : 'form',
  messageId: failureMessageId(e),
});

export default function ParentalControlPanel(_props: AccountPanelProps) {
  const intl = useIntl();
  const ids = useId();
  const control = useGetParentalControl({ query: { retry: false } });
  useStoreParentalFlag(control.data?.data.enabled); // SPEC §4: the flag stored locally follows each answer
  const { query: profilesQuery, current } = useProfiles();
  const invalidate = useInvalidateProfiles();
  const [step, setStep] = useState<Step>('locked');
  const [pin, setPin] = useState<string | null>(null);
  const [boxes, setBoxes] = useState(emptyPinBoxes);
  const [pinError, setPinError] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [ratings, setRatings] = useState<Record<string, ParentalRating>>({});
  const [ratingErrors, setRatingErrors] = useState<Record<string, string>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus moves to the heading of each step.
  const data = control.data?.data;
  const ready = Boolean(data) && !profilesQuery.isPending;
  useEffect(() => {
    if (ready && (step === 'locked' || step === 'unlocked')) heading.current?.focus();
  }, [step, ready]);

  const failed =
    (control.isError && !control.isFetching) || (profilesQuery.isError && !profilesQuery.isFetching);
  const text = (id: string | null | undefined) => (id ? intl.formatMessage({ id }) : null);
  const title = <FormattedMessage id="parental.title" defaultMessage="Parental control" />;

  if (failed)
    return (
      <Notice
        as="section"
        role="alert"
        heading="h2"
        testId="parental-failed"
        title={title}
        message={text(failureMessageId(control.error ?? profilesQuery.error))}
        action={{
          label: retryLabel,
          onClick: () => {
            void control.refetch();
            void profilesQuery.refetch();
          },
        }}
      />
    );
  if (!data || profilesQuery.isPending)
    return (
      <section className="parental-panel" aria-busy="true">
        <h2>{title}</h2>
        <p role="status">
          <FormattedMessage id="parental.loading" defaultMessage="Loading parental control…" />
        </p>
      </section>
    );
  if (!canManageProfiles(current))
    return (
      <section className="parental-panel" data-testid="parental-admin-only">
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <p>
          <FormattedMessage
            id="parental.adminOnly"
            defaultMessage="Only the main profile can change parental control."
          />
        </p>
      </section>
    );

  async function unlock(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const value = pinOf(boxes);
    const invalid = validatePin(value);
    if (invalid) {
      setPinError(invalid);
      setFocusKey((k) => (k ?? 0) + 1);
      return;
    }
    setBusy('unlock');
    try {
      await verifyParentalPin({ pin: value });
      setPin(value);
      setPinError(null);
      setStatus(null);
      setStep('unlocked');
    } catch (err) {
      // "Incorrect Pin" (§8) at the PIN; the boxes empty and start again from the first.
      setPinError(failureMessageId(err));
      setBoxes(emptyPinBoxes());
      setFocusKey((k) => (k ?? 0) + 1);
    } finally {
      setBusy(null);
    }
  }

  async function toggle() {
    if (busy || !pin || !data) return;
    setBusy('toggle');
    setFormError(null);
    try {
      const r = await setParentalControl({ enabled: !data.enabled, pin });
      setStatus(
        r.data.enabled
          ? intl.formatMessage({ id: 'parental.turnedOn', defaultMessage: 'Parental control is on' })
          : intl.formatMessage({ id: 'parental.turnedOff', defaultMessage: 'Parental control is off' }),
      );
      await invalidate();
    } catch (err) {
      setFormError(failureMessageId(err));
    } finally {
      setBusy(null);
    }
  }

  async function saveRating(profileid: string) {
    const rating = ratings[profileid];
    if (busy || !pin || !rating) return;
    setBusy(`rating-${profileid}`);
    setRatingErrors((r) => ({ ...r, [profileid]: '' }));
    try {
      const r = await setProfileRating(profileid, { rating, pin });
      setStatus(
        intl.formatMessage(
          { id: 'parental.ratingSaved', defaultMessage: '{name} may now watch up to {rating}' },
          { name: r.data.name ?? '', rating: isolate(r.data.rating) },
        ),
      );
      await invalidate();
      setRatings(({ [profileid]: _, ...rest }) => rest);
    } catch (err) {
      setRatingErrors((r) => ({ ...r, [profileid]: failureMessageId(err) }));
    } finally {
      setBusy(null);
    }
  }

  const afterReset = (message: string) => {
    setPin(null);
    setBoxes(emptyPinBoxes());
    setPinError(null);
    setStatus(message);
    setStep('locked');
    void control.refetch();
  };

  if (step === 'forgot' || (step === 'setup' && !data.pinset))
    return (
      <section className="parental-panel" data-testid="parental-panel">
        <PinResetForm
          testId={step === 'forgot' ? 'parental-reset' : 'parental-setup'}
          title={
            step === 'forgot' ? (
              <FormattedMessage id="parental.resetTitle" defaultMessage="Reset the parental PIN" />
            ) : (
              <FormattedMessage id="parental.setupTitle" defaultMessage="Set up parental control" />
            )
          }
          request={() => requestSubscriberOtp({ purpose: 'PARENTAL_PIN' })}
          confirm={async (otp, newPin) => {
            if (step === 'forgot') {
              try {
                await verifyParentalOtp({ otp });
              } catch (err) {
                return otpFailure(err);
              }
              try {
                await resetParentalPin({ otp, pin: newPin });
                return null;
              } catch (err) {
                return otpFailure(err);
              }
            }
            try {
              await setParentalControl({ enabled: true, pin: newPin, otp });
              await invalidate();
              return null;
            } catch (err) {
              return otpFailure(err);
            }
          }}
          onDone={() =>
            step === 'forgot'
              ? afterReset(
                  intl.formatMessage({
                    id: 'parental.pinReset',
                    defaultMessage: 'Parental PIN changed. Enter the new PIN to continue.',
                  }),
                )
              : afterReset(
                  intl.formatMessage({
                    id: 'parental.setupDone',
                    defaultMessage: 'Parental control is on. Enter the new PIN to change it.',
                  }),
                )
          }
          onCancel={() => setStep('locked')}
        />
      </section>
    );

  const profileRows = data.profiles;
  return (
    <section className="parental-panel" aria-labelledby={`${ids}-title`} data-testid="parental-panel">
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="parental-state" data-testid="parental-state" data-enabled={String(data.enabled)}>
        {data.enabled ? (
          <FormattedMessage
            id="parental.stateOn"
            defaultMessage="On: each profile plays only titles up to its rating."
          />
        ) : (
          <FormattedMessage
            id="parental.stateOff"
            defaultMessage="Off: every profile may play every title."
          />
        )}
      </p>
      <p role="status" className="profiles-status" data-testid="parental-status">
        {status}
      </p>

      {!data.pinset && (
        <button
          type="button"
          className="btn"
          onClick={() => setStep('setup')}
          data-testid="parental-setup-start"
        >
          <FormattedMessage id="parental.setup" defaultMessage="Set up a parental PIN" />
        </button>
      )}

      {data.pinset && step === 'locked' && (
        <form className="pin-form" noValidate onSubmit={(e) => void unlock(e)} data-testid="parental-unlock">
          <PinInput
            legend={
              <FormattedMessage
                id="parental.enterPin"
                defaultMessage="Enter the parental PIN to change these settings"
              />
            }
            value={boxes}
            onChange={(b) => {
              setBoxes(b);
              setPinError(null);
            }}
            invalid={Boolean(pinError)}
            errorId={`${ids}-pin-error`}
            focusKey={focusKey}
            testId="parental-pin"
            boxTestIdPrefix="parental-pin"
          />
          <p id={`${ids}-pin-error`} className="field-error" role="alert" data-testid="parental-pin-error">
            {text(pinError)}
          </p>
          <div className="pin-actions">
            <button
              type="button"
              className="link-button"
              onClick={() => setStep('forgot')}
              data-testid="parental-forgot"
            >
              <FormattedMessage id="parental.forgot" defaultMessage="Forgot the PIN?" />
            </button>
            <button
              type="submit"
              className="btn"
              disabled={busy !== null}
              data-testid="parental-unlock-submit"
            >
              <FormattedMessage id="parental.unlock" defaultMessage="Unlock" />
            </button>
          </div>
        </form>
      )}

      {step === 'unlocked' && pin && (
        <>
          <div className="parental-toggle">
            <button
              type="button"
              role="switch"
              aria-checked={data.enabled}
              className="btn"
              disabled={busy !== null}
              onClick={() => void toggle()}
              data-testid="parental-toggle"
            >
              {data.enabled ? (
                <FormattedMessage id="parental.turnOff" defaultMessage="Turn parental control off" />
              ) : (
                <FormattedMessage id="parental.turnOn" defaultMessage="Turn parental control on" />
              )}
            </button>
            <p className="field-error" role="alert" data-testid="parental-form-error">
              {text(formError)}
            </p>
          </div>
          <h3>
            <FormattedMessage
              id="parental.ratingsTitle"
              defaultMessage="Highest rating each profile may watch"
            />
          </h3>
          <ul className="rating-list">
            {profileRows.map((p) => {
              const selectId = `${ids}-rating-${p.profileid}`;
              const value = ratings[p.profileid] ?? (p.rating as ParentalRating);
              const changed = ratings[p.profileid] !== undefined && ratings[p.profileid] !== p.rating;
              return (
                <li key={p.profileid} className="rating-row" data-testid={`parental-rating-${p.profileid}`}>
                  <label htmlFor={selectId}>{p.name}</label>
                  <select
                    id={selectId}
                    value={value}
                    aria-describedby={`${selectId}-error`}
                    onChange={(e) =>
                      setRatings((r) => ({ ...r, [p.profileid]: e.target.value as ParentalRating }))
                    }
                  >
                    {PARENTAL_RATINGS.map((r) => (
                      <option key={r} value={r}>
                        {isolate(r)}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="btn ghost"
                    disabled={!changed || busy !== null}
                    onClick={() => void saveRating(p.profileid)}
                    aria-label={intl.formatMessage(
                      { id: 'parental.saveRatingFor', defaultMessage: 'Save the rating of {name}' },
                      { name: p.name },
                    )}
                  >
                    <FormattedMessage id="parental.saveRating" defaultMessage="Save" />
                  </button>
                  <span id={`${selectId}-error`} className="field-error" aria-live="polite">
                    {text(ratingErrors[p.profileid])}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="pin-actions">
            <button
              type="button"
              className="btn ghost"
              onClick={() => setStep('forgot')}
              data-testid="parental-change-pin"
            >
              <FormattedMessage id="parental.changePin" defaultMessage="Change the PIN" />
            </button>
            <button
              type="button"
              className="btn ghost"
              onClick={() => {
                setPin(null);
                setBoxes(emptyPinBoxes());
                setStep('locked');
              }}
              data-testid="parental-lock"
            >
              <FormattedMessage id="parental.lock" defaultMessage="Lock" />
            </button>
          </div>
        </>
      )}
    </section>
  );
}
