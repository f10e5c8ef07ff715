// One shape for what a screen shows before its calls answer: loading, failed (the SPEC §8 message and "Try again"),
// or "log in first" for a visitor. Screens render their content only when the calls have answered.
import { failureMessageId } from '@ott/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLoginHere } from '../hooks/useLoginDialog';
import { Notice, retryLabel } from './Notice';

/** What CallState reads of a query (React Query's result has it). */
export interface Call {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch(): unknown;
}

type Look = {
  /** The Notice's class (default: a narrow page). */
  className?: string;
  title?: ReactNode;
  heading?: 'h1' | 'h2';
  as?: 'div' | 'section';
  testId?: string;
};

/**
 * The calls' state: the first failed one's message with a retry of every failed one (a retry in flight waits when
 * `settled`), else `loading` while any is pending, else the children. `callsFailed` says which of the three.
 */
export function CallState({
  calls,
  loading = <Loading />,
  settled = false,
  children,
  ...look
}: {
  calls: Call[];
  loading?: ReactNode;
  /** A failure shows only once no retry is in flight. */
  settled?: boolean;
  children: ReactNode;
} & Look) {
  const failed = calls.filter((c) => callsFailed([c], settled));
  if (failed.length > 0)
    return (
      <CallFailed
        error={failed[0]?.error}
        onRetry={() => failed.forEach((c) => void c.refetch())}
        {...look}
      />
    );
  if (calls.some((c) => c.isPending)) return loading;
  return children;
}

/** Whether CallState shows a failure for these calls. */
export const callsFailed = (calls: Call[], settled = false) =>
  calls.some((c) => c.isError && !(settled && c.isFetching));

/** A failed call: its SPEC §8 message and "Try again". */
export function CallFailed({
  error,
  onRetry,
  ghost,
  ...look
}: { error: unknown; onRetry(): void; ghost?: boolean } & Look) {
  const intl = useIntl();
  return (
    <Notice
      role="alert"
      message={intl.formatMessage({ id: failureMessageId(error) })}
      action={{ label: retryLabel, onClick: onRetry, ...(ghost ? { ghost } : {}) }}
      {...look}
    />
  );
}

/** The plain "Loading…" line (aria-busy: what the browser tests wait on). */
export function Loading({ className }: { className?: string }) {
  return (
    <p role="status" aria-busy="true" className={className}>
      <FormattedMessage id="app.loading" defaultMessage="Loading…" />
    </p>
  );
}

/** A visitor's "log in first": what to log in for, and a button that opens the log-in dialog, back here after. */
export function LoginFirst({
  label,
  as = 'section',
  className = 'page narrow',
  ...look
}: {
  label: ReactNode;
  title?: ReactNode;
  message?: ReactNode;
  as?: 'div' | 'section';
  className?: string;
  testId?: string;
}) {
  const loginHere = useLoginHere();
  return <Notice as={as} className={className} action={{ label, onClick: () => loginHere() }} {...look} />;
}
