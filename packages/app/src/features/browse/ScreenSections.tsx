// The sections of a provider-config screen as rails (SPEC §2: screens built from the provider config).
import type { Screen, Section } from '@ott/sdk/hooks/config';
import { getListContentQueryOptions, type ListContentParams } from '@ott/sdk/hooks/cms';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Rail } from '../../components/Rail';

const ContinueWatchingRail = lazy(() => import('../continue-watching/ContinueWatchingRail'));

export function localized(text: { en: string } | undefined, locale: string): string {
  const t = text as Record<string, unknown> | undefined;
  return String(t?.[locale] ?? text?.en ?? '');
}

function SectionRail({ section, first }: { section: Section; first: boolean }) {
  const intl = useIntl();
  const params = section.parameters as ListContentParams;
  const q = useQuery({
    ...getListContentQueryOptions(params),
    enabled: section.endpoint === 'subscriber/v1/content',
  });
  if (section.endpoint !== 'subscriber/v1/content') return null;
  const layout = section.layout === 'GENRE' ? 'LANDSCAPE' : section.layout;
  return (
    <Rail
      title={localized(section.title, intl.locale)}
      items={q.data?.data ?? []}
      layout={layout}
      loading={q.isPending}
      eager={first}
      seeAll={`/collections/${section.id}`}
    />
  );
}

export function ScreenSections({
  screen,
  withContinueWatching,
}: {
  screen: Screen;
  withContinueWatching?: boolean;
}) {
  return (
    <>
      {screen.sections.map((s, i) => (
        <SectionRail key={s.id} section={s} first={i === 0} />
      ))}
      {withContinueWatching && (
        <Suspense fallback={null}>
          <ContinueWatchingRail />
        </Suspense>
      )}
    </>
  );
}
