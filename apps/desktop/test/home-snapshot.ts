// Home's top as a first launch draws it, for the tests of the desktop's start-up snapshot.
import type { HomeSnapshot } from '@ott/app/start';

type Rail = HomeSnapshot['rails'][number];

/** Home's top at / in English, with the given rails; header and rail heads not measured. */
export const homeTop = (...rails: Omit<Rail, 'headHeight'>[]): HomeSnapshot => ({
  path: '/',
  lang: 'en',
  dir: 'ltr',
  headerHeight: 0,
  rails: rails.map((rail) => ({ ...rail, headHeight: 0 })),
});
