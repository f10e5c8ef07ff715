// A message and at most one action: empty pages, errors with a retry, not found, log-in prompts; one shape for all.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export type NoticeAction =
  | { label: ReactNode; to: string }
  | { label: ReactNode; href: string; testId?: string }
  | { label: ReactNode; onClick: () => void; ghost?: boolean };

export const retryLabel = <FormattedMessage id="common.retry" defaultMessage="Try again" />;
export const backHomeLabel = <FormattedMessage id="common.backHome" defaultMessage="Back to Home" />;

/** "Back to Home", to the Home of the page's language (`to` is useLangPath's). */
export const homeAction = (to: (path: string) => string): NoticeAction => ({
  label: backHomeLabel,
  to: to('/'),
});

export function Notice({
  as: Tag = 'div',
  className = 'page narrow',
  role,
  testId,
  title,
  heading: Heading = 'h1',
  message,
  action,
  ...data
}: {
  as?: 'div' | 'section';
  className?: string;
  role?: 'alert' | 'status';
  testId?: string;
  title?: ReactNode;
  heading?: 'h1' | 'h2';
  message?: ReactNode;
  action?: NoticeAction;
} & { [attribute: `data-${string}`]: string | undefined }) {
  return (
    <Tag className={className} role={role} data-testid={testId} {...data}>
      {title && <Heading>{title}</Heading>}
      {message && <p>{message}</p>}
      {!action ? null : 'to' in action ? (
        <Link className="btn" to={action.to}>
          {action.label}
        </Link>
      ) : 'href' in action ? (
        <a className="btn" href={action.href} data-testid={action.testId}>
          {action.label}
        </a>
      ) : (
        <button type="button" className={action.ghost ? 'btn ghost' : 'btn'} onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </Tag>
  );
}
