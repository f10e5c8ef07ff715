// Create or edit a profile (SPEC §2; §5 name 2–32, master never kids, PIN 4 digits; §4 rating ladder): create with
// name, avatar, kids flag, rating and optional PIN; edit, rating (with the parental PIN when set), PIN reset by OTP,
// delete (never the master). Typed values stay on a refusal; each message shows at its field, announced.
import { type MessageId, PARENTAL_RATINGS, failureMessageId } from '@ott/domain';
import {
  defaultRatingFor,
  emptyPinBoxes,
  firstProfileFormError,
  pinOf,
  profileChanges,
  type ProfileFormErrors,
  validateProfileForm,
} from '@ott/domain/profiles';
import { validatePin } from '@ott/domain/validation';
import { ApiError, binaryPart } from '@ott/sdk';
import {
  confirmProfilePinReset,
  createProfile,
  deleteProfile,
  type ParentalRating,
  type Profile,
  requestProfilePinReset,
  setProfileRating,
  updateProfile,
  uploadImage,
  useGetParentalControl,
} from '@ott/sdk/hooks/sms';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isolate, PinInput } from './PinInput';
import { PinResetForm } from './PinResetForm';
import { ProfileAvatar } from './ProfileTile';
import { useInvalidateProfiles } from './useProfiles';

type Field = 'name' | 'avatar' | 'kids' | 'rating' | 'pin' | 'parentalPin' | 'form';
type Errors = Partial<Record<Field, string>>;

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
  const invalidate = useInvalidateProfiles();
  const parental = useGetParentalControl({ query: { retry: false } });
  const heading = useRef<HTMLHeadingElement>(null);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const isMaster = profile?.master === true;

  const [name, setName] = useState(profile?.name ?? '');
  const [avatar, setAvatar] = useState<string | null>(profile?.avatar ?? null);
  const [kids, setKids] = useState(profile?.kids === true);
  // A profile without a rating of its own has no limit: the top of the ladder.
  const initialRating =
    (profile?.rating as ParentalRating | undefined) ?? defaultRatingFor(profile?.kids === true);
  const [rating, setRating] = useState<ParentalRating>(initialRating);
  const [ratingTouched, setRatingTouched] = useState(Boolean(profile));
  const [pinEnabled, setPinEnabled] = useState(false);
  const [pin, setPin] = useState(emptyPinBoxes);
  const [parentalPin, setParentalPin] = useState(emptyPinBoxes);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<null | 'save' | 'upload' | 'delete'>(null);
  const [step, setStep] = useState<'form' | 'resetPin' | 'confirmDelete'>('form');
  const [focusKeys, setFocusKeys] = useState({ pin: 0, parentalPin: 0 });

  // Focus moves to the step's heading (the form's, or back to it from a sub-step).
  useEffect(() => {
    if (step === 'form') heading.current?.focus();
  }, [step]);

  const ratingChanged = profile !== null && rating !== initialRating;
  const parentalPinSet = parental.data?.data.pinset === true;
  const needsParentalPin = ratingChanged && parentalPinSet;

  const text = (id: string | undefined) => (id ? intl.formatMessage({ id }) : null);
  const clear = (f: Field) => setErrors((e) => ({ ...e, [f]: undefined, form: undefined }));
  const describedBy = (f: Field) => `${ids}-${f}-error`;

  function focusField(f: Field) {
    if (f === 'pin' || f === 'parentalPin') setFocusKeys((k) => ({ ...k, [f]: k[f] + 1 }));
    else refs.current[f]?.focus();
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setBusy('upload');
    clear('avatar');
    try {
      const r = await uploadImage({ file: binaryPart(file), purpose: 'avatar' });
      setAvatar(r.data.url);
    } catch (e) {
      setErrors((x) => ({ ...x, avatar: failureMessageId(e) }));
    } finally {
      setBusy(null);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found: Errors = {
      ...(validateProfileForm(
        { name, kids, avatar, pinEnabled: profile === null && pinEnabled, pin: pinOf(pin) },
        { isMaster },
      ) as ProfileFormErrors),
    };
    if (needsParentalPin) {
      const p = validatePin(pinOf(parentalPin));
      if (p) found.parentalPin = p;
    }
    setErrors(found);
    const first =
      firstProfileFormError(found as ProfileFormErrors) ?? (found.parentalPin ? 'parentalPin' : null);
    if (first) return focusField(first);

    setBusy('save');
    try {
      if (profile === null) {
        await createProfile({
          name: name.trim(),
          kids,
          rating,
          ...(avatar ? { avatar } : {}),
          ...(pinEnabled ? { pin: pinOf(pin) } : {}),
        });
      } else {
        const changes = profileChanges(profile, { name, kids, avatar });
        if (changes) await updateProfile(profile.profileid, changes);
        if (ratingChanged) {
          try {
            await setProfileRating(profile.profileid, {
              rating,
              ...(parentalPinSet ? { pin: pinOf(parentalPin) } : {}),
            });
          } catch (err) {
            // A wrong parental PIN ("Incorrect Pin", §8) belongs to its field; the other edits are saved.
            if (changes) void invalidate();
            const id = failureMessageId(err);
            const atPin = err instanceof ApiError && err.errorcode === 6212;
            setErrors({ [atPin ? 'parentalPin' : 'rating']: id });
            if (atPin) setParentalPin(emptyPinBoxes());
            focusField(atPin ? 'parentalPin' : 'rating');
            return;
          }
        }
      }
      await invalidate();
      onDone(profile === null ? 'created' : 'saved');
    } catch (err) {
      const id: MessageId = failureMessageId(err);
      setErrors({ form: id });
      refs.current.form?.focus();
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!profile || busy) return;
    setBusy('delete');
    try {
      await deleteProfile(profile.profileid);
      await invalidate();
      onDone('deleted');
    } catch (err) {
      setErrors({ form: failureMessageId(err) });
      setStep('form');
    } finally {
      setBusy(null);
    }
  }

  if (profile && step === 'resetPin')
    return (
      <PinResetForm
        testId="profile-pin-reset"
        title={
          <FormattedMessage
            id="profiles.resetPinTitle"
            defaultMessage="New PIN for {name}"
            values={{ name: profile.name }}
          />
        }
        request={() => requestProfilePinReset({ profileid: profile.profileid })}
        confirm={async (otp, newPin) => {
          try {
            await confirmProfilePinReset({ profileid: profile.profileid, otp, pin: newPin });
            await invalidate();
            return null;
          } catch (err) {
            return {
              field: err instanceof ApiError && err.statusCode === 400 ? 'otp' : 'form',
              messageId: failureMessageId(err),
            };
          }
        }}
        onDone={() => setStep('form')}
        onCancel={() => setStep('form')}
      />
    );

  if (profile && step === 'confirmDelete')
    return (
      <section
        className="confirm-delete"
        aria-labelledby={`${ids}-delete-title`}
        data-testid="profile-delete-confirm"
      >
        <h2 id={`${ids}-delete-title`} tabIndex={-1} ref={(el) => el?.focus()}>
          <FormattedMessage
            id="profiles.deleteTitle"
            defaultMessage="Delete {name}?"
            values={{ name: profile.name }}
          />
        </h2>
        <p>
          <FormattedMessage
            id="profiles.deleteBody"
            defaultMessage="This profile's watchlist, likes and viewing history will be removed. This cannot be undone."
          />
        </p>
        <div className="pin-actions">
          <button type="button" className="btn ghost" onClick={() => setStep('form')}>
            <FormattedMessage id="profiles.cancel" defaultMessage="Cancel" />
          </button>
          <button
            type="button"
            className="btn danger"
            disabled={busy !== null}
            onClick={() => void remove()}
            data-testid="profile-delete-confirm-button"
          >
            <FormattedMessage id="profiles.deleteConfirm" defaultMessage="Delete profile" />
          </button>
        </div>
      </section>
    );

  return (
    <form className="profile-editor" noValidate onSubmit={(e) => void save(e)} data-testid="profile-editor">
      <h1 ref={heading} tabIndex={-1} id={`${ids}-title`}>
        {profile ? (
          <FormattedMessage id="profiles.editTitle" defaultMessage="Edit profile" />
        ) : (
          <FormattedMessage id="profiles.addTitle" defaultMessage="Add a profile" />
        )}
      </h1>

      <div className="editor-avatar">
        <ProfileAvatar profile={{ avatar: avatar ?? undefined, name: name || '?' }} />
        <div className="field">
          <label htmlFor={`${ids}-avatar`}>
            <FormattedMessage id="profiles.avatarLabel" defaultMessage="Picture (PNG or JPEG)" />
          </label>
          <input
            id={`${ids}-avatar`}
            ref={(el) => {
              refs.current.avatar = el;
            }}
            type="file"
            accept="image/png,image/jpeg"
            aria-describedby={describedBy('avatar')}
            aria-invalid={errors.avatar ? true : undefined}
            disabled={busy === 'upload'}
            data-testid="profile-avatar-input"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <span id={describedBy('avatar')} className="field-error" aria-live="polite">
            {busy === 'upload' ? (
              <span className="muted">
                <FormattedMessage id="profiles.uploading" defaultMessage="Uploading…" />
              </span>
            ) : (
              text(errors.avatar)
            )}
          </span>
        </div>
      </div>

      <div className="field">
        <label htmlFor={`${ids}-name`}>
          <FormattedMessage id="profiles.nameLabel" defaultMessage="Name" />
        </label>
        <input
          id={`${ids}-name`}
          ref={(el) => {
            refs.current.name = el;
          }}
          value={name}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          data-testid="profile-name"
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
          }}
        />
        <span id={describedBy('name')} className="field-error" aria-live="polite">
          {text(errors.name)}
        </span>
      </div>

      <div className="field checkbox">
        <label>
          <input
            type="checkbox"
            ref={(el) => {
              refs.current.kids = el;
            }}
            checked={kids}
            disabled={isMaster && !kids}
            aria-invalid={errors.kids ? true : undefined}
            aria-describedby={describedBy('kids')}
            data-testid="profile-kids"
            onChange={(e) => {
              setKids(e.target.checked);
              if (!ratingTouched) setRating(defaultRatingFor(e.target.checked));
              clear('kids');
            }}
          />{' '}
          <FormattedMessage
            id="profiles.kidsLabel"
            defaultMessage="Kids profile (only titles for children)"
          />
        </label>
        <span id={describedBy('kids')} className={errors.kids ? 'field-error' : 'muted'} aria-live="polite">
          {errors.kids
            ? text(errors.kids)
            : isMaster && (
                <FormattedMessage
                  id="profiles.masterNotKids"
                  defaultMessage="The main profile cannot be a kids profile."
                />
              )}
        </span>
      </div>

      <div className="field">
        <label htmlFor={`${ids}-rating`}>
          <FormattedMessage id="profiles.ratingLabel" defaultMessage="Maturity rating: highest allowed" />
        </label>
        <select
          id={`${ids}-rating`}
          ref={(el) => {
            refs.current.rating = el;
          }}
          value={rating}
          aria-describedby={describedBy('rating')}
          aria-invalid={errors.rating ? true : undefined}
          data-testid="profile-rating"
          onChange={(e) => {
            setRating(e.target.value as ParentalRating);
            setRatingTouched(true);
            clear('rating');
          }}
        >
          {PARENTAL_RATINGS.map((r) => (
            <option key={r} value={r}>
              {isolate(r)}
            </option>
          ))}
        </select>
        <span id={describedBy('rating')} className="field-error" aria-live="polite">
          {text(errors.rating)}
        </span>
      </div>

      {needsParentalPin && (
        <>
          <PinInput
            legend={
              <FormattedMessage
                id="profiles.parentalPinForRating"
                defaultMessage="Parental PIN to change the rating"
              />
            }
            value={parentalPin}
            onChange={(b) => {
              setParentalPin(b);
              clear('parentalPin');
            }}
            invalid={Boolean(errors.parentalPin)}
            errorId={describedBy('parentalPin')}
            focusKey={focusKeys.parentalPin || undefined}
            testId="profile-parental-pin"
            boxTestIdPrefix="profile-parental-pin"
          />
          <p id={describedBy('parentalPin')} className="field-error" aria-live="polite">
            {text(errors.parentalPin)}
          </p>
        </>
      )}

      {profile === null ? (
        <div className="field checkbox">
          <label>
            <input
              type="checkbox"
              checked={pinEnabled}
              data-testid="profile-pin-enabled"
              onChange={(e) => {
                setPinEnabled(e.target.checked);
                clear('pin');
              }}
            />{' '}
            <FormattedMessage id="profiles.pinEnabledLabel" defaultMessage="Lock this profile with a PIN" />
          </label>
          {pinEnabled && (
            <>
              <PinInput
                legend={<FormattedMessage id="profiles.choosePin" defaultMessage="Choose a 4-digit PIN" />}
                value={pin}
                onChange={(b) => {
                  setPin(b);
                  clear('pin');
                }}
                invalid={Boolean(errors.pin)}
                errorId={describedBy('pin')}
                focusKey={focusKeys.pin || undefined}
                testId="profile-new-pin"
                boxTestIdPrefix="profile-new-pin"
              />
              <p id={describedBy('pin')} className="field-error" aria-live="polite">
                {text(errors.pin)}
              </p>
            </>
          )}
        </div>
      ) : (
        <div className="editor-row">
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
          {!isMaster && (
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

      <p
        className="field-error"
        role="alert"
        tabIndex={-1}
        ref={(el) => {
          refs.current.form = el;
        }}
        data-testid="profile-form-error"
      >
        {text(errors.form)}
      </p>
      <div className="pin-actions">
        <button type="button" className="btn ghost" onClick={onCancel}>
          <FormattedMessage id="profiles.cancel" defaultMessage="Cancel" />
        </button>
        <button type="submit" className="btn" disabled={busy !== null} data-testid="profile-save">
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
