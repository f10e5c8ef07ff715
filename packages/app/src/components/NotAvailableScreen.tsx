import { FormattedMessage } from 'react-intl';
import type { ScreenProps } from '../screen-props';
import { backHomeLabel, Notice } from './Notice';

/** A route whose screen belongs to a later part of the product (account, commerce, support): the route and its guard exist. */
export default function NotAvailableScreen({ routeId }: ScreenProps) {
  return (
    <Notice
      as="section"
      testId="not-available"
      data-route={routeId}
      title={<FormattedMessage id="notAvailable.title" defaultMessage="Not available yet" />}
      message={
        <FormattedMessage id="notAvailable.body" defaultMessage="This part of the app is coming soon." />
      }
      action={{ label: backHomeLabel, to: '/' }}
    />
  );
}
