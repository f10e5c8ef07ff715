// The fields that choose (a list, a yes/no box, a country code), on the same shell as every field (FormFields).
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { type FieldBase, FieldShell, useMessage } from './FormFields';

/** A choice from a list: the options are the children. */
export function SelectField<T extends string>(
  p: FieldBase<HTMLSelectElement> & {
    value: T;
    onChange(value: T): void;
    name?: string;
    disabled?: boolean;
    /** The words of the empty first option ("Choose a reason"), when nothing is chosen yet. */
    placeholder?: string;
    children: ReactNode;
  },
) {
  return (
    <FieldShell
      p={p}
      control={(a) => (
        <select
          {...a}
          ref={p.inputRef}
          name={p.name}
          disabled={p.disabled}
          data-testid={p.testId}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value as T)}
        >
          {p.placeholder !== undefined && <option value="">{p.placeholder}</option>}
          {p.children}
        </select>
      )}
    />
  );
}

/** A yes/no box, its label beside it; `note` stands where the message goes while there is none; `children` show
 * under it (what the box opens). */
export function CheckboxField(
  p: Omit<FieldBase<HTMLInputElement>, 'hint'> & {
    value: boolean;
    onChange(value: boolean): void;
    disabled?: boolean;
    note?: ReactNode;
    children?: ReactNode;
  },
) {
  const id = useId();
  const message = useMessage();
  const error = message(p.error);
  return (
    <div className={p.className ?? 'field'}>
      <label>
        <input
          type="checkbox"
          ref={p.inputRef}
          checked={p.value}
          disabled={p.disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error`}
          data-testid={p.testId}
          onChange={(e) => p.onChange(e.target.checked)}
        />{' '}
        {p.label}
      </label>
      <span
        id={`${id}-error`}
        className={error || !p.note ? 'field-error' : 'muted'}
        aria-live="polite"
        data-testid={p.errorTestId ?? `${p.testId}-error`}
      >
        {error ?? p.note}
      </span>
      {p.children}
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
