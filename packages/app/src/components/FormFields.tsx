// The fields of every form of the app (SPEC §5): each shows its message under itself, tied to the control by
// aria-describedby and in a polite live region that exists before the message does (so screen readers announce it).
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
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

/** What `useForm`'s `field(name)` hands a field component. */
export interface FieldProps<T> {
  value: T;
  onChange(value: T): void;
  error: string | null | undefined;
  inputRef: (el: HTMLElement | null) => void;
}

/** What every field takes: its label, its message (an id, or null), its test id and the ref for the focus. */
export interface FieldBase<E extends HTMLElement> {
  label: ReactNode;
  /** A message id, or null. */
  error: string | null | undefined;
  testId: string;
  /** The message's test id when it is not `${testId}-error`. */
  errorTestId?: string;
  hint?: ReactNode;
  inputRef?: Ref<E>;
  /** The wrapper's class ("field wide" across a two-column form). */
  className?: string;
}

/** The label, the control, its hint and its message, the same for every field; `control` gets the ids to wire. */
export function FieldShell({
  p,
  control,
  row,
}: {
  p: Omit<FieldBase<HTMLElement>, 'inputRef'>;
  control(a: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }): ReactNode;
  /** The class of the row holding the control (with what stands beside it). */
  row?: string;
}) {
  const id = useId();
  const message = useMessage();
  const error = message(p.error);
  const described = [p.hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  const input = control({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described });
  return (
    <div className={p.className ?? 'field'}>
      <label htmlFor={id}>{p.label}</label>
      {row ? <div className={row}>{input}</div> : input}
      {p.hint && (
        <span id={`${id}-hint`} className="form-hint">
          {p.hint}
        </span>
      )}
      <FieldError id={`${id}-error`} error={error} testId={p.errorTestId ?? `${p.testId}-error`} />
    </div>
  );
}

export interface TextFieldProps extends FieldBase<HTMLInputElement> {
  value: string;
  onChange(value: string): void;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  dir?: 'ltr' | 'auto';
  autoFocus?: boolean;
  maxLength?: number;
  /** Something beside the input (a country-code select). */
  before?: ReactNode;
  /** Something after the input on its row (the coupon's Apply button). */
  after?: ReactNode;
  /** The class of the input's row (default: the sign-in forms'). */
  row?: string;
  /** The input's own class (a short code's narrow box). */
  inputClass?: string;
  readOnly?: boolean;
  disabled?: boolean;
}

function TextInput({ p, type, a }: { p: TextFieldProps; type: string; a: object }) {
  return (
    <input
      {...a}
      ref={p.inputRef}
      className={p.inputClass}
      name={p.name}
      type={type}
      autoComplete={p.autoComplete}
      inputMode={p.inputMode}
      dir={p.dir}
      maxLength={p.maxLength}
      readOnly={p.readOnly}
      disabled={p.disabled}
      data-autofocus={p.autoFocus ? true : undefined}
      data-testid={p.testId}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
    />
  );
}

export function TextField(p: TextFieldProps) {
  // One row whether or not something stands before the input: a field that becomes a mobile number (the country
  // code appears) keeps its input element, and with it the focus and the caret, while the person types.
  return (
    <FieldShell
      p={p}
      row={p.row ?? 'form-identifier'}
      control={(a) => (
        <>
          {p.before}
          <TextInput p={p} type={p.type ?? 'text'} a={a} />
          {p.after}
        </>
      )}
    />
  );
}

/** A password with its show/hide switch. */
export function PasswordField(p: Omit<TextFieldProps, 'type' | 'before'>) {
  const [shown, setShown] = useState(false);
  return (
    <FieldShell
      p={p}
      row="form-password"
      control={(a) => (
        <>
          <TextInput p={{ dir: 'ltr', ...p }} type={shown ? 'text' : 'password'} a={a} />
          <button
            type="button"
            className="btn ghost"
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
          >
            <FormattedMessage id="login.showPassword" defaultMessage="Show" />
          </button>
        </>
      )}
    />
  );
}

/** A text of several lines (feedback, a ticket's comment). */
export function TextAreaField(
  p: FieldBase<HTMLTextAreaElement> & {
    value: string;
    onChange(value: string): void;
    maxLength?: number;
    rows?: number;
    disabled?: boolean;
  },
) {
  return (
    <FieldShell
      p={p}
      control={(a) => (
        <textarea
          {...a}
          ref={p.inputRef}
          dir="auto"
          rows={p.rows ?? 4}
          maxLength={p.maxLength}
          disabled={p.disabled}
          data-testid={p.testId}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
        />
      )}
    />
  );
}

/** The form's own message (a refusal that belongs to no single field), announced at once. */
export function FormError({ error, testId }: { error: string | null | undefined; testId?: string }) {
  const message = useMessage();
  return (
    <div className="form-server-error" role="alert" data-testid={testId}>
      {message(error)}
    </div>
  );
}

/** The submit button: no second press while its request is in flight (aria-disabled keeps the focus on it; `lock`
 * disables it outright, as the account cards do). */
export function SubmitButton({
  busy,
  testId,
  className = 'btn form-submit',
  lock = false,
  busyLabel,
  children,
}: {
  busy: boolean;
  testId: string;
  className?: string;
  lock?: boolean;
  /** Its words while the request is in flight ("Saving…"). */
  busyLabel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      className={className}
      data-testid={testId}
      aria-disabled={busy}
      disabled={lock ? busy : undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/**
 * A file input drawn as a button in the page's language (the browser's own reads "Choose File" in English). The input
 * stays in the tab order and takes the keys; the label beside it is what the eye and the pointer use.
 */
export function FileButton({
  text,
  inputRef,
  testId,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  text: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  testId: string;
}) {
  return (
    <span className="form-file">
      <input {...input} ref={inputRef} type="file" className="visually-hidden" data-testid={testId} />
      <label htmlFor={input.id} className="btn ghost">
        {text}
      </label>
    </span>
  );
}
