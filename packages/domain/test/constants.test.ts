import { describe, expect, it } from 'vitest';
import * as domain from '../src';

describe('§9 constants are exported by name with the SPEC numbers', () => {
  it.each([
    ['CONFIG_CACHE_MS', 300000],
    ['TOKEN_CHECK_INTERVAL_MS', 15000],
    ['TOKEN_CHECK_INTERVAL_S', 15],
    ['TOKEN_EXPIRY_MARGIN_S', 60],
    ['AVAILABILITY_PAGE_SIZE', 15],
    ['GENRE_PAGE_SIZE', 30],
    ['MAX_DECKING_RETRIES', 2],
    ['MAX_REGISTRATION_RETRIES', 2],
    ['SNACKBAR_CONNECTIVITY_MS', 2000],
    ['SNACKBAR_DEFAULT_MS', 5000],
    ['LOGIN_DIALOG_DELAY_MS', 4000],
    ['LOGOUT_RELOAD_MS', 1000],
    ['DEFAULT_DEBOUNCE_MS', 1000],
    ['CHUNK_LOAD_TIMEOUT_MS', 120000],
    ['PAYMENT_PROCESSING_MS', 120000],
    ['SMS_RETRY_AFTER_MS', 3600000],
    ['RELATIVE_TIME_CUTOFF_MS', 86400000],
    ['MAX_CONCURRENT_STREAMS', 2],
    ['NAME_MIN_LENGTH', 2],
    ['NAME_MAX_LENGTH', 32],
    ['PASSWORD_MIN_LENGTH', 6],
    ['PASSWORD_MAX_LENGTH', 16],
    ['PIN_LENGTH', 4],
    ['OTP_LENGTH', 6],
    ['PAIRING_CODE_LENGTH', 6],
    ['MOBILE_MIN_DIGITS', 6],
    ['TICKET_TITLE_MAX_LENGTH', 64],
    ['TICKET_COMMENT_MAX_LENGTH', 256],
    ['MIN_ACCOUNT_AGE', 13],
    ['POSTER_FILE_INDEX', 2],
    ['WATCHLIST_POSTER_FILE_INDEX', 1],
    ['TIME_FRAME_HOURS', 3],
    ['RANDOM_DEVICE_ID_LENGTH', 16],
    ['MAC_TOUCH_POINTS_THRESHOLD', 2],
    ['APP_VERSION', '46.4.0'],
    ['DEVICE_TYPE', 'PC'],
    ['FACEBOOK_SDK_VERSION', 'v7.0'],
    ['DEFAULT_LANGUAGE_CODE', 'eng'],
    ['FALLBACK_LOCALE', 'hi'],
  ])('§9 %s = %j', (name, value) => {
    expect((domain as Record<string, unknown>)[name]).toEqual(value);
  });

  it('§9 enumerations', () => {
    expect(domain.DEVICE_OS_VALUES).toEqual(['WINDOWS', 'MACOS', 'LINUX', 'ANDROID', 'OTHER']);
    expect(domain.PRICE_MODELS).toEqual(['PLAN', 'PAID', 'RENTAL', 'FREE', 'ADBASED']);
    expect(domain.QUALITY_RESOLUTION.HD).toEqual({ width: 1920, height: 1080 });
    expect(domain.PUSH_BROADCAST_TOPICS).toEqual(['BROADCAST', 'PC']);
    expect(domain.UTM_PARAMS).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
  });

  it('§3 local storage keys', () => {
    expect(Object.values(domain.STORAGE_KEYS)).toEqual([
      'random',
      'notifications',
      'loginType',
      'login-payload',
      'sessionToken',
      'refreshtoken',
      'refresh-token-expire',
      'subscriberDetails',
      'subscriberToken',
      'utm_details_global',
      'setDisplayLanguageCode',
    ]);
  });
});
