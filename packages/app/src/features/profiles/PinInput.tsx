// The 4-digit PIN boxes of SPEC §5 (digits only, auto-advance on max length, go back on empty), controlled by the
// domain's pinBoxesInput / pinBoxesBackspace. One fieldset with its legend; the error is announced through the
// element `errorId` points at (the caller renders it next to the boxes, aria-live).
import { PARENTAL_RATINGS } from '@ott/domain';
import { ltr } from '@ott/domain/format';
import { type PinBoxes, pinBoxesBackspace, pinBoxesInput } from '@ott/domain/profiles';
import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../components/FormFields';

export type { PinBoxes };

/** The options of a rating select: the SPEC §4 ladder. */
export function RatingOptions() {
  return PARENTAL_RATINGS.map((r) => (
    <option key={r} value={r}>
      {ltr(r)}
    </option>
  ));
}

export function PinInput({
  legend,
  value,
  onChange,
  autoFocus = false,
  testId = 'pin',
  boxTestIdPrefix = 'pin-box',
  error,
  errorTestId,
  errorAlert = false,
  inputRef,
}: {
  legend: ReactNode;
  value: PinBoxes;
  onChange(next: PinBoxes): void;
  autoFocus?: boolean;
  testId?: string;
  boxTestIdPrefix?: string;
  /** The field's message id (or null), shown under the boxes and announced with them. */
  error: string | null | undefined;
  errorTestId?: string;
  /** The message is an alert (announced at once) rather than a polite live region. */
  errorAlert?: boolean;
  /** Gets the box the focus belongs in (a form's "focus the first bad field"). */
  inputRef?: (el: HTMLElement | null) => void;
}) {
  const intl = useIntl();
  const message = useMessage();
  const errorId = useId();
  const invalid = Boolean(error);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const count = value.digits.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus on mount, when asked
  useEffect(() => {
    if (autoFocus) boxes.current[value.focus]?.focus();
  }, []);

  const move = (next: PinBoxes) => {
    onChange(next);
    boxes.current[next.focus]?.focus();
  };
  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Backspace' || value.digits[index]) return;
    const next = pinBoxesBackspace(value, index);
    if (next === value) return;
    e.preventDefault();
    move(next);
  };
  const onPaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    move(pinBoxesInput(value, index, e.clipboardData.getData('text')));
  };

  return (
    <>
      <fieldset className="pin-field" aria-describedby={invalid ? errorId : undefined} data-testid={testId}>
        <legend>{legend}</legend>
        <div className="pin-boxes" dir="ltr">
          {value.digits.map((digit, i) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
              key={i}
              ref={(el) => {
                boxes.current[i] = el;
                if (i === value.focus) inputRef?.(el);
              }}
              className="pin-box"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={1}
              value={digit}
              aria-label={intl.formatMessage(
                { id: 'profiles.pinDigit', defaultMessage: 'PIN digit {n} of {count}' },
                { n: i + 1, count },
              )}
              aria-invalid={invalid ? true : undefined}
              data-testid={`${boxTestIdPrefix}-${i}`}
              onChange={(e) => move(pinBoxesInput(value, i, e.target.value))}
              onFocus={(e) => e.target.select()}
              onKeyDown={(e) => onKeyDown(i, e)}
              onPaste={(e) => onPaste(i, e)}
            />
          ))}
        </div>
      </fieldset>
      <p
        id={errorId}
        className="field-error"
        {...(errorAlert ? { role: 'alert' } : { 'aria-live': 'polite' as const })}
        data-testid={errorTestId}
      >
        {message(error)}
      </p>
    </>
  );
}
