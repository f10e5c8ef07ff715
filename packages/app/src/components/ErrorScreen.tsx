import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../router';

/** SPEC §2 error page: unknown routes and unsupported language prefixes. */
export default function ErrorScreen({ reason }: ScreenProps) {
  return (
    <section className="page narrow" data-testid="error-page">
      <h1>
        <FormattedMessage id="error.page.title" defaultMessage="Page not found" />
      </h1>
      <p>
        {reason === 'unsupportedLang' ? (
          <FormattedMessage id="error.page.lang" defaultMessage="This language is not available." />
        ) : (
          <FormattedMessage
            id="error.page.body"
            defaultMessage="The page you are looking for does not exist."
          />
        )}
      </p>
      <Link className="btn" to="/">
        <FormattedMessage id="common.backHome" defaultMessage="Back to Home" />
      </Link>
    </section>
  );
}
