// The details screen's not-found case (HTTP 404 / the contract's 4040).
import type { ApiError } from '@ott/domain';

export const isNotFound = (e: ApiError | null | undefined) => e?.statusCode === 404 || e?.errorcode === 4040;
