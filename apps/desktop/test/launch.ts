// The whole main process started against the fake Electron (test/fake-electron.ts), as a user's launch does: the
// tests' one way to start it. `over.fs` keeps a disk across launches (a relaunch).
import { type DesktopDeps, startDesktop } from '../src/main/app';
import { FakeAutoUpdater, fakeElectron, MemoryFs } from './fake-electron';

export async function launch(
  over: Partial<DesktopDeps> = {},
  gotLock = true,
  /** Sets up the fake OS before the main process starts (e.g. no keyring). */
  before?: (fake: ReturnType<typeof fakeElectron>['fake']) => void,
) {
  const { fake, api } = fakeElectron();
  fake.app.gotLock = gotLock;
  before?.(fake);
  const fs = (over.fs as MemoryFs | undefined) ?? new MemoryFs();
  if (!fs.files.has('/renderer/index.html'))
    fs.files.set('/renderer/index.html', Buffer.from('<title>OTT</title>'));
  const logs: string[] = [];
  const desktop = await startDesktop(api, {
    config: { rendererDir: '/renderer', isPackaged: true, updateFeedUrl: 'https://updates.example/' },
    autoUpdater: new FakeAutoUpdater(),
    preloadPath: '/app/dist/preload/index.cjs',
    argv: ['/opt/OTT/ott'],
    platform: 'linux',
    defaultApp: false,
    execPath: '/opt/OTT/ott',
    log: (l) => logs.push(l),
    ...over,
    fs,
  });
  const win = fake.BrowserWindow.instances[0];
  const page = () => ({ id: win?.webContents.id ?? -1, url: win?.webContents.url ?? '' });
  const invoke = (channel: string, ...args: unknown[]) => fake.ipcMain.invoke(page(), channel, args);
  return { fake, fs, desktop, win, invoke, logs };
}
