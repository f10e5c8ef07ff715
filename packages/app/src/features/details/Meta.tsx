// The details' metadata (year, rating, duration formatted by the domain, seasons, languages) and genre chips.

import type { Content } from '@ott/sdk/hooks/cms';
import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDuration } from '../../hooks/useDuration';
import { useGenreName } from '../../hooks/useGenreName';
import { useLanguageName } from '../../hooks/useLanguageName';
import { genrePath } from '../../startup/screen-sections';

/** One fact: its name for screen readers, then the value (`dd` takes the rest of the props). */
function Fact({ label, children, ...dd }: { label: ReactNode; children: ReactNode } & ComponentProps<'dd'>) {
  return (
    <div>
      <dt className="visually-hidden">{label}</dt>
      <dd {...dd}>{children}</dd>
    </div>
  );
}

export function Meta({ content }: { content: Content }) {
  const intl = useIntl();
  const duration = useDuration();
  const languageName = useLanguageName();
  const langs = content.contentlanguage ?? [];
  return (
    <dl className="details-meta" data-testid="details-meta">
      {content.productionyear ? (
        <Fact label={<FormattedMessage id="details.year" defaultMessage="Year" />}>
          {content.productionyear}
        </Fact>
      ) : null}
      {content.pgratting ? (
        <Fact
          label={<FormattedMessage id="details.rating" defaultMessage="Rating" />}
          className="details-badge"
          data-testid="details-rating"
          dir="ltr"
        >
          {content.pgratting}
        </Fact>
      ) : null}
      {content.duration ? (
        <Fact
          label={<FormattedMessage id="details.duration" defaultMessage="Duration" />}
          data-testid="details-duration"
        >
          <bdi>{duration(content.duration)}</bdi>
        </Fact>
      ) : null}
      {content.seasons?.length ? (
        <Fact label={<FormattedMessage id="details.seasonCount" defaultMessage="Seasons" />}>
          <FormattedMessage
            id="details.seasons"
            defaultMessage="{count, plural, one {# season} other {# seasons}}"
            values={{ count: content.seasons.length }}
          />
        </Fact>
      ) : null}
      {langs.length > 0 && (
        <Fact label={<FormattedMessage id="details.languages" defaultMessage="Languages" />}>
          {intl.formatList(langs.map((l) => languageName(l)))}
        </Fact>
      )}
    </dl>
  );
}

/** The title's genres, named as Home's genre chips name them (in the page's language). */
export function Genres({ genres }: { genres: string[] }) {
  const intl = useIntl();
  const genreName = useGenreName();
  if (genres.length === 0) return null;
  return (
    <ul
      className="chips small"
      aria-label={intl.formatMessage({ id: 'details.genres', defaultMessage: 'Genres' })}
    >
      {genres.map((g) => (
        <li key={g}>
          <Link className="chip" to={genrePath(g)} data-testid="details-genre">
            {genreName(g)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
