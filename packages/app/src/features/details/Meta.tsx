// The details' metadata (year, rating, duration formatted by the domain, seasons, languages) and genre chips.
import { formatDuration } from '@ott/domain/format';
import type { Content } from '@ott/sdk/hooks/cms';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/** Language names in the display language (Intl), falling back to the code. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const genrePath = (name: string) => `/detailComponent/genre/${encodeURIComponent(name)}`;

export function Meta({ content }: { content: Content }) {
  const intl = useIntl();
  const langs = content.contentlanguage ?? [];
  return (
    <dl className="meta" data-testid="details-meta">
      {content.productionyear ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.year" defaultMessage="Year" />
          </dt>
          <dd>{content.productionyear}</dd>
        </div>
      ) : null}
      {content.pgratting ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.rating" defaultMessage="Rating" />
          </dt>
          <dd className="badge" data-testid="details-rating" dir="ltr">
            {content.pgratting}
          </dd>
        </div>
      ) : null}
      {content.duration ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.duration" defaultMessage="Duration" />
          </dt>
          <dd data-testid="details-duration" dir="ltr">
            {formatDuration(content.duration)}
          </dd>
        </div>
      ) : null}
      {content.seasons?.length ? (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.seasonCount" defaultMessage="Seasons" />
          </dt>
          <dd>
            <FormattedMessage
              id="details.seasons"
              defaultMessage="{count, plural, one {# season} other {# seasons}}"
              values={{ count: content.seasons.length }}
            />
          </dd>
        </div>
      ) : null}
      {langs.length > 0 && (
        <div>
          <dt className="visually-hidden">
            <FormattedMessage id="details.languages" defaultMessage="Languages" />
          </dt>
          <dd>{intl.formatList(langs.map((l) => languageName(l, intl.locale)))}</dd>
        </div>
      )}
    </dl>
  );
}

export function Genres({ genres }: { genres: string[] }) {
  const intl = useIntl();
  if (genres.length === 0) return null;
  return (
    <ul
      className="chips small"
      aria-label={intl.formatMessage({ id: 'details.genres', defaultMessage: 'Genres' })}
    >
      {genres.map((g) => (
        <li key={g}>
          <Link className="chip" to={genrePath(g)}>
            {g}
          </Link>
        </li>
      ))}
    </ul>
  );
}
