import { describe, expect, it } from 'vitest';
import {
  boundsOnScreen,
  captureWindowState,
  DEFAULT_STATE,
  parseWindowState,
  restoreFlags,
  trackWindowState,
  type WindowState,
} from '../src/main/window-state';
import { display, FakeBrowserWindow, FakeScreen } from './fake-electron';

/** A window neither maximised nor full screen; each test gives its bounds. */
const windowed = { isMaximized: false, isFullScreen: false } as const;

describe('window state', () => {
  it('reads a saved state, and falls back to defaults for garbage', () => {
    expect(
      parseWindowState('{"x":100,"y":50,"width":1000,"height":700,"isMaximized":true,"displayId":2}'),
    ).toEqual({
      x: 100,
      y: 50,
      width: 1000,
      height: 700,
      isMaximized: true,
      isFullScreen: false,
      displayId: 2,
    });
    expect(parseWindowState(null)).toEqual(DEFAULT_STATE);
    expect(parseWindowState('{not json')).toEqual(DEFAULT_STATE);
    expect(parseWindowState('{"width":-5,"height":"big","x":1.5,"y":2}')).toEqual(DEFAULT_STATE);
  });

  it('reopens where it was, also on a second display', () => {
    const screen = new FakeScreen();
    screen.displays = [display(1, 0, 0, 1920, 1080), display(2, 1920, 0, 2560, 1440)];
    const state: WindowState = { ...windowed, x: 2100, y: 200, width: 1200, height: 800 };
    expect(boundsOnScreen(state, screen)).toEqual({ x: 2100, y: 200, width: 1200, height: 800 });
  });

  it('a position on a display that is gone is dropped: centred on the primary, capped to it', () => {
    const screen = new FakeScreen();
    screen.displays = [display(1, 0, 0, 1366, 768)];
    const state: WindowState = { ...windowed, x: 2100, y: 200, width: 1600, height: 900 };
    expect(boundsOnScreen(state, screen)).toEqual({ x: 0, y: 25, width: 1366, height: 743 });
  });

  it('the saved display is still there but was moved: centred on that display, not the primary', () => {
    const screen = new FakeScreen();
    screen.displays = [display(1, 0, 0, 1920, 1080), display(2, -2560, 0, 2560, 1440)];
    const state: WindowState = { ...windowed, x: 2100, y: 200, width: 1200, height: 800, displayId: 2 };
    expect(boundsOnScreen(state, screen)).toEqual({ x: -1880, y: 333, width: 1200, height: 800 });
  });

  it('saves the normal bounds, the flags and the display when the window settles and on close', () => {
    const screen = new FakeScreen();
    screen.displays = [display(1, 0, 0, 1920, 1080), display(2, 1920, 0, 2560, 1440)];
    const win = new FakeBrowserWindow({ x: 2000, y: 100, width: 1024, height: 700 });
    const saved: WindowState[] = [];
    trackWindowState(win as never, screen, (s) => saved.push(s));
    win.maximize();
    expect(saved.at(-1)).toEqual({
      x: 2000,
      y: 100,
      width: 1024,
      height: 700,
      isMaximized: true,
      isFullScreen: false,
      displayId: 2,
    });
    win.setBounds({ x: 10, y: 10 });
    win.close();
    expect(saved.at(-1)).toMatchObject({ x: 10, y: 10, displayId: 1 });
    expect(captureWindowState(win as never, screen).isMaximized).toBe(true);
  });

  it('restores maximised and full screen', () => {
    const win = new FakeBrowserWindow({});
    restoreFlags(win as never, { ...DEFAULT_STATE, isMaximized: true, isFullScreen: true });
    expect(win.maximized).toBe(true);
    expect(win.fullScreen).toBe(true);
  });
});
