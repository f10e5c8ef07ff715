// Window state remembered between runs: size, position, maximised, full screen and the display it was on.
// A saved position that no longer lies on any display (a monitor was unplugged) is dropped: the window opens centred
// on the primary display at its saved size, capped to that display.
import type { BrowserWindow, Display, Rectangle, Screen } from './electron-api';

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  isMaximized: boolean;
  isFullScreen: boolean;
  displayId?: number;
}

export const DEFAULT_STATE: WindowState = {
  width: 1280,
  height: 800,
  isMaximized: false,
  isFullScreen: false,
};

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** Reads a saved state defensively (the file may be old, hand-edited or truncated). */
export function parseWindowState(raw: string | null): WindowState {
  if (!raw) return { ...DEFAULT_STATE };
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_STATE };
  }
  if (!v || typeof v !== 'object') return { ...DEFAULT_STATE };
  const state: WindowState = {
    width: isInt(v.width) && v.width >= 320 ? v.width : DEFAULT_STATE.width,
    height: isInt(v.height) && v.height >= 240 ? v.height : DEFAULT_STATE.height,
    isMaximized: v.isMaximized === true,
    isFullScreen: v.isFullScreen === true,
  };
  if (isInt(v.x) && isInt(v.y)) {
    state.x = v.x;
    state.y = v.y;
  }
  if (isInt(v.displayId)) state.displayId = v.displayId;
  return state;
}

function intersects(a: Rectangle, b: Rectangle): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The bounds to open with: the saved ones when they are visible on a display; else centred on the saved display
 * (its arrangement changed) or, when that display is gone, on the primary one.
 */
export function boundsOnScreen(
  state: WindowState,
  screen: Screen,
): { x?: number; y?: number; width: number; height: number } {
  const displays = screen.getAllDisplays();
  if (state.x !== undefined && state.y !== undefined) {
    const rect = { x: state.x, y: state.y, width: state.width, height: state.height };
    // At least a title-bar-sized strip must be on some display's work area.
    const grip = { x: rect.x + 40, y: rect.y, width: Math.max(1, rect.width - 80), height: 40 };
    const on = displays.find((d) => intersects(grip, d.workArea));
    if (on) return rect;
  }
  // Centred on the display it was on when that display is still attached, else on the primary one.
  const target: Display =
    displays.find((d) => state.displayId !== undefined && d.id === state.displayId) ??
    screen.getPrimaryDisplay();
  const area = target.workArea;
  const width = Math.min(state.width, area.width);
  const height = Math.min(state.height, area.height);
  return {
    x: area.x + Math.round((area.width - width) / 2),
    y: area.y + Math.round((area.height - height) / 2),
    width,
    height,
  };
}

/** The state to save: the normal (un-maximised) bounds, plus the flags, plus the display the window is on. */
export function captureWindowState(win: BrowserWindow, screen: Screen): WindowState {
  const b = win.getNormalBounds();
  const centre = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  const display = screen
    .getAllDisplays()
    .find(
      (d) =>
        centre.x >= d.bounds.x &&
        centre.x < d.bounds.x + d.bounds.width &&
        centre.y >= d.bounds.y &&
        centre.y < d.bounds.y + d.bounds.height,
    );
  return {
    x: b.x,
    y: b.y,
    width: b.width,
    height: b.height,
    isMaximized: win.isMaximized(),
    isFullScreen: win.isFullScreen(),
    ...(display ? { displayId: display.id } : {}),
  };
}

/** Saves the state whenever it settles (maximise, full screen, close); resize and move are saved on close. */
export function trackWindowState(
  win: BrowserWindow,
  screen: Screen,
  save: (state: WindowState) => void,
): void {
  const store = () => {
    if (!win.isDestroyed()) save(captureWindowState(win, screen));
  };
  for (const event of ['maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen', 'close'] as const)
    win.on(event as 'close', store);
}

/** Applies the flags after the window exists (maximise before showing, so it never flashes at normal size). */
export function restoreFlags(win: BrowserWindow, state: WindowState): void {
  if (state.isMaximized) win.maximize();
  if (state.isFullScreen) win.setFullScreen(true);
}
