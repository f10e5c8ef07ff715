// SPEC §4 start-up: provider config (cached 5 min, stored copy on failure) → registration without a device token →
// decking when enabled (a failure clears the device token; ≤ 2 retries) → mount, even when a step fails. Pure.
import { CONFIG_CACHE_MS, MAX_DECKING_RETRIES } from './constants';

export interface CachedValue<T> {
  value: T;
  /** Epoch ms when it was fetched. */
  fetchedAt: number;
}

/** True while a cached provider config is younger than 5 minutes. */
export function isConfigFresh(cached: CachedValue<unknown> | null | undefined, now: number): boolean {
  if (!cached) return false;
  const age = now - cached.fetchedAt;
  return age >= 0 && age < CONFIG_CACHE_MS;
}

export type ConfigSource = 'cache' | 'network';

/** Where to take the provider config from now. */
export function providerConfigSource(
  cached: CachedValue<unknown> | null | undefined,
  now: number,
): ConfigSource {
  return isConfigFresh(cached, now) ? 'cache' : 'network';
}

export type ConfigResolution<T> =
  | { source: 'network'; config: T; store: CachedValue<T> }
  | { source: 'stored'; config: T }
  | { source: 'none'; config: null };

/** After a fetch: the fresh config (to store with its time), else the stored copy, else none (the app still mounts). */
export function resolveProviderConfig<T>(
  fetched: { ok: true; config: T } | { ok: false },
  stored: CachedValue<T> | null | undefined,
  now: number,
): ConfigResolution<T> {
  if (fetched.ok)
    return { source: 'network', config: fetched.config, store: { value: fetched.config, fetchedAt: now } };
  if (stored) return { source: 'stored', config: stored.value };
  return { source: 'none', config: null };
}

/** SPEC §4: register the device when there is no device token. */
export function needsDeviceRegistration(deviceToken: string | null | undefined): boolean {
  return !deviceToken;
}

export type DeckingDecision =
  | { action: 'done' }
  | { action: 'retry'; clearDeviceToken: true; attempt: number }
  | { action: 'giveUp'; clearDeviceToken: true };

/**
 * SPEC §4 decking: `failures` is how many attempts have failed so far (including this one). Every failure clears
 * the device token; up to 2 retries follow (3 attempts in all), then the app mounts without it.
 */
export function deckingAfterAttempt(ok: boolean, failures: number): DeckingDecision {
  if (ok) return { action: 'done' };
  if (failures <= MAX_DECKING_RETRIES)
    return { action: 'retry', clearDeviceToken: true, attempt: failures + 1 };
  return { action: 'giveUp', clearDeviceToken: true };
}

export type StartupStep = 'loadConfig' | 'registerDevice' | 'loadDecking' | 'mount';

export interface StartupState {
  step: StartupStep;
  deckingFailures: number;
  /** Problems met on the way; none of them stops the mount. */
  errors: ('config' | 'registration' | 'decking')[];
}

export type StartupEvent =
  | { type: 'config'; ok: boolean; hasDeviceToken: boolean; deckingEnabled: boolean }
  | { type: 'registration'; ok: boolean; deckingEnabled: boolean }
  | { type: 'decking'; ok: boolean };

export type StartupEffect = 'clearDeviceToken' | 'emitRegistrationError';

export const INITIAL_STARTUP_STATE: StartupState = { step: 'loadConfig', deckingFailures: 0, errors: [] };

function afterRegistration(state: StartupState, deckingEnabled: boolean): StartupState {
  return { ...state, step: deckingEnabled ? 'loadDecking' : 'mount' };
}

/**
 * The start-up sequence as a reducer: feed it the outcome of the current step, perform the effects, run the next
 * step. It always ends in `mount`. A failed decking attempt clears the device token, so its retry goes through
 * `registerDevice` again before `loadDecking`.
 */
export function startupReducer(
  state: StartupState,
  event: StartupEvent,
): { state: StartupState; effects: StartupEffect[] } {
  switch (event.type) {
    case 'config': {
      if (state.step !== 'loadConfig') return { state, effects: [] };
      const errors = event.ok ? state.errors : [...state.errors, 'config' as const];
      const next: StartupState = { ...state, errors };
      if (!event.hasDeviceToken) return { state: { ...next, step: 'registerDevice' }, effects: [] };
      return { state: afterRegistration(next, event.deckingEnabled), effects: [] };
    }
    case 'registration': {
      if (state.step !== 'registerDevice') return { state, effects: [] };
      if (event.ok) return { state: afterRegistration(state, event.deckingEnabled), effects: [] };
      // §8: a registration failure emits an error event; the app still loads (decking needs the token, so skip it).
      return {
        state: { ...state, step: 'mount', errors: [...state.errors, 'registration'] },
        effects: ['emitRegistrationError'],
      };
    }
    case 'decking': {
      if (state.step !== 'loadDecking') return { state, effects: [] };
      const failures = event.ok ? state.deckingFailures : state.deckingFailures + 1;
      const decision = deckingAfterAttempt(event.ok, failures);
      if (decision.action === 'done') return { state: { ...state, step: 'mount' }, effects: [] };
      if (decision.action === 'retry') {
        // The cleared token is registered afresh, then decking is tried again.
        return {
          state: { ...state, step: 'registerDevice', deckingFailures: failures },
          effects: ['clearDeviceToken'],
        };
      }
      return {
        state: { ...state, step: 'mount', deckingFailures: failures, errors: [...state.errors, 'decking'] },
        effects: ['clearDeviceToken'],
      };
    }
  }
}
