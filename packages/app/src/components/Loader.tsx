import { useIntl } from 'react-intl';

/**
 * SPEC §2 full-screen overlay loader. `label` is already translated (the boot loader shows before any catalogue);
 * `below`: under the header's outline at start-up (components/Layout StartupFrame), not over it.
 */
export function FullScreenLoader({ label, below }: { label: string; below?: boolean }) {
  return (
    <div
      className={below ? 'fullscreen-loader fullscreen-loader-below' : 'fullscreen-loader'}
      role="progressbar"
      aria-busy="true"
      aria-label={label}
    >
      <div className="spinner" />
    </div>
  );
}

/** Text that is still loading: grey lines of these widths, announced once as "Loading…" (and aria-busy). */
export function TextSkeleton({
  className,
  lines = ['wide', 'short'],
}: {
  className?: string;
  lines?: ('wide' | 'short')[];
}) {
  const intl = useIntl();
  return (
    <div
      className={className}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'app.loading', defaultMessage: 'Loading…' })}
    >
      {lines.map((width, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines, never reordered
        <div key={i} className={`skeleton skeleton-text${width === 'wide' ? ' wide' : ''}`} />
      ))}
    </div>
  );
}
