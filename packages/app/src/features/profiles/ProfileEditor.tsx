// Create or edit a profile (SPEC §2; §5 name 2–32, master never kids, a kids age range, PIN 4 digits; §4 ladder):
// picture from the gallery (or uploaded), name, kids flag, rating, optional PIN; edit adds PIN reset by OTP and delete
// (never the master). Typed values stay on a refusal; each message shows at its field, announced.
import { KIDS_AGE_RANGES } from '@ott/domain/profiles';
import type { Profile } from '@ott/sdk/hooks/sms';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckboxField, SelectField } from '../../components/ChoiceFields';
import { FileButton, FormError, TextField, useMessage } from '../../components/FormFields';
import { useStepHeading } from '../../hooks/useStepHeading';
import { AvatarGallery } from './AvatarGallery';
import { PinInput, RatingOptions } from './PinInput';
import { ProfilePinReset } from './PinResetForm';
import { ProfileDeleteConfirm } from './ProfileDeleteConfirm';
import { ProfileAvatar } from './ProfileTile';
import { useProfileForm } from './useProfileForm';

export function ProfileEditor({
  profile,
  onDone,
  onCancel,
}: {
  /** The profile to edit; null to create one. */
  profile: Profile | null;
  onDone(result: 'created' | 'saved' | 'deleted'): void;
  onCancel(): void;
}) {
  const intl = useIntl();
  const ids = useId();
  const f = useProfileForm(profile, onDone);
  const { form, step, setStep, isMaster } = f;
  const { errors, busy } = form;
  const { name, avatar, kids, pinEnabled } = form.values;
  // Focus moves to the step's heading (the form's, or back to it from a sub-step).
  const heading = useStepHeading<HTMLHeadingElement>(step, step === 'form');
  const text = useMessage();
  const avatarError = `${ids}-avatar-error`;

  if (profile && step === 'resetPin')
    return (
      <ProfilePinReset profile={profile} onDone={() => setStep('form')} onCancel={() => setStep('form')} />
    );

  if (profile && step === 'confirmDelete')
    return (
      <ProfileDeleteConfirm
        name={profile.name}
        busy={busy}
        onCancel={() => setStep('form')}
        onConfirm={() => void f.remove()}
      />
    );

  return (
    <form className="profile-editor" noValidate onSubmit={(e) => void f.save(e)} data-testid="profile-editor">
      <h1 ref={heading} tabIndex={-1} id={`${ids}-title`}>
        {profile ? (
          <FormattedMessage id="profiles.editTitle" defaultMessage="Edit profile" />
        ) : (
          <FormattedMessage id="profiles.addTitle" defaultMessage="Add a profile" />
        )}
      </h1>

      <div className="profile-editor-avatar">
        <ProfileAvatar profile={{ avatar: avatar ?? undefined, name: name || '?' }} />
        <AvatarGallery value={avatar} onChange={(url) => form.set('avatar', url)} />
      </div>
      {/* Upload stays a second way: the contract's profile takes any image address (uploadImage answers one). */}
      <div className="field profile-editor-upload">
        <label htmlFor={`${ids}-avatar`}>
          <FormattedMessage id="profiles.avatarUpload" defaultMessage="Or upload your own (PNG or JPEG)" />
        </label>
        <FileButton
          id={`${ids}-avatar`}
          text={<FormattedMessage id="profiles.avatarChoose" defaultMessage="Choose a file" />}
          inputRef={form.ref('avatar')}
          accept="image/png,image/jpeg"
          aria-describedby={avatarError}
          aria-invalid={errors.avatar ? true : undefined}
          disabled={f.uploading}
          testId="profile-avatar-input"
          onChange={(e) => void f.upload(e.target.files?.[0])}
        />
        <span id={avatarError} className="field-error" aria-live="polite">
          {f.uploading ? (
            <span className="muted">
              <FormattedMessage id="profiles.uploading" defaultMessage="Uploading…" />
            </span>
          ) : (
            text(errors.avatar)
          )}
        </span>
      </div>

      <TextField
        label={<FormattedMessage id="profiles.nameLabel" defaultMessage="Name" />}
        {...form.field('name')}
        autoComplete="off"
        testId="profile-name"
      />

      <CheckboxField
        className="field profile-checkbox"
        label={
          <FormattedMessage
            id="profiles.kidsLabel"
            defaultMessage="Kids profile (only titles for children)"
          />
        }
        {...form.field('kids')}
        onChange={f.changeKids}
        disabled={isMaster && !kids}
        testId="profile-kids"
        note={
          isMaster && (
            <FormattedMessage
              id="profiles.masterNotKids"
              defaultMessage="The main profile cannot be a kids profile."
            />
          )
        }
      />

      {kids && (
        <SelectField
          label={<FormattedMessage id="profiles.ageRangeLabel" defaultMessage="Age range" />}
          {...form.field('ageRange')}
          placeholder={intl.formatMessage({
            id: 'profiles.ageRangeChoose',
            defaultMessage: 'Choose an age range',
          })}
          testId="profile-age-range"
        >
          {KIDS_AGE_RANGES.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage(
                { id: 'profiles.ageRange', defaultMessage: '{from}–{to} years' },
                { from: r.split('-')[0], to: r.split('-')[1] },
              )}
            </option>
          ))}
        </SelectField>
      )}

      <SelectField
        label={
          <FormattedMessage id="profiles.ratingLabel" defaultMessage="Maturity rating: highest allowed" />
        }
        {...form.field('rating')}
        onChange={f.changeRating}
        testId="profile-rating"
      >
        <RatingOptions />
      </SelectField>

      {f.needsParentalPin && (
        <PinInput
          legend={
            <FormattedMessage
              id="profiles.parentalPinForRating"
              defaultMessage="Parental PIN to change the rating"
            />
          }
          {...form.field('parentalPin')}
          testId="profile-parental-pin"
          boxTestIdPrefix="profile-parental-pin"
        />
      )}

      {profile === null ? (
        <CheckboxField
          className="field profile-checkbox"
          label={
            <FormattedMessage id="profiles.pinEnabledLabel" defaultMessage="Lock this profile with a PIN" />
          }
          {...form.field('pinEnabled')}
          error={null}
          testId="profile-pin-enabled"
        >
          {pinEnabled && (
            <PinInput
              legend={<FormattedMessage id="profiles.choosePin" defaultMessage="Choose a 4-digit PIN" />}
              {...form.field('pin')}
              testId="profile-new-pin"
              boxTestIdPrefix="profile-new-pin"
            />
          )}
        </CheckboxField>
      ) : (
        <div className="profile-editor-row">
          <button
            type="button"
            className="btn ghost"
            onClick={() => setStep('resetPin')}
            data-testid="profile-reset-pin"
          >
            {profile.pinprotected ? (
              <FormattedMessage id="profiles.resetPin" defaultMessage="Change PIN" />
            ) : (
              <FormattedMessage id="profiles.setPin" defaultMessage="Add a PIN" />
            )}
          </button>
          {f.deletable && (
            <button
              type="button"
              className="btn ghost danger-text"
              onClick={() => setStep('confirmDelete')}
              data-testid="profile-delete"
            >
              <FormattedMessage id="profiles.delete" defaultMessage="Delete profile" />
            </button>
          )}
        </div>
      )}

      <FormError error={form.formError} testId="profile-form-error" />
      <div className="pin-actions">
        <button type="button" className="btn ghost" onClick={onCancel}>
          <FormattedMessage id="profiles.cancel" defaultMessage="Cancel" />
        </button>
        <button type="submit" className="btn" disabled={busy || f.uploading} data-testid="profile-save">
          {profile ? (
            <FormattedMessage id="profiles.save" defaultMessage="Save" />
          ) : (
            <FormattedMessage id="profiles.create" defaultMessage="Add profile" />
          )}
        </button>
      </div>
    </form>
  );
}
