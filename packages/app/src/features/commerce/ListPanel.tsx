// The frame of an account tab that lists what was bought (plans, purchases, bills): its heading, the list call's
// state (the wait is aria-busy, which the browser tests wait on), the empty note, then the rows.
import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { type Call, CallState } from '../../components/CallState';
import './commerce.css';

export function ListPanel({
  testId,
  title,
  call,
  count,
  empty,
  children,
}: {
  testId: string;
  title: ReactNode;
  call: Call;
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  const ids = useId();
  return (
    <section className="commerce" aria-labelledby={`${ids}-h`} data-testid={testId}>
      {/* The page's heading and its tab already show the name: read, not shown twice. */}
      <h2 id={`${ids}-h`} className="visually-hidden">
        {title}
      </h2>
      <CallState
        calls={[call]}
        className="box"
        loading={
          <p aria-busy="true">
            <FormattedMessage id="plans.loading" defaultMessage="Loading…" />
          </p>
        }
      >
        {count === 0 ? empty : <ul className="commerce-list">{children}</ul>}
      </CallState>
    </section>
  );
}
