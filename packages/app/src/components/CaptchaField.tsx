// The CAPTCHA of the guarded calls (log-in, sign-up and look-up steps, saved cards): the image `createCaptcha` issues
// to this caller, a new-image button and the answer field, whose error shows under it (the field kit).
import { type Ref, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useServices } from '../hooks/useServices';
import { FieldError, useMessage } from './FormFields';

/** The CAPTCHA image, a new-image button and the answer field. */
export function CaptchaField({
  value,
  onChange,
  error,
  inputRef,
  testId,
  renew,
}: {
  value: string;
  onChange(v: string): void;
  error: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
  testId: string;
  /** Increments to ask for a new image (a wrong answer spends it). */
  renew: number;
}) {
  const intl = useIntl();
  const message = useMessage();
  const { account } = useServices();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [own, setOwn] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: renew and own are the triggers
  useEffect(() => {
    let live = true;
    setFailed(false);
    account.captcha().then(
      (c) => live && setImage(c.image),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [account, renew, own]);
  const err = message(error);
  return (
    <div className="field captcha-field" data-testid={testId}>
      <label htmlFor={`${testId}-input`}>
        <FormattedMessage
          id="login.captchaStep"
          defaultMessage="Type the characters you see in the image to continue"
        />
      </label>
      <div className="form-captcha-row">
        {image && (
          <img
            src={image}
            alt={intl.formatMessage({ id: 'login.captchaImage', defaultMessage: 'CAPTCHA image' })}
          />
        )}
        {failed && (
          <span className="field-error">
            <FormattedMessage id="error.unknown" />
          </span>
        )}
        <button type="button" className="btn ghost" onClick={() => setOwn((n) => n + 1)}>
          <FormattedMessage id="login.captchaNew" defaultMessage="New image" />
        </button>
      </div>
      <input
        ref={inputRef}
        id={`${testId}-input`}
        name="captcha"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        dir="ltr"
        data-testid={`${testId}-input`}
        value={value}
        aria-invalid={Boolean(err)}
        aria-describedby={`${testId}-error`}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${testId}-error`} error={err} testId={`${testId}-error`} />
    </div>
  );
}
