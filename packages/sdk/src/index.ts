export * from './auth';
export * from './crypto';
export * from './errors';
export { BACKENDS, type OperationId, type OperationInfo, OPERATIONS } from './generated/operations';
export { queryKeys } from './generated/query-keys';
export * from './transport/transport';
export { resourcePredicate } from './query';
