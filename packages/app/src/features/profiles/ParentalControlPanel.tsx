// The parental-control tab (SPEC §2 /profile/parental-control, §4, §6), master profile only: a PIN unlocks it, then
// on/off with that PIN and each profile's highest rating on the §4 ladder. No PIN yet: set one with the PARENTAL_PIN
// OTP and turn it on; a forgotten PIN is replaced by OTP.
import { canManageProfiles } from '@ott/domain/profiles';
import type { ParentalRating } from '@ott/sdk/hooks/sms';
import { requestSubscriberOtp } from '@ott/sdk/hooks/sms';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CallState, callsFailed } from '../../components/CallState';
import { FormError, SubmitButton, useMessage } from '../../components/FormFields';
import { useStepHeading } from '../../hooks/useStepHeading';
import type { AccountPanelProps } from '../../screen-props';
import { PinInput, RatingOptions } from './PinInput';
import { PinResetForm } from './PinResetForm';
import { useParentalControl } from './useParentalControl';
import './profiles.css';

export default function ParentalControlPanel(_props: AccountPanelProps) {
  const intl = useIntl();
  const ids = useId();
  const p = useParentalControl();
  const { control, profilesQuery, data, step, busy } = p;
  // Focus moves to the heading of each step.
  const ready = Boolean(data) && !profilesQuery.isPending;
  const heading = useStepHeading<HTMLHeadingElement>(
    step,
    ready && (step === 'locked' || step === 'unlocked'),
  );

  const text = useMessage();
  const title = <FormattedMessage id="parental.title" defaultMessage="Parental control" />;

  if (!data || profilesQuery.isPending || callsFailed([control, profilesQuery], true))
    return (
      <CallState
        calls={[control, profilesQuery]}
        settled
        as="section"
        heading="h2"
        testId="parental-failed"
        title={title}
        loading={
          <section className="parental-panel" aria-busy="true">
            <h2 className="visually-hidden">{title}</h2>
            <p role="status">
              <FormattedMessage id="parental.loading" defaultMessage="Loading parental control…" />
            </p>
          </section>
        }
      >
        {null}
      </CallState>
    );
  if (!canManageProfiles(p.current))
    return (
      <section className="parental-panel" data-testid="parental-admin-only">
        <h2 ref={heading} tabIndex={-1} className="visually-hidden">
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
          confirm={p.confirmNewPin}
          onDone={() =>
            step === 'forgot'
              ? p.afterReset(
                  intl.formatMessage({
                    id: 'parental.pinReset',
                    defaultMessage: 'Parental PIN changed. Enter the new PIN to continue.',
                  }),
                )
              : p.afterReset(
                  intl.formatMessage({
                    id: 'parental.setupDone',
                    defaultMessage: 'Parental control is on. Enter the new PIN to change it.',
                  }),
                )
          }
          onCancel={() => p.setStep('locked')}
        />
      </section>
    );

  const profileRows = data.profiles;
  return (
    <section className="parental-panel" aria-labelledby={`${ids}-title`} data-testid="parental-panel">
      <h2 id={`${ids}-title`} ref={heading} tabIndex={-1} className="visually-hidden">
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
        {p.status}
      </p>

      {!data.pinset && (
        <button
          type="button"
          className="btn"
          onClick={() => p.setStep('setup')}
          data-testid="parental-setup-start"
        >
          <FormattedMessage id="parental.setup" defaultMessage="Set up a parental PIN" />
        </button>
      )}

      {data.pinset && step === 'locked' && (
        <form
          className="pin-form"
          noValidate
          onSubmit={(e) => void p.unlock(e)}
          data-testid="parental-unlock"
        >
          <PinInput
            legend={
              <FormattedMessage
                id="parental.enterPin"
                defaultMessage="Enter the parental PIN to change these settings"
              />
            }
            {...p.pinField}
            testId="parental-pin"
            boxTestIdPrefix="parental-pin"
            errorTestId="parental-pin-error"
            errorAlert
          />
          <div className="pin-actions">
            <button
              type="button"
              className="link-button profile-link-button"
              onClick={() => p.setStep('forgot')}
              data-testid="parental-forgot"
            >
              <FormattedMessage id="parental.forgot" defaultMessage="Forgot the PIN?" />
            </button>
            <SubmitButton busy={busy !== null} lock className="btn" testId="parental-unlock-submit">
              <FormattedMessage id="parental.unlock" defaultMessage="Unlock" />
            </SubmitButton>
          </div>
        </form>
      )}

      {p.unlocked && (
        <>
          <div className="parental-toggle">
            <button
              type="button"
              role="switch"
              aria-checked={data.enabled}
              className="btn"
              disabled={busy !== null}
              onClick={() => void p.toggle()}
              data-testid="parental-toggle"
            >
              {data.enabled ? (
                <FormattedMessage id="parental.turnOff" defaultMessage="Turn parental control off" />
              ) : (
                <FormattedMessage id="parental.turnOn" defaultMessage="Turn parental control on" />
              )}
            </button>
            <FormError error={p.formError} testId="parental-form-error" />
          </div>
          <h3>
            <FormattedMessage
              id="parental.ratingsTitle"
              defaultMessage="Highest rating each profile may watch"
            />
          </h3>
          <ul className="parental-rating-list">
            {profileRows.map((row) => {
              const selectId = `${ids}-rating-${row.profileid}`;
              const value = p.ratings[row.profileid] ?? (row.rating as ParentalRating);
              const changed =
                p.ratings[row.profileid] !== undefined && p.ratings[row.profileid] !== row.rating;
              return (
                <li
                  key={row.profileid}
                  className="parental-rating-row"
                  data-testid={`parental-rating-${row.profileid}`}
                >
                  <label htmlFor={selectId}>{row.name}</label>
                  <select
                    id={selectId}
                    value={value}
                    aria-describedby={`${selectId}-error`}
                    onChange={(e) => p.pickRating(row.profileid, e.target.value as ParentalRating)}
                  >
                    <RatingOptions />
                  </select>
                  <button
                    type="button"
                    className="btn ghost"
                    disabled={!changed || busy !== null}
                    onClick={() => void p.saveRating(row.profileid)}
                    aria-label={intl.formatMessage(
                      { id: 'parental.saveRatingFor', defaultMessage: 'Save the rating of {name}' },
                      { name: row.name },
                    )}
                  >
                    <FormattedMessage id="parental.saveRating" defaultMessage="Save" />
                  </button>
                  <span id={`${selectId}-error`} className="field-error" aria-live="polite">
                    {text(p.ratingErrors[row.profileid])}
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="pin-actions">
            <button
              type="button"
              className="btn ghost"
              onClick={() => p.setStep('forgot')}
              data-testid="parental-change-pin"
            >
              <FormattedMessage id="parental.changePin" defaultMessage="Change the PIN" />
            </button>
            <button type="button" className="btn ghost" onClick={p.lock} data-testid="parental-lock">
              <FormattedMessage id="parental.lock" defaultMessage="Lock" />
            </button>
          </div>
        </>
      )}
    </section>
  );
}
