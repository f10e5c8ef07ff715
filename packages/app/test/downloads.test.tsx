// Downloads for offline viewing, in the shared app: the Downloads screen over the platform's `downloads`
// service (a fake here; the desktop's real one is tested in apps/desktop), and the web's answer — not offered.
import { type DownloadEntry, enqueue } from '@ott/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadItem, PlatformDownloads } from '../src/platform/types';
import { currentPath, json, mockNetwork, providerConfig, renderAt } from './browse-harness';

const config = providerConfig([{ id: 'home', sections: [] }]);

const item = (id: string, patch: Partial<DownloadEntry>): DownloadItem => ({
  ...(enqueue([], { id, title: `Title ${id}`, height: 720 }, 1)[0] as DownloadEntry),
  ...patch,
  content: { objectid: id, title: `Title ${id}` },
});

function fakeDownloads(items: DownloadItem[]): PlatformDownloads {
  return {
    list: () => items,
    subscribe: () => () => {},
    renditions: vi.fn(async () => []),
    start: vi.fn(async () => {}),
    pause: vi.fn(async () => {}),
    resume: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
    playable: vi.fn(async () => null),
  };
}

const rowOf = (id: string) => {
  const row = screen.getAllByTestId('download').find((r) => r.getAttribute('data-id') === id);
  if (!row) throw new Error(`no row ${id}`);
  return within(row);
};

describe('the Downloads screen (SPEC §3 download states)', () => {
  it('§3 each state shows what it allows: progress and size, pause, resume, retry with the reason, play only when done', async () => {
    mockNetwork(() => json({}));
    const service = fakeDownloads([
      item('A', { status: 'downloading', progress: 0.4, bytes: 400_000, expectedBytes: 1_000_000 }),
      item('B', { status: 'queued' }),
      item('C', { status: 'paused' }),
      item('D', { status: 'failed', failure: 'storage', expectedBytes: 2_500_000 }),
      item('E', { status: 'done', progress: 1, bytes: 1_300_000, offlineUri: 'offline:manifest/idb/v5/1' }),
    ]);
    renderAt('/downloads', config, { downloads: service });
    await screen.findByTestId('downloads');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Downloads');

    const a = rowOf('A');
    expect(a.getByTestId('download-status').textContent).toBe('Downloading 40%');
    expect(a.getByTestId('download-size').textContent).toBe('0.4 MB of 1 MB');
    expect(a.getByRole('progressbar', { name: 'Download of Title A' }).getAttribute('value')).toBe('40');
    expect(a.queryByTestId('download-play')).toBeNull();
    fireEvent.click(a.getByTestId('download-pause'));
    expect(service.pause).toHaveBeenCalledWith('A');

    expect(rowOf('B').getByTestId('download-status').textContent).toBe('Queued');
    expect(rowOf('B').getByTestId('download-pause')).toBeTruthy();

    const c = rowOf('C');
    expect(c.getByTestId('download-status').textContent).toBe('Paused');
    expect(c.queryByTestId('download-play')).toBeNull();
    fireEvent.click(c.getByTestId('download-resume'));
    expect(service.resume).toHaveBeenCalledWith('C');

    const d = rowOf('D');
    expect(d.getByRole('alert').textContent).toBe(
      'Not enough storage space on this computer. Free up space, then try again. This download needs about 2.5 MB.',
    );
    fireEvent.click(d.getByTestId('download-retry'));
    expect(service.resume).toHaveBeenCalledWith('D');

    const e = rowOf('E');
    expect(e.getByTestId('download-status').textContent).toBe('Downloaded');
    expect(e.getByTestId('download-size').textContent).toBe('1.3 MB');
    fireEvent.click(e.getByRole('button', { name: 'Delete the download of Title E' }));
    expect(service.remove).toHaveBeenCalledWith('E');
    fireEvent.click(e.getByTestId('download-play'));
    expect(currentPath()).toBe('/downloads/play/E');
  });

  it('a partial download never plays: the offline player says so when the service has nothing playable', async () => {
    mockNetwork(() => json({}));
    const service = fakeDownloads([item('C', { status: 'paused' })]);
    renderAt('/downloads/play/C', config, { downloads: service });
    await screen.findByTestId('download-not-playable');
    expect(service.playable).toHaveBeenCalledWith('C');
    expect(document.querySelector('video')).toBeNull();
  });

  it('the web offers no downloads: the screen says where they are', async () => {
    mockNetwork(() => json({}));
    renderAt('/downloads', config);
    const notice = await screen.findByTestId('downloads-not-offered');
    expect(notice.textContent).toContain('Downloads for offline viewing are available in the desktop app.');
    // No desktop address in this provider config: the way on is Home.
    expect(screen.queryByTestId('get-desktop-app')).toBeNull();
    expect(within(notice).getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it('the web links to the desktop app at the provider config’s address, an http(s) one only', async () => {
    mockNetwork(() => json({}));
    renderAt('/downloads', { ...config, desktopApp: { downloadURL: 'https://ott.example/desktop' } });
    const link = await screen.findByTestId('get-desktop-app');
    expect(link.getAttribute('href')).toBe('https://ott.example/desktop');
    expect(link.textContent).toBe('Get the desktop app');
    cleanup();
    renderAt('/downloads', { ...config, desktopApp: { downloadURL: 'javascript:alert(1)' } });
    await screen.findByTestId('downloads-not-offered');
    expect(screen.queryByTestId('get-desktop-app')).toBeNull();
  });

  it('an empty list says how to download', async () => {
    mockNetwork(() => json({}));
    renderAt('/downloads', config, { downloads: fakeDownloads([]) });
    expect((await screen.findByTestId('downloads-empty')).textContent).toContain('No downloads yet');
  });
});
