// The fields that choose (a list, a yes/no box, a date, a country code), on the same shell as every field (FormFields).
import { type ReactNode, type Ref, useId } from 'react';
import { useIntl } from 'react-intl';
import { useMonths } from '../hooks/useDisplayDate';
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

/**
 * A date as day, month and year lists, read like every date the app writes (SPEC §9 `DD MON YYYY`, "14 MAR 1992"),
 * not in the browser's own order. The value is ISO `YYYY-MM-DD` ('' when nothing is chosen; a part not chosen yet
 * stays empty, which the domain's validator reads as no valid date).
 */
export function DateField(
  p: FieldBase<HTMLSelectElement> & {
    value: string;
    onChange(value: string): void;
    /** The list's first year (this year: the domain's validator, not the list, tells an age too young). */
    lastYear: number;
  },
) {
  const intl = useIntl();
  const months = useMonths();
  const [year = '', month = '', day = ''] = p.value ? p.value.split('-') : [];
  const set = (part: { year?: string; month?: string; day?: string }) => {
    const next = { year, month, day, ...part };
    p.onChange(next.year || next.month || next.day ? `${next.year}-${next.month}-${next.day}` : '');
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Array.from({ length: 31 }, (_, i) => pad(i + 1));
  const years = Array.from({ length: 101 }, (_, i) => String(p.lastYear - i));
  return (
    <FieldShell
      p={p}
      control={(a) => (
        <div className="form-date" dir="ltr" data-testid={p.testId} data-value={p.value}>
          <DatePart
            a={a}
            selectRef={p.inputRef}
            label={intl.formatMessage({ id: 'field.date.day', defaultMessage: 'Day' })}
            testId={`${p.testId}-day`}
            value={day}
            empty={intl.formatMessage({ id: 'field.date.dayEmpty', defaultMessage: 'DD' })}
            options={days.map((d) => [d, d])}
            onChange={(v) => set({ day: v })}
          />
          <DatePart
            a={{ 'aria-invalid': a['aria-invalid'] }}
            label={intl.formatMessage({ id: 'field.date.month', defaultMessage: 'Month' })}
            testId={`${p.testId}-month`}
            value={month}
            empty={intl.formatMessage({ id: 'field.date.monthEmpty', defaultMessage: 'MON' })}
            options={months.map((m, i) => [pad(i + 1), m])}
            onChange={(v) => set({ month: v })}
          />
          <DatePart
            a={{ 'aria-invalid': a['aria-invalid'] }}
            label={intl.formatMessage({ id: 'field.date.year', defaultMessage: 'Year' })}
            testId={`${p.testId}-year`}
            value={year}
            empty={intl.formatMessage({ id: 'field.date.yearEmpty', defaultMessage: 'YYYY' })}
            options={years.map((y) => [y, y])}
            onChange={(v) => set({ year: v })}
          />
        </div>
      )}
    />
  );
}

/** One of a date's lists: the first carries the field's own attributes (its id, description, focus target). */
function DatePart(p: {
  a: Record<string, unknown>;
  selectRef?: Ref<HTMLSelectElement>;
  label: string;
  testId: string;
  value: string;
  empty: string;
  options: [value: string, text: string][];
  onChange(value: string): void;
}) {
  return (
    <select
      {...p.a}
      ref={p.selectRef}
      aria-label={p.label}
      data-testid={p.testId}
      value={p.value}
      onChange={(e) => p.onChange(e.target.value)}
    >
      <option value="">{p.empty}</option>
      {p.options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
}
