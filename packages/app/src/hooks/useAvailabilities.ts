// SPEC §7, §9: the availabilities come from the list call, 15 a page, further pages until the total count — once per
// visit (cached 5 minutes), shared by every title, instead of one request per availability.
import { AVAILABILITY_PAGE_SIZE } from '@ott/domain';
import { remainingAvailabilityPages } from '@ott/domain/plans';
import { type Availability, listAvailabilities } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { useQuery } from '@tanstack/react-query';

async function allAvailabilities(): Promise<Map<string, Availability>> {
  const first = await listAvailabilities({ page: 1, pagesize: AVAILABILITY_PAGE_SIZE });
  const rest = await Promise.all(
    remainingAvailabilityPages(first.totalcount).map((page) =>
      listAvailabilities({ page, pagesize: AVAILABILITY_PAGE_SIZE }),
    ),
  );
  return new Map([first, ...rest].flatMap((r) => r.data).map((a) => [a.availabilityid, a]));
}

/** Every availability by id (SPEC §3 Availability), from the paged list. */
export function useAvailabilities(enabled = true) {
  return useQuery({
    // Under the list operation's own key (invalidating `listAvailabilities` reaches it).
    queryKey: [
      ...queryKeys.sms.plans.listAvailabilities(),
      { pages: 'all', pagesize: AVAILABILITY_PAGE_SIZE },
    ],
    queryFn: allAvailabilities,
    staleTime: 5 * 60_000,
    enabled,
  });
}
