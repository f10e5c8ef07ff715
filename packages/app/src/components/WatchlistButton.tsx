import type { Content } from '@ott/sdk/hooks/cms';

// Placeholder with the fixed signature — the realtime helper replaces it (watchlist toggle).
export function WatchlistButton(_: { content: Content }) {
  return null;
}
