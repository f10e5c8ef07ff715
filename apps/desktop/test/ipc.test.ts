import { describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '../src/main/config';
import { type Handlers, registerIpc } from '../src/main/ipc';
import { CHANNELS, IpcArgumentError, validateArgs } from '../src/shared/ipc';
import { FakeIpcMain } from './fake-electron';

function setup() {
  const ipcMain = new FakeIpcMain();
  const calls: [string, unknown[]][] = [];
  const handlers = Object.fromEntries(
    Object.keys(CHANNELS).map((c) => [
      c,
      (...args: unknown[]) => {
        calls.push([c, args]);
        return `ok:${c}`;
      },
    ]),
  ) as unknown as Handlers;
  const log = vi.fn();
  const ours = { id: 7, url: 'app://ott/profile/devices' };
  registerIpc(ipcMain as never, handlers, { appOrigin: APP_ORIGIN, isOurWindow: (id) => id === 7, log });
  return { ipcMain, calls, ours, log };
}

describe('IPC: every channel validates its sender frame', () => {
  it('accepts the top frame of our window at the app origin', async () => {
    const { ipcMain, ours, calls } = setup();
    await expect(ipcMain.invoke(ours, 'secure-store:get', ['sessionToken'])).resolves.toBe(
      'ok:secure-store:get',
    );
    expect(calls).toEqual([['secure-store:get', ['sessionToken']]]);
  });

  it.each([
    ['another origin', { id: 7, url: 'https://evil.example/' }, {}],
    ['a sub-frame', { id: 7, url: 'app://ott/' }, { parent: { url: 'app://ott/' } }],
    ['another window', { id: 8, url: 'app://ott/' }, {}],
    ['a frame that is gone', { id: 7, url: 'app://ott/' }, null],
    ['a file:// page', { id: 7, url: 'file:///tmp/x.html' }, {}],
  ])('refuses %s, and the handler never runs', async (_name, sender, frame) => {
    const { ipcMain, calls, log } = setup();
    for (const channel of Object.keys(CHANNELS))
      await expect(ipcMain.invoke(sender, channel, [], frame)).rejects.toThrow(/IPC refused/);
    expect(calls).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});

describe('IPC: every channel validates its arguments (one schema per channel)', () => {
  const bad: [string, unknown[], RegExp][] = [
    ['secure-store:get', [], /secure-store:get\[0\]: expected a string, got undefined/],
    ['secure-store:get', [42], /expected a string, got number/],
    ['secure-store:get', ['../../etc/passwd'], /does not match/],
    ['secure-store:get', ['k'.repeat(65)], /longer than 64/],
    ['secure-store:set', ['sessionToken'], /secure-store:set\[1\]: expected a string/],
    ['secure-store:set', ['sessionToken', 'x'.repeat(16_385)], /longer than 16384/],
    ['secure-store:remove', [{}], /expected a string, got object/],
    ['external:open', [''], /shorter than 1/],
    ['external:open', ['https://a.example', 'extra'], /expected 1 argument\(s\), got 2/],
    ['notification:show', ['hello'], /expected an object, got string/],
    ['notification:show', [{ title: 'T', body: 'B', onclick: 'x' }], /unexpected field "onclick"/],
    ['notification:show', [{ title: '', body: 'B' }], /title: shorter than 1/],
    [
      'notification:show',
      [{ title: 'T', body: 'B', action: { action: 'view' } }],
      /action.action: does not match/,
    ],
    [
      'notification:show',
      [{ title: 'T', body: 'B', action: { action: 'VIEW', contentid: 5 } }],
      /contentid: expected a string, got number/,
    ],
    ['power:keep-awake', ['yes'], /expected a boolean, got string/],
    ['update:check', [true], /expected 0 argument\(s\), got 1/],
    ['update:install', [null], /expected 0 argument/],
    ['update:state', ['x'], /expected 0 argument/],
    ['deep-link:ready', ['ott://x'], /expected 0 argument/],
    ['app:info', [1], /expected 0 argument/],
    ['startup-snapshot:identity', [''], /shorter than 1 character/],
    [
      'startup-snapshot:save',
      ['v', { path: '/', lang: 'en', dir: 'ltr', headerHeight: 40, rails: [], html: '<b>' }],
      /unexpected field "html"/,
    ],
  ];

  it('the table covers every channel', () => {
    expect(new Set(bad.map(([c]) => c))).toEqual(new Set(Object.keys(CHANNELS)));
  });

  it.each(bad)('%s %j is refused with a clear error and runs nothing', async (channel, args, message) => {
    const { ipcMain, ours, calls } = setup();
    await expect(ipcMain.invoke(ours, channel, args)).rejects.toThrow(message);
    expect(calls).toEqual([]);
  });

  it('valid arguments reach the handler as validated values', () => {
    expect(
      validateArgs('notification:show', [
        { title: 'T', body: 'B', action: { action: 'VIEW', contentid: '9' } },
      ]),
    ).toEqual([{ title: 'T', body: 'B', action: { action: 'VIEW', contentid: '9' } }]);
    expect(validateArgs('notification:show', [{ title: 'T', body: 'B', action: null }])).toEqual([
      { title: 'T', body: 'B' },
    ]);
    expect(() => validateArgs('power:keep-awake', [1])).toThrow(IpcArgumentError);
  });

  it('registers each channel once and removes them all on dispose', () => {
    const ipcMain = new FakeIpcMain();
    const dispose = registerIpc(ipcMain as never, {} as Handlers, {
      appOrigin: APP_ORIGIN,
      isOurWindow: () => true,
    });
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.keys(CHANNELS).sort());
    dispose();
    expect(ipcMain.handlers.size).toBe(0);
  });
});
