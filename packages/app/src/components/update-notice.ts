// What the update banner says about the shell's updater state (App.tsx loads the banner only when it says something).
import type { PlatformUpdateState } from '../platform/types';

/** What the update banner says about an updater state; null: nothing (the banner hides, or is never loaded). */
export type UpdateNotice = { kind: 'ready'; version: string } | { kind: 'upToDate' } | { kind: 'failed' };

export function updateNotice(s: PlatformUpdateState): UpdateNotice | null {
  if (s.status === 'ready') return { kind: 'ready', version: s.version ?? '' };
  if (s.manual && s.status === 'none') return { kind: 'upToDate' };
  if (s.manual && s.status === 'error') return { kind: 'failed' };
  return null;
}
