import { describe, expect, it } from 'vitest';
import {
  CONFIG_CACHE_MS,
  deckingAfterAttempt,
  INITIAL_STARTUP_STATE,
  isConfigFresh,
  needsDeviceRegistration,
  providerConfigSource,
  resolveProviderConfig,
  type StartupEvent,
  type StartupState,
  startupReducer,
} from '../src';

const T0 = 1_700_000_000_000;

describe('§4 §9 provider config cache', () => {
  it('§9 the provider config is cached 5 minutes (300000 ms)', () => {
    expect(CONFIG_CACHE_MS).toBe(300000);
    const cached = { value: {}, fetchedAt: T0 };
    expect(isConfigFresh(cached, T0)).toBe(true);
    expect(isConfigFresh(cached, T0 + 299_999)).toBe(true);
    expect(isConfigFresh(cached, T0 + 300_000)).toBe(false);
    expect(isConfigFresh(cached, T0 - 1)).toBe(false);
    expect(isConfigFresh(null, T0)).toBe(false);
    expect(providerConfigSource(cached, T0 + 1000)).toBe('cache');
    expect(providerConfigSource(cached, T0 + 400_000)).toBe('network');
    expect(providerConfigSource(undefined, T0)).toBe('network');
  });

  it('§4 a fetched config is used and stored with its time', () => {
    expect(resolveProviderConfig({ ok: true, config: 'new' }, { value: 'old', fetchedAt: 1 }, T0)).toEqual({
      source: 'network',
      config: 'new',
      store: { value: 'new', fetchedAt: T0 },
    });
  });

  it('§4 if fetching fails the stored copy is used; with none the app still mounts', () => {
    expect(resolveProviderConfig({ ok: false }, { value: 'old', fetchedAt: 1 }, T0)).toEqual({
      source: 'stored',
      config: 'old',
    });
    expect(resolveProviderConfig({ ok: false }, null, T0)).toEqual({ source: 'none', config: null });
  });
});

describe('§4 registration and decking', () => {
  it('§4 the device registers when there is no device token', () => {
    expect(needsDeviceRegistration(null)).toBe(true);
    expect(needsDeviceRegistration('')).toBe(true);
    expect(needsDeviceRegistration(undefined)).toBe(true);
    expect(needsDeviceRegistration('tok')).toBe(false);
  });

  it('§4 §9 decking: a failure clears the device token and retries at most twice', () => {
    expect(deckingAfterAttempt(true, 0)).toEqual({ action: 'done' });
    expect(deckingAfterAttempt(false, 1)).toEqual({ action: 'retry', clearDeviceToken: true, attempt: 2 });
    expect(deckingAfterAttempt(false, 2)).toEqual({ action: 'retry', clearDeviceToken: true, attempt: 3 });
    expect(deckingAfterAttempt(false, 3)).toEqual({ action: 'giveUp', clearDeviceToken: true });
  });
});

function run(events: StartupEvent[]): { state: StartupState; effects: string[] } {
  let state = INITIAL_STARTUP_STATE;
  const effects: string[] = [];
  for (const e of events) {
    const r = startupReducer(state, e);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}

describe('§4 start-up sequence', () => {
  it('§4 config → mount when a device token exists and decking is off', () => {
    const r = run([{ type: 'config', ok: true, hasDeviceToken: true, deckingEnabled: false }]);
    expect(r.state).toEqual({ step: 'mount', deckingFailures: 0, errors: [] });
  });

  it('§4 config → register → decking → mount', () => {
    let r = run([{ type: 'config', ok: true, hasDeviceToken: false, deckingEnabled: true }]);
    expect(r.state.step).toBe('registerDevice');
    r = run([
      { type: 'config', ok: true, hasDeviceToken: false, deckingEnabled: true },
      { type: 'registration', ok: true, deckingEnabled: true },
    ]);
    expect(r.state.step).toBe('loadDecking');
    r = run([
      { type: 'config', ok: true, hasDeviceToken: false, deckingEnabled: true },
      { type: 'registration', ok: true, deckingEnabled: true },
      { type: 'decking', ok: true },
    ]);
    expect(r.state).toEqual({ step: 'mount', deckingFailures: 0, errors: [] });
  });

  it('§4 a device token skips registration and goes to decking when enabled', () => {
    expect(run([{ type: 'config', ok: true, hasDeviceToken: true, deckingEnabled: true }]).state.step).toBe(
      'loadDecking',
    );
  });

  it('§4 §8 registration failure emits an error event and the app still mounts', () => {
    const r = run([
      { type: 'config', ok: false, hasDeviceToken: false, deckingEnabled: true },
      { type: 'registration', ok: false, deckingEnabled: true },
    ]);
    expect(r.state).toEqual({ step: 'mount', deckingFailures: 0, errors: ['config', 'registration'] });
    expect(r.effects).toEqual(['emitRegistrationError']);
  });

  it('§4 decking fails three times: token cleared each time, 2 retries, then mount anyway', () => {
    const events: StartupEvent[] = [{ type: 'config', ok: true, hasDeviceToken: true, deckingEnabled: true }];
    for (let i = 0; i < 2; i++) {
      events.push({ type: 'decking', ok: false }, { type: 'registration', ok: true, deckingEnabled: true });
    }
    events.push({ type: 'decking', ok: false });
    const r = run(events);
    expect(r.effects).toEqual(['clearDeviceToken', 'clearDeviceToken', 'clearDeviceToken']);
    expect(r.state).toEqual({ step: 'mount', deckingFailures: 3, errors: ['decking'] });
  });

  it('§4 decking succeeds on the retry', () => {
    const r = run([
      { type: 'config', ok: true, hasDeviceToken: true, deckingEnabled: true },
      { type: 'decking', ok: false },
      { type: 'registration', ok: true, deckingEnabled: true },
      { type: 'decking', ok: true },
    ]);
    expect(r.state).toEqual({ step: 'mount', deckingFailures: 1, errors: [] });
  });

  it('§4 events out of order are ignored', () => {
    const mounted = run([{ type: 'config', ok: true, hasDeviceToken: true, deckingEnabled: false }]).state;
    for (const e of [
      { type: 'config', ok: true, hasDeviceToken: false, deckingEnabled: true },
      { type: 'registration', ok: true, deckingEnabled: true },
      { type: 'decking', ok: false },
    ] as StartupEvent[]) {
      expect(startupReducer(mounted, e)).toEqual({ state: mounted, effects: [] });
    }
  });
});
