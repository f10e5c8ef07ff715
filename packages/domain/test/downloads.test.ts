import { describe, expect, it } from 'vitest';
import {
  type DownloadEntry,
  type Downloads,
  downloadActions,
  downloadFailure,
  enqueue,
  freeBytes,
  hasRoomFor,
  isPlayableDownload,
  markDone,
  markFailed,
  markProgress,
  markStarted,
  nextToStart,
  pause,
  remove,
  restore,
  resume,
} from '../src';

const a = { id: 'A', title: 'Alpha', height: 720 };
const b = { id: 'B', title: 'Beta', height: 360 };
const c = { id: 'C', title: 'Gamma', height: null };
const statusOf = (list: Downloads, id: string) => list.find((e) => e.id === id)?.status;
const three = (): Downloads => enqueue(enqueue(enqueue([], a, 1), b, 2), c, 3);

describe('§3 download states: the queue (queued → downloading → paused / done / failed)', () => {
  it('§3 a new download is queued; asking twice for a title keeps one entry', () => {
    const list = enqueue(enqueue([], a, 1), { ...a, height: 360 }, 2);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'A', status: 'queued', progress: 0, height: 720, offlineUri: null });
  });

  it('§3 one download runs at a time, the earliest queued first', () => {
    let list = three();
    expect(nextToStart(list)?.id).toBe('A');
    list = markStarted(list, 'A');
    expect(statusOf(list, 'A')).toBe('downloading');
    expect(nextToStart(list)).toBeNull();
    list = markDone(list, 'A', 'offline:manifest/0', 1000);
    expect(nextToStart(list)?.id).toBe('B');
  });

  it('§3 pause stops a running or queued download; resume queues it again behind those waiting', () => {
    let list = markStarted(three(), 'A');
    list = markProgress(list, 'A', 0.4, 400);
    list = pause(list, 'A');
    expect(list.find((e) => e.id === 'A')).toMatchObject({ status: 'paused', progress: 0, bytes: 0 });
    expect(nextToStart(list)?.id).toBe('B');
    list = resume(list, 'A', 10);
    expect(statusOf(list, 'A')).toBe('queued');
    expect(nextToStart(list)?.id).toBe('B'); // A went to the back of the queue
    list = pause(list, 'C');
    expect(statusOf(list, 'C')).toBe('paused');
    // Resuming something that is not paused or failed changes nothing.
    expect(resume(list, 'B', 11)).toEqual(list);
  });

  it('§3 a late progress report after a pause changes nothing; progress never goes back and stays < 1 until done', () => {
    let list = markStarted(three(), 'A');
    list = markProgress(list, 'A', 0.5, 500);
    list = markProgress(list, 'A', 0.3, 300);
    expect(list[0]).toMatchObject({ progress: 0.5, bytes: 500 });
    list = markProgress(list, 'A', 1, 1000);
    expect(list[0]?.progress).toBeLessThan(1);
    list = pause(list, 'A');
    expect(markProgress(list, 'A', 0.9, 900)).toEqual(list);
    // Done only from downloading: a completion that arrives after a pause is ignored.
    expect(markDone(list, 'A', 'offline:manifest/1', 1000)).toEqual(list);
  });

  it('disk full → failed with the storage reason; retry queues it again', () => {
    let list = markStarted(three(), 'A');
    list = markFailed(list, 'A', downloadFailure({ category: 9, code: 9014 }));
    expect(list[0]).toMatchObject({ status: 'failed', failure: 'storage', offlineUri: null });
    expect(nextToStart(list)?.id).toBe('B');
    expect(downloadActions(list[0] as DownloadEntry)).toMatchObject({
      retry: true,
      play: false,
      pause: false,
    });
    list = resume(list, 'A', 20);
    expect(list[0]).toMatchObject({ status: 'queued', failure: null });
  });

  it('errors become reasons: quota, network, licence, anything else', () => {
    expect(downloadFailure({ name: 'QuotaExceededError' })).toBe('storage');
    expect(downloadFailure({ category: 1, code: 1001 })).toBe('network');
    expect(downloadFailure({ category: 6, code: 6007 })).toBe('licence');
    expect(downloadFailure(new Error('x'))).toBe('unknown');
    expect(downloadFailure(null)).toBe('unknown');
  });

  it('the quota check keeps 5 % free; an unknown quota lets the write decide', () => {
    expect(hasRoomFor({ usage: 0, quota: 100 }, 94)).toBe(true);
    expect(hasRoomFor({ usage: 0, quota: 100 }, 95)).toBe(false);
    expect(hasRoomFor({ usage: 90, quota: 100 }, 10)).toBe(false);
    expect(hasRoomFor(null, 1e12)).toBe(true);
    expect(freeBytes({ usage: 40, quota: 100 })).toBe(55);
    expect(freeBytes({ usage: 99, quota: 100 })).toBe(0);
    expect(freeBytes({})).toBeNull();
  });

  it('delete removes the entry in any state', () => {
    let list = markStarted(three(), 'A');
    list = remove(list, 'A');
    expect(list.map((e) => e.id)).toEqual(['B', 'C']);
    expect(downloadActions({ status: 'downloading' }).remove).toBe(true);
  });
});

describe('resume after a restart (persisted state)', () => {
  it('a running download is queued again from the start; paused, failed and done stay; order kept', () => {
    let list = markStarted(three(), 'A');
    list = markProgress(list, 'A', 0.6, 600);
    list = pause(list, 'B');
    const saved = JSON.parse(JSON.stringify(list));
    const back = restore(saved);
    expect(back.map((e) => [e.id, e.status, e.progress])).toEqual([
      ['A', 'queued', 0],
      ['B', 'paused', 0],
      ['C', 'queued', 0],
    ]);
    expect(nextToStart(back)?.id).toBe('A');
  });

  it('a corrupt partial never plays: a done entry without its offline address is queued again; junk is dropped', () => {
    const done = markDone(markStarted(enqueue([], a, 1), 'A'), 'A', 'offline:manifest/3', 2048);
    const broken = [{ ...done[0], offlineUri: null }, { id: 7 }, null, 'x', { ...done[0], status: 'weird' }];
    const back = restore(broken);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ id: 'A', status: 'queued', offlineUri: null });
    expect(isPlayableDownload(back[0])).toBe(false);
    expect(restore('not a list')).toEqual([]);
  });

  it('only a complete download plays: done with its address, and stored complete when the storage is asked', () => {
    const running = markProgress(markStarted(enqueue([], a, 1), 'A'), 'A', 0.99, 990);
    expect(isPlayableDownload(running[0])).toBe(false);
    const done = markDone(running, 'A', 'offline:manifest/4', 1000);
    expect(isPlayableDownload(done[0])).toBe(true);
    expect(isPlayableDownload(done[0], false)).toBe(false); // the storage lists it as incomplete
    expect(isPlayableDownload(undefined)).toBe(false);
    expect(downloadActions(done[0] as DownloadEntry)).toMatchObject({ play: true, pause: false });
    expect(downloadActions({ status: 'paused' })).toMatchObject({ play: false, resume: true });
  });
});
