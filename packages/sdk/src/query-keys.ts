export { queryKeys } from './generated/query-keys';
export { resourcePredicate } from './query';
