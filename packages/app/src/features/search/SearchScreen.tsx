// Search (SPEC §2 `/:lang?/search/:id?`, §9 default debounce 1000 ms). The query lives in the URL (`/search/<q>`, or
// `?q=` on arrival), so reload and back work: typing updates the URL after 1000 ms of quiet (Enter commits at once),
// and the results are the URL's query. Empty: popular searches. While typing: title suggestions.

import { DEFAULT_DEBOUNCE_MS, detailsPath, visibleContent } from '@ott/domain';
import { isolate } from '@ott/domain/format';
import { useListContentSuggestions, useListPopularSearches, useSearchContent } from '@ott/sdk/hooks/cms';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CallFailed } from '../../components/CallState';
import { PosterCard, PosterSkeletons } from '../../components/PosterCard';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';

/**
 * Suggestions follow the typing more closely than the search itself (the SPEC's 1000 ms is the search's debounce;
 * it does not name one for suggestions).
 */
export const SUGGESTION_DEBOUNCE_MS = 300;
const RESULTS_PAGE_SIZE = 30;
/** `value` after it has not changed for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** The search query of the URL: `/search/<q>`, else `?q=`. */
export function queryOf(params: Record<string, string>, search: string): string {
  return (params.id ?? new URLSearchParams(search).get('q') ?? '').trim();
}

const searchPath = (q: string) => (q ? `/search/${encodeURIComponent(q)}` : '/search');

function PopularSearches() {
  const intl = useIntl();
  const to = useLangPath();
  const { config } = useSession();
  const q = useListPopularSearches({ pagesize: 10 });
  const terms = q.data?.data.map((p) => p.term) ?? (q.isError ? (config?.popularSearches ?? []) : []);
  if (q.isPending) return null;
  if (terms.length === 0) return null;
  return (
    <section className="search-section" aria-labelledby="popular-searches" data-testid="popular-searches">
      <h2 id="popular-searches">
        <FormattedMessage id="search.popular" defaultMessage="Popular searches" />
      </h2>
      <ul
        className="chips"
        aria-label={intl.formatMessage({ id: 'search.popular', defaultMessage: 'Popular searches' })}
      >
        {terms.map((t) => (
          <li key={t}>
            <Link className="chip" to={to(searchPath(t))} data-testid="popular-search">
              {t}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Suggestions({ text, id }: { text: string; id: string }) {
  const intl = useIntl();
  const to = useLangPath();
  const q = useListContentSuggestions({ q: text, pagesize: 8 }, { query: { enabled: text.length > 0 } });
  const items = q.data?.data ?? [];
  if (!text || items.length === 0) return null;
  return (
    <ul
      id={id}
      className="search-suggestions"
      data-testid="search-suggestions"
      aria-label={intl.formatMessage({ id: 'search.suggestions', defaultMessage: 'Suggestions' })}
    >
      {items.map((s) => (
        <li key={s.objectid}>
          <Link className="search-suggestion" to={to(detailsPath(s))} data-testid="search-suggestion">
            {s.title}
            {s.productionyear ? <span className="muted"> · {s.productionyear}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Results({ query }: { query: string }) {
  const to = useLangPath();
  const { isMovieEnabled } = useSession();
  const q = useSearchContent({ q: query, pagesize: RESULTS_PAGE_SIZE });
  const items = visibleContent(q.data?.data ?? [], isMovieEnabled); // SPEC §8 7109
  return (
    <section className="search-section" aria-labelledby="search-results" data-testid="search-results">
      <h2 id="search-results">
        <FormattedMessage
          id="search.resultsFor"
          defaultMessage="Results for “{query}”"
          values={{ query: isolate(query) }}
        />
      </h2>
      {q.isPending ? (
        <ul className="grid LANDSCAPE" aria-busy="true">
          <PosterSkeletons layout="LANDSCAPE" count={6} />
        </ul>
      ) : q.isError ? (
        <CallFailed className="inline-error" ghost error={q.error} onRetry={() => void q.refetch()} />
      ) : items.length === 0 ? (
        <p className="page empty" role="status" data-testid="search-no-results">
          <FormattedMessage
            id="search.noResults"
            defaultMessage="No results for “{query}”. Try another title, genre or language."
            values={{ query: isolate(query) }}
          />
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            <FormattedMessage
              id="search.count"
              defaultMessage="{count, plural, one {# result} other {# results}}"
              values={{ count: q.data.totalcount }}
            />
          </p>
          <ul className="grid LANDSCAPE">
            {items.map((c) => (
              <li key={c.objectid}>
                <PosterCard content={c} layout="LANDSCAPE" to={to(detailsPath(c))} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function SearchScreen({ params }: ScreenProps) {
  const intl = useIntl();
  const to = useLangPath();
  const navigate = useNavigate();
  const location = useLocation();
  const urlQuery = queryOf(params, location.search);
  const [text, setText] = useState(urlQuery);
  const current = useRef(urlQuery);
  current.current = urlQuery;
  const suggestionsId = useId();
  // Opening Search (the nav link, the header icon) is asking to type: the field takes the focus.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  // Back / forward / a popular-search link: the input follows the URL.
  const [seen, setSeen] = useState(urlQuery);
  if (seen !== urlQuery) {
    setSeen(urlQuery);
    setText(urlQuery);
  }

  const typed = text.trim();
  const settled = useDebounced(typed, DEFAULT_DEBOUNCE_MS);
  const suggestFor = useDebounced(typed, SUGGESTION_DEBOUNCE_MS);
  const go = useRef((_q: string, _replace: boolean) => {});
  go.current = (q, replace) => navigate(to(searchPath(q)), { replace });
  // Only a newly settled input navigates (not a URL change from back/forward, which the input then follows).
  useEffect(() => {
    if (settled !== current.current) go.current(settled, current.current !== '');
  }, [settled]);

  const searchLabel = intl.formatMessage({ id: 'nav.search', defaultMessage: 'Search' });
  useDocumentTitle(urlQuery ? `${urlQuery} · ${searchLabel}` : searchLabel);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (typed !== urlQuery) navigate(to(searchPath(typed)));
  };

  const typing = typed !== '' && typed !== urlQuery;
  return (
    <div className="search-page" data-testid="search">
      <h1 className="page-title">
        <FormattedMessage id="search.title" defaultMessage="Search" />
      </h1>
      <search className="search-box">
        <form onSubmit={submit}>
          <label className="visually-hidden" htmlFor="search-input">
            <FormattedMessage id="search.label" defaultMessage="Search titles, genres and languages" />
          </label>
          <input
            ref={input}
            id="search-input"
            type="search"
            data-testid="search-input"
            value={text}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            placeholder={intl.formatMessage({
              id: 'search.placeholder',
              defaultMessage: 'Titles, genres, languages…',
            })}
            aria-controls={typing ? suggestionsId : undefined}
            onChange={(e) => setText(e.target.value)}
          />
          {typing && <Suggestions text={suggestFor} id={suggestionsId} />}
        </form>
      </search>
      {urlQuery ? <Results key={urlQuery} query={urlQuery} /> : !typing && <PopularSearches />}
    </div>
  );
}
