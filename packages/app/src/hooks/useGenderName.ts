// A gender (SPEC §5 sign-up, §7 subscriber details: M, F, O) in words, the one mapping sign-up and My Account share.
import type { Gender } from '@ott/domain/signup';
import { defineMessages, useIntl } from 'react-intl';

const GENDER_NAMES = defineMessages({
  M: { id: 'gender.male', defaultMessage: 'Male' },
  F: { id: 'gender.female', defaultMessage: 'Female' },
  O: { id: 'gender.other', defaultMessage: 'Other' },
});

/** The words of a gender code. */
export function useGenderName(): (gender: Gender) => string {
  const intl = useIntl();
  return (gender) => intl.formatMessage(GENDER_NAMES[gender]);
}
