// The page a finished order shows (SPEC §2 payment success page): what is now the subscriber's, the next billing
// date of a plan, and "start watching". The plans page (a free trial or a 100 % coupon: nothing was paid) and the
// payment page (after the gateway) both end here.
import type { ReactNode, RefObject } from 'react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDisplayDate } from '../../hooks/useDisplayDate';

export function SuccessNotice({
  testId,
  heading,
  title,
  what,
  nextbilling,
  watchTo,
  children,
}: {
  testId: string;
  /** The heading takes the focus when the notice appears. */
  heading: RefObject<HTMLHeadingElement | null>;
  title: ReactNode;
  /** What was bought (the `success-what` line). */
  what: ReactNode;
  /** A plan's next billing date (ISO), if known. */
  nextbilling?: string | null;
  watchTo: string;
  /** Further lines after `what` (the amount paid, a rental's window). */
  children?: ReactNode;
}) {
  const _intl = useIntl();
  const when = useDisplayDate();
  const id = useId();
  return (
    <section className="page narrow commerce" aria-labelledby={`${id}-h`} data-testid={testId}>
      <h1 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p data-testid="success-what">{what}</p>
      {children}
      {nextbilling && (
        <p data-testid="success-next-billing">
          <FormattedMessage
            id="plans.nextBilling"
            defaultMessage="Next billing: {date}"
            values={{ date: when.date(nextbilling) }}
          />
        </p>
      )}
      <Link className="btn" to={watchTo} data-testid="start-watching">
        <FormattedMessage id="plans.startWatching" defaultMessage="Start watching" />
      </Link>
    </section>
  );
}
