// The position and the stream slot survive closing the page: pagehide writes the position on the device and stops the
// stream with keepalive; the next start reconciles the copy with the record (SPEC §4 watch status: newer updatedat
// wins), in the resume point and in continue-watching.

import type { CreatePlayerOptions } from '@ott/player';
import {
  createMemoryDatabase,
  createMemoryRealtime,
  type RealtimeRecord,
  type RealtimeStore,
} from '@ott/realtime';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ContinueWatchingRail from '../src/features/continue-watching/ContinueWatchingRail';
import PlayerScreen from '../src/features/player/PlayerScreen';
import {
  type PendingProgress,
  pendingProgressKey,
  writePendingProgress,
} from '../src/services/pending-progress';
import { createStore } from '../src/storage';
import {
  fakeRealtime,
  HD_PLAN,
  mockNetwork,
  playerStandIn,
  playing,
  renderWith,
  titleWith,
} from './player-harness';
import { makeServices, renderWithApp } from './realtime-harness';

const player = playerStandIn();

const NOW = Date.parse('2026-01-01T00:00:00Z');
const CTX = { subscriberid: '1001', profileid: '1001-p1' };
const title = titleWith('MOV-001', ['AV-PLAN-HD'], { title: 'Desert Falcon', duration: 32 });

const network = () =>
  mockNetwork(playing(title, { sms: { subscriptions: [HD_PLAN] } }), { subscriber: true });

/** The resume point handed to the (mocked) player. */
const startAt = () => (player.createPlayer.mock.calls[0]?.[1] as CreatePlayerOptions | undefined)?.startAt;

const route = { routeId: 'player', params: { title: 'desert-falcon', contentId: 'MOV-001' }, lang: null };

/** Puts the <video> at `position` of `duration` (jsdom has no media pipeline). */
function seekVideo(position: number, duration: number) {
  const video = screen.getByTestId('player').querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  video.currentTime = position;
}

describe('closing the player page', () => {
  it('§4 pagehide writes the position to local storage synchronously (per profile + title) and stops with keepalive', async () => {
    const storage = createStore(undefined);
    const net = network();
    const rt = fakeRealtime();
    renderWith(<PlayerScreen {...route} />, { subscriber: true, realtime: rt.store, storage, now: NOW });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    await waitFor(() => expect(net.to('/stream/content/MOV-001', 'POST')).toHaveLength(1));
    seekVideo(21, 32);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      // Checked inside the same task: nothing asynchronous had a chance to run.
      expect(storage.getJson<PendingProgress>(pendingProgressKey(CTX, 'MOV-001'))).toMatchObject({
        position: 21,
        duration: 32,
        updatedat: NOW / 1000,
        content: { objectid: 'MOV-001', title: 'Desert Falcon' },
      });
    });
    // The stop is sent with keepalive: it outlives the page.
    await waitFor(() => expect(net.to('/stream/content/MOV-001', 'DELETE')).toHaveLength(1));
    expect(net.to('/stream/content/MOV-001', 'DELETE')[0]?.keepalive).toBe(true);
  });

  it('§4 visibilitychange → hidden writes the position too (the tab may never come back)', async () => {
    const storage = createStore(undefined);
    network();
    renderWith(<PlayerScreen {...route} />, {
      subscriber: true,
      realtime: fakeRealtime().store,
      storage,
      now: NOW,
    });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    seekVideo(12, 32);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    visibility.mockRestore();
    expect(storage.getJson<PendingProgress>(pendingProgressKey(CTX, 'MOV-001'))?.position).toBe(12);
  });
});

describe('the next start reconciles the local copy with the realtime record', () => {
  it('§4 the local copy is newer: it is written to the record and removed, and the player resumes there', async () => {
    const storage = createStore(undefined);
    writePendingProgress(storage, CTX, { objectid: 'MOV-001', title: 'Desert Falcon' }, 21, 32, NOW - 5_000);
    // A record store that keeps what is written (the player reads the record after reconciling).
    let record: RealtimeRecord = {
      objectid: 'MOV-001',
      status: 'INPROGRESS',
      watchedduration: 4,
      updatedat: (NOW - 60_000) / 1000,
    };
    const saveProgress = vi.fn(async (_c: unknown, _content: unknown, position: number) => {
      record = { ...record, watchedduration: Math.floor(position), updatedat: NOW / 1000 };
      return true;
    });
    const store = { saveProgress, readRecord: vi.fn(async () => record) } as unknown as RealtimeStore;
    network();
    renderWith(<PlayerScreen {...route} />, { subscriber: true, realtime: store, storage, now: NOW });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    expect(saveProgress).toHaveBeenCalledWith(CTX, expect.objectContaining({ objectid: 'MOV-001' }), 21, 32);
    expect(storage.get(pendingProgressKey(CTX, 'MOV-001'))).toBeNull();
    expect(startAt()).toBe(21);
  });

  it('§4 the realtime record is newer (another device): it wins and the local copy is dropped', async () => {
    const storage = createStore(undefined);
    writePendingProgress(storage, CTX, { objectid: 'MOV-001' }, 21, 32, NOW - 60_000);
    const rt = fakeRealtime({
      objectid: 'MOV-001',
      status: 'INPROGRESS',
      watchedduration: 9,
      updatedat: (NOW - 5_000) / 1000,
    });
    network();
    renderWith(<PlayerScreen {...route} />, { subscriber: true, realtime: rt.store, storage, now: NOW });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalled());
    expect(startAt()).toBe(9);
    expect(rt.saveProgress).not.toHaveBeenCalled();
    expect(storage.get(pendingProgressKey(CTX, 'MOV-001'))).toBeNull();
  });

  it('§4 continue-watching shows the reconciled position (and order) on the next start', async () => {
    const db = createMemoryDatabase({
      subscriber: {
        '1001': {
          '1001-p1': {
            content: {
              'MOV-001': {
                objectid: 'MOV-001',
                title: 'A',
                duration: 32,
                status: 'INPROGRESS',
                watchedduration: 4,
                updatedat: 100,
              },
              'MOV-002': {
                objectid: 'MOV-002',
                title: 'B',
                duration: 32,
                status: 'INPROGRESS',
                watchedduration: 8,
                updatedat: 200,
              },
            },
          },
        },
      },
    });
    const realtime = createMemoryRealtime({ database: db, logger: { error: () => {} } });
    const services = makeServices({ realtime });
    writePendingProgress(
      services.session.storage,
      CTX,
      { objectid: 'MOV-001', title: 'A', duration: 32 },
      21,
      32,
      300_000,
    );
    renderWithApp(<ContinueWatchingRail />, services);
    const ids = () =>
      screen.queryAllByTestId('continue-watching-item').map((el) => el.getAttribute('data-objectid'));
    await waitFor(() => expect(ids()).toEqual(['MOV-001', 'MOV-002']));
    expect((await realtime.readRecord(CTX, 'MOV-001'))?.watchedduration).toBe(21);
    expect(services.session.storage.get(pendingProgressKey(CTX, 'MOV-001'))).toBeNull();
  });
});
