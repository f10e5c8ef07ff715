// TV pairing by PIN (SPEC §1, §2 /tv → /pairing, §5 6-digit code, §7 device/pin and profile/pairdevice): this browser
// as the TV asks for a PIN, shows it with its countdown and polls until a subscriber enters it; the session comes once.
import { errorMessageId } from './errors';
import type { MessageId } from './messages';
import type { ApiError } from './types';

export { PAIRING_FLAG_KEY } from './constants';
/** A PIN stays valid 5 minutes (contract: `expiresIn` 300). */
export const TV_PIN_LIFETIME_SEC = 300;
/** How often the TV asks whether its PIN has been entered. */
export const TV_PIN_POLL_MS = 3000;

export interface PairedSession {
  sessionToken: string;
  refreshToken: string;
  profileid: string | null;
}

export type TvPinState =
  | { status: 'issuing' }
  | { status: 'waiting'; pin: string; expiresAt: number }
  | { status: 'expired'; pin: string }
  | { status: 'paired'; pin: string; session: PairedSession }
  | { status: 'error'; messageId: MessageId };

export type TvPinEvent =
  | { type: 'issue' }
  | { type: 'issued'; pin: string; expiresIn?: number | null; now: number }
  | {
      type: 'polled';
      now: number;
      answer: {
        pin: string;
        paired: boolean;
        expiresIn?: number | null;
        success?: string | null;
        refreshtoken?: string | null;
        profileid?: string | null;
      };
    }
  | { type: 'tick'; now: number }
  | { type: 'failed'; error: ApiError | null };

export const INITIAL_TV_PIN_STATE: TvPinState = { status: 'issuing' };

/** The TV side of pairing as a pure state machine (the screen runs the calls and the timers). */
export function tvPinReducer(state: TvPinState, event: TvPinEvent): TvPinState {
  switch (event.type) {
    case 'issue':
      return { status: 'issuing' };
    case 'issued':
      return {
        status: 'waiting',
        pin: event.pin,
        expiresAt: event.now + (event.expiresIn ?? TV_PIN_LIFETIME_SEC) * 1000,
      };
    case 'polled': {
      if (state.status !== 'waiting' || event.answer.pin !== state.pin) return state;
      const a = event.answer;
      if (a.paired && a.success && a.refreshtoken)
        return {
          status: 'paired',
          pin: state.pin,
          session: { sessionToken: a.success, refreshToken: a.refreshtoken, profileid: a.profileid ?? null },
        };
      if (a.expiresIn !== undefined && a.expiresIn !== null) {
        if (a.expiresIn <= 0) return { status: 'expired', pin: state.pin };
        return { ...state, expiresAt: event.now + a.expiresIn * 1000 };
      }
      return state;
    }
    case 'tick':
      return state.status === 'waiting' && event.now >= state.expiresAt
        ? { status: 'expired', pin: state.pin }
        : state;
    case 'failed': {
      // 6225 on a poll: the PIN expired (or was spent) on the back-end's side.
      const messageId = errorMessageId(event.error, 'error.unknown');
      if (state.status === 'waiting' && messageId === 'error.pairingCodeInvalid')
        return { status: 'expired', pin: state.pin };
      return { status: 'error', messageId };
    }
  }
}

/**
 * SPEC §2/§3 pairing flag, stored as the expiry of the PIN this device showed: the root opens the pairing view only
 * while that PIN can still pair, so one look at /pairing on a computer does not make it a TV for good.
 */
export function pairingFlagValue(expiresAt: number): string {
  return String(expiresAt);
}

/** Whether the stored pairing flag is set: a shown PIN that has not expired (an old bare "true" is not). */
export function isPairingFlagSet(stored: string | null | undefined, now: number): boolean {
  const until = Number(stored);
  return Boolean(stored) && Number.isFinite(until) && until > now;
}

/** Whole seconds left on the PIN (never negative). */
export function pinSecondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** The PIN as shown on the TV: two groups of three digits, easy to read across a room. */
export function pinGroups(pin: string): string[] {
  return pin.length === 6 ? [pin.slice(0, 3), pin.slice(3)] : [pin];
}
