// SPEC §8 error catalogue: error code or reason → message id, the 7109 movie flag, the failed-response shape, "payload
// not found". Codes the SPEC does not number follow openapi/*.yaml (keep ERROR_CODE_MESSAGES in step); other codes are
// recognised by the server's `reason` (the catalogue's words, case-insensitive).
import { ERROR_CODES } from './constants';
import type { MessageId } from './messages';
import { REASON_TEXTS } from './reason-texts';
import type { ApiError } from './types';

/** The six coupon errors of §8, in the SPEC's order, with their contract error codes. */
export const COUPON_ERROR_CODES = {
  invalidOrExpired: 6201,
  notApplicableForCountry: 6202,
  notApplicableToSubscriber: 6203,
  alreadyUsed: 6204,
  notApplicableForPlan: 6205,
  notApplicableForObject: 6206,
} as const;

/**
 * Error codes → message ids: the codes the SPEC names, plus the numbers the contracts fix for the other §8
 * messages (the tables in `info.description` of openapi/sms.yaml, cms.yaml, crm.yaml, charge.yaml, config.yaml).
 */
export const ERROR_CODE_MESSAGES: Readonly<Record<number, MessageId>> = {
  401: 'error.unauthorized',
  4000: 'error.requestNotAccepted',
  4040: 'error.notFound',
  5030: 'error.serviceUnavailable',
  [ERROR_CODES.notRegistered]: 'error.notRegistered',
  6002: 'error.notVerified',
  [ERROR_CODES.facebookNeedsEmail]: 'error.facebookEmailRequired',
  [ERROR_CODES.registration]: 'error.registrationFailed',
  6110: 'error.invalidCredential',
  6111: 'error.accountInactive',
  6114: 'error.tooManyAttempts',
  [COUPON_ERROR_CODES.invalidOrExpired]: 'coupon.invalidOrExpired',
  [COUPON_ERROR_CODES.notApplicableForCountry]: 'coupon.notApplicableForCountry',
  [COUPON_ERROR_CODES.notApplicableToSubscriber]: 'coupon.notApplicableToSubscriber',
  [COUPON_ERROR_CODES.alreadyUsed]: 'coupon.alreadyUsed',
  [COUPON_ERROR_CODES.notApplicableForPlan]: 'coupon.notApplicableForPlan',
  [COUPON_ERROR_CODES.notApplicableForObject]: 'coupon.notApplicableForObject',
  6212: 'error.incorrectPin',
  6213: 'error.invalidProfilePin',
  6214: 'error.incorrectOldPassword',
  6215: 'error.emailExists',
  6216: 'error.mobileExists',
  6217: 'error.smsLimit',
  6221: 'error.deleteBlockedActiveSubscription',
  6222: 'error.cancelNotApplicable',
  6225: 'error.pairingCodeInvalid',
  6301: 'error.paymentFailed',
  6302: 'payment.adminOnly',
  6303: 'payment.kidsNotAllowed',
  6304: 'error.incorrectOtp',
  6305: 'error.invalidOrExpiredOtp',
  6306: 'error.invalidCaptcha',
  6307: 'error.captchaLimit',
  6308: 'error.paymentNotFound',
  6309: 'error.gatewayUnavailable',
  6310: 'error.otpSpent',
  6401: 'validation.ticketTitle.required',
  6402: 'validation.ticketTitle.tooLong',
  6403: 'validation.ticketComment.required',
  6404: 'validation.ticketComment.tooLong',
  6405: 'validation.attachment.duplicate',
  6406: 'validation.image.resolutionTooLow',
  6407: 'validation.feedback.required',
  6408: 'error.accessDenied',
  6409: 'error.requestNotFound',
  [ERROR_CODES.movieListDisabled]: 'error.moviesNotEnabled',
  7201: 'error.contentNotAccessible',
  7202: 'error.contentExpired',
  7203: 'error.deviceLimit',
  7204: 'error.offlineLicenseExpired',
  7205: 'error.contentNotFound',
  7206: 'error.noWatchSession',
  [ERROR_CODES.sessionCheck]: 'error.sessionMissing',
};

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const PAYLOAD_NOT_FOUND = normalise(REASON_TEXTS['error.payloadNotFound']);

/** Server reason text (the SPEC's words) → message id, for every error and coupon message of the catalogue. */
const REASON_MESSAGES: ReadonlyMap<string, MessageId> = new Map(
  (Object.keys(REASON_TEXTS) as (keyof typeof REASON_TEXTS)[])
    .map((id) => [normalise(REASON_TEXTS[id]), id] as [string, MessageId])
    .concat([
      ['invalid otp', 'error.invalidOrExpiredOtp'],
      ['otp expired', 'error.invalidOrExpiredOtp'],
      ['sms limit reached', 'error.smsLimit'],
      ['no connection', 'error.noConnection'],
      ['network error', 'error.network'],
    ]),
);

/**
 * SPEC §8: the message id for a failed call. Code first, then the reason text, then HTTP 401, else `fallback`.
 */
export function errorMessageId(
  error: ApiError | null | undefined,
  fallback: MessageId = 'error.unknown',
): MessageId {
  if (!error) return fallback;
  // 4000 is the SPEC's "payload not found" only when the back-end says so; any other 4000 is a refused request.
  if (error.errorcode === 4000 && error.reason && normalise(error.reason) === PAYLOAD_NOT_FOUND)
    return 'error.payloadNotFound';
  if (error.errorcode !== undefined) {
    const byCode = ERROR_CODE_MESSAGES[error.errorcode];
    if (byCode) return byCode;
  }
  if (error.reason) {
    const byReason = REASON_MESSAGES.get(normalise(error.reason));
    if (byReason) return byReason;
  }
  if (error.statusCode === 401) return 'error.unauthorized';
  return fallback;
}

/**
 * SPEC §8: the message id of any failed call. A failure with the error shape (a thrown `ApiError`) by its code or
 * reason (else `fallback`); a raw, non-JSON answer is `fallback`; anything else never reached the back-end: the
 * offline message while the device is offline (`online`, default: what the browser says), else a network error.
 */
export function failureMessageId(
  e: unknown,
  fallback: MessageId = 'error.unknown',
  online: boolean = globalThis.navigator?.onLine ?? true,
): MessageId {
  if (typeof e === 'string') return fallback;
  if (typeof e === 'object' && e !== null && 'statusCode' in e)
    return errorMessageId(e as ApiError, fallback);
  return online ? 'error.network' : 'snackbar.offline';
}

/** A failed look-up of one thing (HTTP 404 / the contracts' 4040): what was asked for does not exist (any more). */
export function isNotFound(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { statusCode, errorcode } = e as ApiError;
  return statusCode === 404 || errorcode === 4040;
}

/** SPEC §8: 7109 on the movie list sets isMovieEnabled to "No", otherwise "Yes". */
export function isMovieEnabled(errorcode: number | null | undefined): 'Yes' | 'No' {
  return errorcode === ERROR_CODES.movieListDisabled ? 'No' : 'Yes';
}

/** The category of movies (SPEC §3 content category, e.g. TVSHOW; movies are MOVIE). */
export const MOVIE_CATEGORY = 'MOVIE';

/**
 * Whether a content list asks for movies (its `category` parameter: a category, or a JSON-encoded list of them,
 * SPEC §7 "category and orderby JSON-encoded") — the list whose answer sets isMovieEnabled (§8 7109).
 */
export function listsMovies(params: { category?: unknown } | null | undefined): boolean {
  const c = params?.category;
  if (Array.isArray(c)) return c.includes(MOVIE_CATEGORY);
  if (typeof c !== 'string') return false;
  if (c === MOVIE_CATEGORY) return true;
  try {
    const parsed: unknown = JSON.parse(c);
    return Array.isArray(parsed) ? parsed.includes(MOVIE_CATEGORY) : parsed === MOVIE_CATEGORY;
  } catch {
    return false;
  }
}

/** SPEC §8 7109 honoured wherever movies appear: while isMovieEnabled is "No", lists show everything but movies. */
export function visibleContent<T extends { category?: string | null }>(
  items: readonly T[],
  movieEnabled: 'Yes' | 'No',
): readonly T[] {
  return movieEnabled === 'No' ? items.filter((i) => i.category !== MOVIE_CATEGORY) : items;
}

export type FailedResponse =
  | { kind: 'json'; error: ApiError & Record<string, unknown> }
  | { kind: 'raw'; body: string };

/**
 * SPEC §8: a failed response is parsed as JSON with the HTTP status added as statusCode; if it is not JSON the
 * raw response is what gets thrown.
 */
export function parseFailedResponse(status: number, body: string): FailedResponse {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return { kind: 'json', error: { ...(parsed as Record<string, unknown>), statusCode: status } };
    }
  } catch {
    // not JSON: fall through
  }
  return { kind: 'raw', body };
}

/** SPEC §5 / §8: most calls reject with "payload not found" when no payload is given. */
export function requirePayload(payload: unknown): MessageId | null {
  if (payload === undefined || payload === null) return 'error.payloadNotFound';
  if (typeof payload === 'object' && !Array.isArray(payload) && Object.keys(payload).length === 0) {
    return 'error.payloadNotFound';
  }
  return null;
}

/** True for a failure body (`reason` or `errorcode` marks failure, SPEC §7). */
export function isFailureBody(body: unknown): body is ApiError {
  return !!body && typeof body === 'object' && ('reason' in body || 'errorcode' in body);
}
