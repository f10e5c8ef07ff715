/**
 * @ott/domain — every rule of SPEC.md as pure functions. This entry point holds the rules any page may apply (the
 * first page loads it whole); rules that only lazy screens apply are their own entry points, so the first page does
 * not carry them: `@ott/domain/account-settings`, `/commerce`, `/deeplinks`, `/format`, `/likes`,
 * `/notifications`, `/pairing`, `/parental`, `/playback`, `/player-controls`, `/plans`, `/profiles`, `/signup`,
 * `/support`, `/validation`, `/watch` (package.json `exports`).
 */
export * from './account';
export * from './constants';
export * from './display';
export * from './downloads';
export * from './errors';
export * from './language';
export * from './login';
export * from './messages';
export * from './platform';
export * from './routes';
export * from './session';
export * from './startup';
export * from './time-frames';
export * from './types';
export * from './utm';
