import { type ApiError, errorMessageId, type MessageId } from '@ott/domain';
import { ApiError as SdkApiError } from '@ott/sdk';

/** SPEC §8: the message id of a failed call (network failures have their own). */
export function failureMessageId(e: unknown): MessageId {
  if (e instanceof SdkApiError) return errorMessageId(e as unknown as ApiError);
  if (e instanceof TypeError) return 'error.network';
  return 'error.unknown';
}
