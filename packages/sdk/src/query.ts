import type { Query } from '@tanstack/react-query';

/**
 * Matches every cached query of one resource, for invalidation after a mutation (TanStack Query: invalidate by key):
 * `queryClient.invalidateQueries({ predicate: resourcePredicate(queryKeys.sms.profile) })`.
 */
export const resourcePredicate =
  (resource: { operations: readonly string[] }) =>
  (query: Pick<Query, 'queryKey'>): boolean =>
    typeof query.queryKey[0] === 'string' && resource.operations.includes(query.queryKey[0]);
