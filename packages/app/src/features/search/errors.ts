// The catalogue text of a failed call (SPEC §8 through the domain's error mapping).
import { type ApiError, errorMessageId } from '@ott/domain';
import type { IntlShape } from 'react-intl';

export function errorMessageText(intl: IntlShape, error: unknown): string {
  return intl.formatMessage({ id: errorMessageId(error as ApiError) });
}
