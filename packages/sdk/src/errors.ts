/** SPEC §8: one error type with a shape. */
export class ApiError extends Error {
  /** HTTP status of the failed response (0 when nothing was sent, e.g. "payload not found"). */
  readonly statusCode: number;
  readonly errorcode: number | undefined;
  readonly reason: string | undefined;
  /** The parsed JSON body, or the raw text when the body was not JSON. */
  readonly body: unknown;

  constructor(init: {
    statusCode: number;
    errorcode?: number | undefined;
    reason?: string | undefined;
    body?: unknown;
  }) {
    super(init.reason ?? `HTTP ${init.statusCode}`);
    this.name = 'ApiError';
    this.statusCode = init.statusCode;
    this.errorcode = init.errorcode;
    this.reason = init.reason;
    this.body = init.body;
  }
}

export const PAYLOAD_NOT_FOUND = 'payload not found';

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * SPEC §8: "A failed response is parsed as JSON with the HTTP status added as statusCode; if not JSON the raw
 * response is thrown." Returns the ApiError for a JSON body, or the raw text for anything else.
 */
export async function toApiError(response: Response): Promise<ApiError | string> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  return errorFromBody(response.status, body) ?? new ApiError({ statusCode: response.status, body });
}

/** An ApiError when the body carries `errorcode`/`reason` (SPEC §7: "reason or errorcode marks failure"). */
export function errorFromBody(statusCode: number, body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { errorcode?: unknown; reason?: unknown };
  const errorcode =
    typeof b.errorcode === 'number' ? b.errorcode : Number.parseInt(String(b.errorcode ?? ''), 10);
  const reason = typeof b.reason === 'string' ? b.reason : undefined;
  if (Number.isNaN(errorcode) && reason === undefined) return null;
  return new ApiError({
    statusCode,
    errorcode: Number.isNaN(errorcode) ? undefined : errorcode,
    reason,
    body,
  });
}
