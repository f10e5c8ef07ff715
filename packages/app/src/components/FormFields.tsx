// The fields of every form of the app (SPEC §5): each shows its message under itself, tied to the control by
// aria-describedby and in a polite live region that exists before the message does (so screen readers announce it).
import { cloneElement, type ReactElement, type ReactNode, type Ref, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import './form-fields.css';

/** A message id (domain or app) → its text in the page language; null stays null. */
export function useMessage() {
  const intl = useIntl();
  return (id: string | null | undefined) => (id ? intl.formatMessage({ id }) : null);
}

export function FieldError({
  id,
  error,
  testId,
}: {
  id: string;
  error: string | null;
  testId?: string | undefined;
}) {
  return (
    <span id={id} className="field-error" aria-live="polite" data-testid={testId}>
      {error}
    </span>
  );
}

/** A labelled control of the form's own making (a select, an input with its own props): it receives id,
 * aria-invalid and aria-describedby; `error` is the message's text. */
export function Field({
  id,
  label,
  error,
  hint,
  className = 'field',
  testId,
  children,
}: {
  id: string;
  label: ReactElement | string;
  error: string | null | undefined;
  hint?: ReactElement | string;
  className?: string;
  testId?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="muted">
          {hint}
        </span>
      )}
      <FieldError id={errorId} error={error ?? ''} testId={testId ? `${testId}-error` : undefined} />
    </div>
  );
}

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** A message id, or null. */
  error: string | null | undefined;
  testId: string;
  /** The message's test id when it is not `${testId}-error`. */
  errorTestId?: string;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'date' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  dir?: 'ltr' | 'auto';
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  maxLength?: number;
  hint?: ReactNode;
  /** Something beside the input (a country-code select). */
  before?: ReactNode;
  /** Something after the input on its row (the coupon's Apply button). */
  after?: ReactNode;
  readOnly?: boolean;
  max?: string;
}

export function TextField(p: TextFieldProps) {
  const id = useId();
  const message = useMessage();
  const error = message(p.error);
  const described = [p.hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  const input = (
    <input
      ref={p.inputRef}
      id={id}
      name={p.name}
      type={p.type ?? 'text'}
      autoComplete={p.autoComplete}
      inputMode={p.inputMode}
      dir={p.dir}
      maxLength={p.maxLength}
      max={p.max}
      readOnly={p.readOnly}
      data-autofocus={p.autoFocus ? true : undefined}
      data-testid={p.testId}
      value={p.value}
      aria-invalid={Boolean(error)}
      aria-describedby={described}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{p.label}</label>
      {/* One wrapper whether or not something stands before the input: a field that becomes a mobile number (the
          country code appears) keeps its input element, and with it the focus and the caret, while the person types. */}
      <div className="form-identifier">
        {p.before}
        {input}
        {p.after}
      </div>
      {p.hint && (
        <span id={`${id}-hint`} className="form-hint">
          {p.hint}
        </span>
      )}
      <FieldError id={`${id}-error`} error={error} testId={p.errorTestId ?? `${p.testId}-error`} />
    </div>
  );
}

/** A text of several lines (feedback, a ticket's comment); its message as TextField's. */
export function TextAreaField(p: {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error: string | null | undefined;
  testId: string;
  maxLength?: number;
  rows?: number;
  hint?: ReactNode;
}) {
  const id = useId();
  const message = useMessage();
  const error = message(p.error);
  const described = [p.hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{p.label}</label>
      <textarea
        id={id}
        dir="auto"
        rows={p.rows ?? 4}
        maxLength={p.maxLength}
        data-testid={p.testId}
        value={p.value}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(e) => p.onChange(e.target.value)}
      />
      {p.hint && (
        <span id={`${id}-hint`} className="form-hint">
          {p.hint}
        </span>
      )}
      <FieldError id={`${id}-error`} error={error} testId={`${p.testId}-error`} />
    </div>
  );
}

/** A password with its show/hide switch. */
export function PasswordField(p: Omit<TextFieldProps, 'type' | 'before'>) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const message = useMessage();
  const error = message(p.error);
  return (
    <div className="field">
      <label htmlFor={id}>{p.label}</label>
      <div className="form-password">
        <input
          ref={p.inputRef}
          id={id}
          name={p.name}
          type={shown ? 'text' : 'password'}
          autoComplete={p.autoComplete}
          dir="ltr"
          maxLength={p.maxLength}
          data-autofocus={p.autoFocus ? true : undefined}
          data-testid={p.testId}
          value={p.value}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error`}
          onChange={(e) => p.onChange(e.target.value)}
        />
        <button type="button" className="btn ghost" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
          <FormattedMessage id="login.showPassword" defaultMessage="Show" />
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} testId={`${p.testId}-error`} />
    </div>
  );
}

/** The country-code select shown before a mobile number. */
export function CountryCodeSelect({
  value,
  options,
  onChange,
  testId,
}: {
  value: string;
  options: string[];
  onChange(code: string): void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <select
      className="auth-country"
      aria-label={intl.formatMessage({ id: 'login.countryCode', defaultMessage: 'Country code' })}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    >
      {options.length === 0 && <option value="">–</option>}
      {options.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}

/** The form's own message (a refusal that belongs to no single field), announced at once. */
export function FormError({ error, testId }: { error: string | null; testId: string }) {
  const message = useMessage();
  return (
    <div className="form-server-error" role="alert" data-testid={testId}>
      {message(error)}
    </div>
  );
}

/** The submit button: disabled for a second press while its request is in flight (aria-disabled keeps focus). */
export function SubmitButton({
  busy,
  testId,
  children,
}: {
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="btn form-submit" data-testid={testId} aria-disabled={busy}>
      {children}
    </button>
  );
}
