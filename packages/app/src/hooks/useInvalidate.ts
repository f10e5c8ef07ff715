// After a change, what depends on it is read again: by resource, through the SDK's query-key factories (TanStack
// Query: invalidate by key, never by hand-written refetches).
import { resourcePredicate } from '@ott/sdk/query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** A resource of `queryKeys` (e.g. `queryKeys.sms.purchases`). */
type Resource = { operations: readonly string[] };

/** Returns `invalidate(...resources)`: every cached query of those resources is stale and read again if shown. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    (...resources: Resource[]) =>
      Promise.all(
        resources.map((r) => queryClient.invalidateQueries({ predicate: resourcePredicate(r) })),
      ).then(() => undefined),
    [queryClient],
  );
}
