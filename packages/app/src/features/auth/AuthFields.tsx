// The fields the account steps share (SPEC §2, §5): the e-mail or mobile number with its country code, a new password
// typed twice, the "code sent to" line, and what both sign-ups ask. One piece each, so the steps cannot drift apart.
import type { Contact } from '@ott/domain/signup';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CountryCodeSelect, DateField } from '../../components/ChoiceFields';
import { type FieldProps, PasswordField, TextField } from '../../components/FormFields';
import type { useCountryCode } from './useCountryCode';

/** The e-mail address or mobile number; a mobile number gets its country-code select before it. */
export function IdentifierField({
  testId,
  mobile,
  cc,
  onCode = cc.choose,
  autoFocus,
  ...field
}: FieldProps<string> & {
  testId: string;
  mobile: boolean;
  cc: ReturnType<typeof useCountryCode>;
  /** A code chosen (default: the country-code hook takes it). */
  onCode?(code: string): void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      {...field}
      label={<FormattedMessage id="login.identifier" defaultMessage="Email or mobile number" />}
      testId={`${testId}-identifier`}
      name="username"
      autoComplete="username"
      inputMode={mobile ? 'tel' : 'email'}
      dir="ltr"
      autoFocus={autoFocus}
      before={
        mobile ? (
          <CountryCodeSelect
            value={cc.code}
            options={cc.options}
            onChange={onCode}
            testId={`${testId}-country-code`}
          />
        ) : null
      }
    />
  );
}

/** A new password and its confirmation (6–16). */
export function NewPasswordFields({
  testId,
  password,
  confirm,
  label,
}: {
  testId: string;
  password: FieldProps<string>;
  confirm: FieldProps<string>;
  label: ReactNode;
}) {
  return (
    <>
      <PasswordField
        {...password}
        label={label}
        testId={`${testId}-password`}
        name="new-password"
        autoComplete="new-password"
        maxLength={16}
      />
      <PasswordField
        {...confirm}
        label={<FormattedMessage id="signup.confirmPassword" defaultMessage="Confirm password" />}
        testId={`${testId}-confirm-password`}
        name="confirm-password"
        autoComplete="new-password"
        maxLength={16}
      />
    </>
  );
}

/** Where the code went: "We sent a 6-digit code (by SMS) to …". */
export function SentTo({ testId, sms, label }: { testId: string; sms: boolean; label: string }) {
  const values = { contact: <bdi dir="ltr">{label}</bdi> };
  return (
    <p className="auth-intro" data-testid={testId}>
      {sms ? (
        <FormattedMessage
          id="otp.sentSms"
          defaultMessage="We sent a 6-digit code by SMS to {contact}."
          values={values}
        />
      ) : (
        <FormattedMessage
          id="otp.sentEmail"
          defaultMessage="We sent a 6-digit code to {contact}."
          values={values}
        />
      )}
    </p>
  );
}

/** How a contact reads on screen, as the person typed it. */
export const contactLabel = (contact: Contact) =>
  'email' in contact ? contact.email : `${contact.countrycode} ${contact.mobileno}`;

/** What both sign-ups ask: the name first, the date of birth last, the contact (and passwords) between. */
export function SignupFields({
  testId,
  name,
  dob,
  dobLabel,
  dobHint,
  lastYear,
  autoFocus,
  children,
}: {
  /** The test ids' prefix: `${testId}-name`, `${testId}-dob`. */
  testId: string;
  name: FieldProps<string>;
  dob: FieldProps<string>;
  dobLabel: ReactNode;
  dobHint?: ReactNode;
  /** The date of birth's latest year. */
  lastYear: number;
  autoFocus?: boolean;
  /** The fields between the name and the date of birth. */
  children: ReactNode;
}) {
  return (
    <>
      <TextField
        {...name}
        label={<FormattedMessage id="signup.name" defaultMessage="Name" />}
        testId={`${testId}-name`}
        name="name"
        autoComplete="name"
        maxLength={32}
        autoFocus={autoFocus}
      />
      {children}
      <DateField {...dob} label={dobLabel} hint={dobHint} testId={`${testId}-dob`} lastYear={lastYear} />
    </>
  );
}
