// Small inline SVG icons (24-unit paths, drawn in the text colour). Decorative: the control that holds one carries
// its own accessible name — IconLink, a round link of the header's tools, names itself from `label`.
import { Link, type LinkProps } from 'react-router-dom';

export function Icon({ d, size = 24, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      className={className}
    >
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export const BellIcon = ({ size }: { size?: number }) => (
  <Icon
    size={size}
    d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
  />
);

export const SearchIcon = ({ size }: { size?: number }) => (
  <Icon
    size={size}
    d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.39-1.42 1.42-5.39-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
  />
);

/** A round icon link (.icon-button, components/Layout.css): `label` is its accessible name and its tooltip. */
export function IconLink({ label, className, ...link }: LinkProps & { label: string }) {
  return (
    <Link
      {...link}
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      title={label}
    />
  );
}
