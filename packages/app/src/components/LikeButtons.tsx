import type { Content } from '@ott/sdk/hooks/cms';

// Placeholder with the fixed signature — the realtime helper replaces it (like/dislike with live counts).
export function LikeButtons(_: { content: Content }) {
  return null;
}
