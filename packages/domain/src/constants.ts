// Every number and fixed word of SPEC §9 (and the few of §1/§6/§8 the rules need), by name.
// Durations end in `_MS` (milliseconds) or `_S` (seconds).
import type { DeviceOs, PlanPeriod, PriceModel, Quality } from './types';

// §1 platform
export const APP_VERSION = '46.4.0';
export const DEVICE_TYPE = 'PC';
export const PLATFORM_WEB = 'Web';
export const PLATFORM_MOBWEB = 'MobWeb';
/** A Mac with more than this many touch points is treated as a tablet (MobWeb). */
export const MAC_TOUCH_POINTS_THRESHOLD = 2;
/** §3 random device id: a 16-digit number kept locally. */
export const RANDOM_DEVICE_ID_LENGTH = 16;

// §9 start-up and session
export const CONFIG_CACHE_MS = 300_000;
export const TOKEN_CHECK_INTERVAL_MS = 15_000;
export const TOKEN_CHECK_INTERVAL_S = 15;
/** Saved expiry = token lifetime minus this margin (seconds). */
export const TOKEN_EXPIRY_MARGIN_S = 60;
export const MAX_DECKING_RETRIES = 2;
export const MAX_REGISTRATION_RETRIES = 2;
/** Error code on device registration that is retried (§8). */
export const REGISTRATION_RETRY_ERRORCODE = 6055;

// §9 paging
export const AVAILABILITY_PAGE_SIZE = 15;
export const GENRE_PAGE_SIZE = 30;

// §2 / §9 timings
export const SNACKBAR_CONNECTIVITY_MS = 2_000;
export const SNACKBAR_DEFAULT_MS = 5_000;
export const LOGIN_DIALOG_DELAY_MS = 4_000;
export const LOGOUT_RELOAD_MS = 1_000;
export const DEFAULT_DEBOUNCE_MS = 1_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** §9 payment processing takes about 2 minutes. */
export const PAYMENT_PROCESSING_MS = 120_000;
export const SMS_RETRY_AFTER_MS = 3_600_000;
export const RELATIVE_TIME_CUTOFF_MS = 86_400_000;

// §6 limits
export const MAX_CONCURRENT_STREAMS = 2;

// §9 languages
export const DEFAULT_LANGUAGE_CODE = 'eng';
export const STORED_LANGUAGE_CODES = ['eng', 'ara', 'ml', 'mr'] as const;
export const FALLBACK_LOCALE = 'hi';

// §9 quality map
export interface Resolution {
  width: number;
  height: number;
}
export const QUALITY_RESOLUTION: Readonly<Record<Quality, Resolution>> = {
  SD: { width: 854, height: 480 },
  HD: { width: 1920, height: 1080 },
  UHD1: { width: 2560, height: 1440 },
  UHD2: { width: 3840, height: 2160 },
};

// §9 enumerations
export const DEVICE_OS_VALUES: readonly DeviceOs[] = ['WINDOWS', 'MACOS', 'LINUX', 'ANDROID', 'OTHER'];
export const PRICE_MODELS: readonly PriceModel[] = ['PLAN', 'PAID', 'RENTAL', 'FREE', 'ADBASED'];

// §9 / §5 field limits
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;
export const PIN_LENGTH = 4;
export const OTP_LENGTH = 6;
export const PAIRING_CODE_LENGTH = 6;
export const MOBILE_MIN_DIGITS = 6;
export const TICKET_TITLE_MAX_LENGTH = 64;
/** A ticket comment must be under (strictly less than) this many characters. */
export const TICKET_COMMENT_MAX_LENGTH = 256;
export const MIN_ACCOUNT_AGE = 13;

// §9 plans
/** A plan is a free trial when trialperioddays is greater than this. */
export const FREE_TRIAL_MIN_EXCLUSIVE_DAYS = 1;
export const TRIAL_PERIOD_DAYS = [1, 2, 7] as const;
export const PLAN_PERIODS: readonly PlanPeriod[] = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'half-yearly',
  'yearly',
];
/** Length of each plan period in months (daily and weekly are 0: shorter than a month). */
export const PLAN_PERIOD_MONTHS: Readonly<Record<PlanPeriod, number>> = {
  daily: 0,
  weekly: 0,
  monthly: 1,
  quarterly: 3,
  'half-yearly': 6,
  yearly: 12,
};
/** Length of each plan period in days (months counted as 30 days, a year as 365). */
export const PLAN_PERIOD_DAYS: Readonly<Record<PlanPeriod, number>> = {
  daily: 1,
  weekly: 7,
  monthly: 30,
  quarterly: 90,
  'half-yearly': 180,
  yearly: 365,
};
/** §9: 5 % VAT noted for one telco carrier. */
export const TELCO_VAT_PERCENT = 5;

// §9 misc
export const FACEBOOK_SDK_VERSION = 'v7.0';
export const TIME_FRAME_HOURS = 3;
export const POSTER_FILE_INDEX = 2;
export const WATCHLIST_POSTER_FILE_INDEX = 1;

/** §4 / §9 parental rating ladder, lowest first. Each level allows itself and all lower ones. */
export const PARENTAL_RATINGS = ['U', 'U/A 7+', 'U/A 12+', 'U/A 13+', 'U/A 16+', 'A', 'U/A 18+'] as const;
/** §9 catalogue value meaning "no rating". */
export const PARENTAL_RATING_NONE = 'none';

// §4 / §7 push topics
export const PUSH_BROADCAST_TOPICS = ['BROADCAST', 'PC'] as const;

/** §3 local storage keys. */
export const STORAGE_KEYS = {
  random: 'random',
  notifications: 'notifications',
  loginType: 'loginType',
  loginPayload: 'login-payload',
  sessionToken: 'sessionToken',
  refreshToken: 'refreshtoken',
  refreshTokenExpire: 'refresh-token-expire',
  subscriberDetails: 'subscriberDetails',
  subscriberToken: 'subscriberToken',
  utmDetails: 'utm_details_global',
  displayLanguageCode: 'setDisplayLanguageCode',
} as const;

/** Storage key of the SPEC §3 "pairing flag": set while this browser is a TV waiting to be paired (§2 root). */
export const PAIRING_FLAG_KEY = 'pairing';

/** §5 UTM parameters read from the URL. */
export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** §8 error codes the SPEC names. */
export const ERROR_CODES = {
  notRegistered: 6001,
  facebookNeedsEmail: 6003,
  registration: 6055,
  loginSuppressed: 6066,
  movieListDisabled: 7109,
  sessionCheck: 8601,
  loginHandler: [6110, 6002, 8601, 6114, 6111],
} as const;
