// SPEC §2 static pages: terms of use (with its fixed /en and /ar variants), privacy policy (likewise), about us, FAQ
// and help. The content is the provider's (config host, getStaticPage): structured text rendered as text — a page
// can never inject markup — in the page's language and its direction.

import { isNotFound, staticPageOfRoute } from '@ott/domain';
import { direction } from '@ott/i18n';
import { useGetStaticPage } from '@ott/sdk/hooks/config';
import { FormattedMessage } from 'react-intl';
import { CallFailed } from '../../components/CallState';
import { TextSkeleton } from '../../components/Loader';
import { homeAction, Notice } from '../../components/Notice';
import { useDisplayDate } from '../../hooks/useDisplayDate';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLangPath } from '../../hooks/useLangPath';
import { useSession } from '../../hooks/useServices';
import type { ScreenProps } from '../../screen-props';
import './static-pages.css';

export default function StaticPageScreen({ routeId }: ScreenProps) {
  const when = useDisplayDate();
  const session = useSession();
  const to = useLangPath();
  const which = staticPageOfRoute(routeId);
  const lang = which?.fixedLang ?? session.lang;
  const q = useGetStaticPage(lang, which?.page ?? 'help', {
    query: { enabled: which !== null, staleTime: 10 * 60_000 },
  });
  const title = q.data?.title;
  useDocumentTitle(title || undefined);

  if (!which || (q.isError && isNotFound(q.error))) {
    return (
      <Notice
        testId="static-page-missing"
        role="alert"
        title={<FormattedMessage id="staticPage.missing" defaultMessage="This page is not available" />}
        action={homeAction(to)}
      />
    );
  }
  if (q.isError) {
    return (
      <CallFailed
        testId="static-page-error"
        title={<FormattedMessage id="staticPage.error" defaultMessage="This page could not be loaded" />}
        error={q.error}
        onRetry={() => void q.refetch()}
      />
    );
  }
  if (q.isPending) return <TextSkeleton className="page narrow" />;
  const page = q.data;
  return (
    <article
      className="page narrow static-page"
      data-testid="static-page"
      lang={page.lang}
      dir={direction(page.lang)}
    >
      <h1>{page.title}</h1>
      {page.updated && (
        <p className="muted">
          <FormattedMessage
            id="staticPage.updated"
            defaultMessage="Last updated {date}"
            values={{ date: when.date(page.updated, { utc: true }) }}
          />
        </p>
      )}
      {page.sections.map((section) => (
        <section key={`${section.heading ?? ''}|${section.paragraphs[0] ?? ''}`}>
          {section.heading && <h2>{section.heading}</h2>}
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
