import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ScreenProps } from '../router';

/** A route whose screen belongs to a later part of the product (account, commerce, support): the route and its guard exist. */
export default function NotAvailableScreen({ routeId }: ScreenProps) {
  return (
    <section className="page narrow" data-testid="not-available" data-route={routeId}>
      <h1>
        <FormattedMessage id="notAvailable.title" defaultMessage="Not available yet" />
      </h1>
      <p>
        <FormattedMessage id="notAvailable.body" defaultMessage="This part of the app is coming soon." />
      </p>
      <Link className="btn" to="/">
        <FormattedMessage id="common.backHome" defaultMessage="Back to Home" />
      </Link>
    </section>
  );
}
