// One labelled form field of the account forms: the SPEC §5/§8 message sits under the field, is tied to it
// (aria-describedby, aria-invalid) and is announced when it appears (a polite live region that is always there).
import { cloneElement, type ReactElement } from 'react';

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
  /** The control; it receives id, aria-invalid and aria-describedby. */
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
      <span
        id={errorId}
        className="field-error"
        aria-live="polite"
        data-testid={testId ? `${testId}-error` : undefined}
      >
        {error ?? ''}
      </span>
    </div>
  );
}
