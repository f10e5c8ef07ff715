// SPEC §4 (log-in user properties, the likes' live-event put) and §7 (rated, user-action) analytics: the provider the
// config names, admitted by the shell, reached through a facade that keeps the calls made before it is known; the
// mapping of the app's names and values onto what GA4 keeps. The adapter in a real browser: apps/web/e2e/analytics.
import { userProperties } from '@ott/domain';
import { likeEventPayload } from '@ott/domain/likes';
import { describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../src/platform/types';
import { analyticsFor } from '../src/services/analytics';
import { gaName, gaParams } from '../src/services/analytics-firebase';
import { deferredAnalytics } from '../src/services/deferred';
import { consoleAnalytics } from '../src/services/stand-ins';

const firebase = {
  apiKey: 'key',
  projectId: 'ott-test',
  appId: '1:1:web:1',
  measurementId: 'G-TEST123',
};

describe('§4 §7 analytics', () => {
  it('§7 event and parameter names as GA4 keeps them; flat values only', () => {
    expect(gaName('user-action')).toBe('user_action');
    expect(gaName('rated')).toBe('rated');
    expect(gaName('LikeDislike')).toBe('LikeDislike');
    expect(gaName('1st view')).toBe('e_1st_view');
    expect(gaName('x'.repeat(50))).toHaveLength(40);
    expect(gaParams({ ...likeEventPayload('MOV-1', { like: 3, dislike: 0 }) })).toEqual({
      category: 'CONTENT',
      event: 'LikeDislike',
      contentid: 'MOV-1',
      likecount: 3,
      dislikecount: 0,
    });
    expect(
      gaParams({
        'watch-list': true,
        nested: { a: 1 },
        n: Number.NaN,
        gone: undefined,
        long: 'y'.repeat(120),
      }),
    ).toEqual({ watch_list: 'true', long: 'y'.repeat(100) });
    expect(gaParams(userProperties({ planstartdate: '2026-01-01' }))).toEqual({
      subscription_status: 'PAID',
    });
  });

  it('§7 the console unless the config names Firebase Analytics and the shell admits it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await analyticsFor(undefined, { firebaseAnalytics: true })).toBe(consoleAnalytics);
    expect(await analyticsFor({}, { firebaseAnalytics: true })).toBe(consoleAnalytics);
    expect(await analyticsFor({ firebase }, {})).toBe(consoleAnalytics);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not admit'));
    // Admitted, where Firebase Analytics cannot run (jsdom has no IndexedDB): the console again.
    expect(await analyticsFor({ firebase }, { firebaseAnalytics: true })).toBe(consoleAnalytics);
    warn.mockRestore();
  });

  it('§4 calls made before the provider is known reach it in order; a failed load falls back to the console', async () => {
    const calls: unknown[][] = [];
    const real: Analytics = {
      setUserProperties: (p) => calls.push(['user', p]),
      event: (name, params) => calls.push(['event', name, params]),
    };
    let resolve: (a: Analytics) => void = () => {};
    const choose = vi.fn(() => new Promise<Analytics>((r) => (resolve = r)));
    const analytics = deferredAnalytics(choose);
    analytics.setUserProperties({ subscription_status: 'FREE' });
    analytics.event('rated', { contentid: 'MOV-1', likestatus: 'LIKE' });
    expect(calls).toEqual([]);
    resolve(real);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      ['user', { subscription_status: 'FREE' }],
      ['event', 'rated', { contentid: 'MOV-1', likestatus: 'LIKE' }],
    ]);
    analytics.event('user-action', { action: 'watchlist-add' });
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(choose).toHaveBeenCalledTimes(1);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const failing = deferredAnalytics(() => Promise.reject(new Error('chunk failed')));
    failing.event('rated', { contentid: 'MOV-2' });
    await vi.waitFor(() =>
      expect(debug).toHaveBeenCalledWith('[analytics] event', 'rated', { contentid: 'MOV-2' }),
    );
    expect(warn).toHaveBeenCalledWith('[analytics] provider unavailable', expect.any(Error));
    warn.mockRestore();
    debug.mockRestore();
  });
});
