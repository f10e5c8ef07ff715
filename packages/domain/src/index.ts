// @ott/domain — every rule of SPEC.md as pure functions. This entry holds what any page may apply; rules only lazy
// screens apply are their own entry points (package.json `exports`), so the first page does not carry them.
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
