// The frame of an account tab that lists what was bought (plans, purchases, bills): its heading, the list call's
// state (the wait is aria-busy, which the browser tests wait on), the empty note, then the rows.
import { type ReactNode, useId } from 'react';
import { type Call, CallState } from '../../components/CallState';
import './commerce.css';

export function ListPanel<T>({
  testId,
  title,
  call,
  empty,
  row,
}: {
  testId: string;
  title: ReactNode;
  call: Call & { data?: { data: T[] } | undefined };
  empty: ReactNode;
  row(item: T): ReactNode;
}) {
  const ids = useId();
  const list = call.data?.data ?? [];
  return (
    <section className="commerce" aria-labelledby={`${ids}-h`} data-testid={testId}>
      {/* The page's heading and its tab already show the name: read, not shown twice. */}
      <h2 id={`${ids}-h`} className="visually-hidden">
        {title}
      </h2>
      <CallState calls={[call]} className="box">
        {list.length === 0 ? empty : <ul className="commerce-list">{list.map(row)}</ul>}
      </CallState>
    </section>
  );
}
