// A code typed from a message or a screen (OTP, TV pairing code): digits only, at most `length`, left to right, with
// the platform's one-time-code autofill.
import { sanitiseDigits } from '@ott/domain/validation';
import { TextField, type TextFieldProps } from './FormFields';

export function CodeField({
  length,
  onChange,
  ...p
}: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'dir' | 'maxLength'> & { length: number }) {
  return (
    <TextField
      name="one-time-code"
      {...p}
      onChange={(v) => onChange(sanitiseDigits(v, length))}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={length}
    />
  );
}
