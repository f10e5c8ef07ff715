// SPEC §2 browse routes other than Home: `/collections/:section` (the whole section, paged by 30), `/screen/:section`
// and `/:section` (a config screen; unknown → error page), the meta-tag redirect `/:objecttype/:type?/:value`, and
// `/detailComponent/:category/:title` (those lists, or a content category narrowed to a genre).
import {
  META_TAG_TYPES,
  type MetaTagRedirect,
  matchMetaTagRedirect,
  metaTagQuery,
  metaTagTarget,
} from '@ott/domain';
import {
  ContentCategory,
  getListGenresQueryOptions,
  type ListContentParams,
  ObjectType,
} from '@ott/sdk/hooks/cms';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { CallFailed } from '../../components/CallState';
import ErrorScreen from '../../components/ErrorScreen';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useGenreName } from '../../hooks/useGenreName';
import { useSession } from '../../hooks/useServices';
import { supportedLangs } from '../../languages';
import type { ScreenProps } from '../../screen-props';
import { PagedGrid } from './PagedGrid';
import { GenreChips, ScreenSections } from './ScreenSections';
import {
  contentParams,
  findScreen,
  findSection,
  genreParams,
  localized,
  posterLayout,
  sectionKind,
} from './sections';

const upper = (v: string) => v.toUpperCase();
const isObjectType = (v: string): v is ObjectType => Object.values(ObjectType).includes(v as ObjectType);
const isCategory = (v: string): v is ContentCategory =>
  Object.values(ContentCategory).includes(v as ContentCategory);

/**
 * The list query of a meta-tag path. The SPEC leaves the `:objecttype` segment's vocabulary open: a contract
 * object type (`VOD`, `SERIES`…) is sent as `objecttype`, a content category (`movie` → `MOVIE`) as `category`,
 * anything else (e.g. `all`) is dropped so the list is not refused.
 */
export function metaTagListParams(redirect: MetaTagRedirect): ListContentParams {
  const { objecttype, ...rest } = metaTagQuery(redirect);
  const params: ListContentParams = { ...rest } as ListContentParams;
  if (typeof rest.productionyear === 'string') params.productionyear = Number(rest.productionyear);
  const ot = upper(objecttype ?? '');
  if (isObjectType(ot)) params.objecttype = ot;
  else if (isCategory(ot)) params.category = ot;
  else if (isCategory(ot.replace(/S$/, ''))) params.category = ot.replace(/S$/, '');
  return params;
}

/** The list query of `/detailComponent/:category/:title`. */
export function detailComponentParams(category: string, title: string): ListContentParams | null {
  if ((META_TAG_TYPES as readonly string[]).includes(category)) {
    const { objecttype: _ot, ...rest } = metaTagQuery({
      lang: null,
      objecttype: '',
      type: category as MetaTagRedirect['type'],
      value: title,
    });
    const params = { ...rest } as ListContentParams;
    if (typeof rest.productionyear === 'string') params.productionyear = Number(rest.productionyear);
    return params;
  }
  const cat = upper(category);
  if (isCategory(cat)) return { category: cat, genre: title };
  return null;
}

function ListPage({
  title,
  params,
  layout = 'PORTRAIT',
}: {
  title: string;
  params: ListContentParams;
  layout?: 'PORTRAIT' | 'LANDSCAPE' | 'SQUARE' | 'BANNER';
}) {
  useDocumentTitle(title);
  return (
    <div data-testid="listing">
      <h1 className="page-title">{title}</h1>
      <PagedGrid params={params} layout={layout === 'BANNER' ? 'LANDSCAPE' : layout} label={title} />
    </div>
  );
}

function AllGenres({
  title,
  sectionParams,
}: {
  title: string;
  sectionParams: ReturnType<typeof genreParams>;
}) {
  useDocumentTitle(title);
  const q = useQuery(getListGenresQueryOptions({ ...sectionParams, pagesize: 100 }));
  if (q.isError) {
    return (
      <CallFailed
        className="page inline-error"
        title={title}
        error={q.error}
        onRetry={() => void q.refetch()}
        ghost
      />
    );
  }
  return <GenreChips title={title} genres={q.data?.data ?? []} headingLevel={1} />;
}

function Collection({ id, props }: { id: string; props: ScreenProps }) {
  const session = useSession();
  const intl = useIntl();
  const section = findSection(session.config, id);
  if (!section) return <ErrorScreen {...props} reason="notFound" />;
  const title = localized(section.title, intl.locale);
  if (sectionKind(section) === 'genre')
    return <AllGenres title={title} sectionParams={genreParams(section, session.lang)} />;
  return <ListPage title={title} params={contentParams(section)} layout={posterLayout(section.layout)} />;
}

function ConfigScreen({ id, props }: { id: string; props: ScreenProps }) {
  const session = useSession();
  const intl = useIntl();
  const screen = findScreen(session.config, id);
  const title = screen ? localized(screen.title, intl.locale) || id : null;
  useDocumentTitle(title);
  if (!screen) return <ErrorScreen {...props} reason="notFound" />;
  return (
    <div data-testid="screen" data-screen={screen.id}>
      <h1 className="page-title">{title}</h1>
      <ScreenSections screen={screen} />
    </div>
  );
}

function MetaTagList({ props }: { props: ScreenProps }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const redirect = matchMetaTagRedirect(pathname, supportedLangs(session.config));
  const target = redirect ? metaTagTarget(redirect) : null;
  if (!redirect) return <ErrorScreen {...props} reason="notFound" />;
  // SPEC §2 meta-tag redirect: an address without its type goes to the full one (domain metaTagTarget).
  if (target) return <Navigate to={`${target}${search}`} replace />;
  return <ListPage title={redirect.value} params={metaTagListParams(redirect)} />;
}

/** `/detailComponent/:category/:title`: a genre's list is headed with the genre's name in the page's language. */
function DetailComponentList({ props }: { props: ScreenProps }) {
  const genreName = useGenreName();
  const { category = '', title = '' } = props.params;
  const q = detailComponentParams(category, title);
  if (!q) return <ErrorScreen {...props} reason="notFound" />;
  return <ListPage title={'genre' in q ? genreName(title) : title} params={q} />;
}

export default function ListingScreen(props: ScreenProps) {
  const { routeId, params } = props;
  const value = (k: string) => params[k] ?? '';
  switch (routeId) {
    case 'collections':
      return <Collection key={value('section')} id={value('section')} props={props} />;
    case 'screen':
    case 'section':
      return <ConfigScreen key={value('section')} id={value('section')} props={props} />;
    case 'metaTagRedirect':
      return <MetaTagList props={props} />;
    case 'detailComponent':
      return <DetailComponentList key={`${value('category')}/${value('title')}`} props={props} />;
    default:
      return <ErrorScreen {...props} reason="notFound" />;
  }
}
