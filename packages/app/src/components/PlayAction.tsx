import type { Content } from '@ott/sdk/hooks/cms';

// Placeholder with the fixed signature — the player helper replaces it (eligibility, button text, subscribe popup).
export function PlayAction(_: { content: Content; episode?: Content | null }) {
  return null;
}
