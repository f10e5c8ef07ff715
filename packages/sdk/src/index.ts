export * from './auth';
export * from './binary';
export * from './crypto';
export * from './errors';
export { BACKENDS, OPERATIONS, type OperationId, type OperationInfo } from './generated/operations';
export * from './transport/transport';
// Query keys live in their own entry, '@ott/sdk/query-keys': they reference every hook module, so keeping them out of
// this entry keeps the first route's bundle small.
