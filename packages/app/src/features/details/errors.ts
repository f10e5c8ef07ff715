// Error helpers of the details screen: the catalogue text of a failed call (SPEC §8 through the domain) and the
// not-found case (HTTP 404 / the contract's 4040).
import { type ApiError, errorMessageId } from '@ott/domain';
import type { IntlShape } from 'react-intl';

export const isNotFound = (e: ApiError | null | undefined) => e?.statusCode === 404 || e?.errorcode === 4040;

export function errorMessageText(intl: IntlShape, error: unknown): string {
  return intl.formatMessage({ id: errorMessageId(error as ApiError) });
}
