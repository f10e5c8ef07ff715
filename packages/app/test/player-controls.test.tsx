// The player's own controls over a mocked Shaka wrapper — the quality menu follows the plan (SPEC §4
// stream quality), subtitle / audio choices reach the player and are remembered per profile for the next title,
// the keyboard map, the Media Session, the retrying state, and each failure's own message and way out.
import type { CreatePlayerOptions, PlayerHandle } from '@ott/player';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PlayerScreen from '../src/features/player/PlayerScreen';
import { createStore } from '../src/storage';
import { memoryStorage } from './memory-storage';
import {
  currentPath,
  HD_PLAN,
  inertHandle,
  json,
  mockNetwork,
  playerStandIn,
  playing,
  renderWith,
  titleWith,
} from './player-harness';

const player = playerStandIn((_video, opts) => {
  onTracks = opts.onTracks;
  return handle;
});

const RENDITIONS = [
  { id: 1, width: 640, height: 360, bandwidth: 120000, active: false },
  { id: 2, width: 854, height: 480, bandwidth: 200000, active: false },
  { id: 3, width: 1280, height: 720, bandwidth: 350000, active: true },
];

/** Like the real wrapper, a choice is followed by onTracks (the menus read the tracks again). */
let onTracks: (() => void) | undefined;
function fakeHandle() {
  let text: string | null = null;
  const handle = inertHandle({
    tracks: () => ({
      renditions: RENDITIONS,
      autoQuality: true,
      audio: [
        { language: 'en', label: null, active: true },
        { language: 'ar', label: null, active: false },
      ],
      text: ['en', 'ar', 'ml'].map((language) => ({ language, label: null, active: language === text })),
      textLanguage: text,
    }),
    selectQuality: vi.fn(),
    selectAudio: vi.fn(),
    selectText: vi.fn((l: string | null) => {
      text = l;
      onTracks?.();
    }),
    cuesAt: () => (text === 'ar' ? ['مرحبًا بكم'] : []),
  });
  return handle as PlayerHandle & {
    selectQuality: ReturnType<typeof vi.fn>;
    selectAudio: ReturnType<typeof vi.fn>;
    selectText: ReturnType<typeof vi.fn>;
  };
}

let handle: ReturnType<typeof fakeHandle>;
beforeEach(() => {
  handle = fakeHandle();
});

const title = (id: string, extra = {}) => titleWith(id, ['AV-PLAN-HD'], { title: `Title ${id}`, ...extra });
const cms = (content: ReturnType<typeof title>, packageAnswer?: () => Response) =>
  playing(content, {
    pkg: { manifesturl: 'http://sandbox.test/media/main/manifest.mpd' },
    sms: { subscriptions: [plan] },
    answers: packageAnswer && { [`/content/package/${content.objectid}`]: packageAnswer },
  });
let plan: typeof HD_PLAN = HD_PLAN;
const props = (id: string) => ({ routeId: 'player', params: { title: 'x', contentId: id }, lang: null });

async function openMenu(testId: string) {
  fireEvent.click(await screen.findByTestId(testId));
  return screen.getByRole('menu');
}

describe('player controls', () => {
  it('§4 stream quality: an SD plan (854x480) is offered Auto, 480p and 360p — never 720p', async () => {
    plan = { ...HD_PLAN, quality: 'SD' };
    mockNetwork(cms(title('MOV-001')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-001')} />, { subscriber: true });
    const menu = await openMenu('quality-menu');
    const items = within(menu)
      .getAllByRole('menuitemradio')
      .map((i) => i.textContent);
    expect(items).toEqual(['Auto (720p)', '480p', '360p']);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: '360p' }));
    expect(handle.selectQuality).toHaveBeenCalledWith(1);
    plan = HD_PLAN;
  });

  it('§4 stream quality: an HD plan is offered every rendition up to 1080p', async () => {
    mockNetwork(cms(title('MOV-001')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-001')} />, { subscriber: true });
    const menu = await openMenu('quality-menu');
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(4);
  });

  it('subtitles and audio: the choice reaches the player, shows as a right-to-left cue, and the next title starts with it (per profile)', async () => {
    const storage = createStore(memoryStorage());
    mockNetwork(cms(title('MOV-001')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-001')} />, { subscriber: true, storage });
    let menu = await openMenu('subtitles-menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['Off', 'English', 'Arabic', 'Malayalam']);
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Arabic' }));
    expect(handle.selectText).toHaveBeenCalledWith('ar');
    const cue = await screen.findByTestId('caption-cue');
    expect(cue.getAttribute('dir')).toBe('rtl');
    menu = await openMenu('audio-menu');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Arabic' }));
    expect(handle.selectAudio).toHaveBeenCalledWith('ar');
    cleanup();

    // The next title of the same profile starts with Arabic subtitles and audio; another profile does not.
    mockNetwork(cms(title('MOV-002')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-002')} />, { subscriber: true, storage });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(2));
    const opts = player.createPlayer.mock.calls[1]?.[1] as CreatePlayerOptions;
    expect(opts.preferredText).toBe('ar');
    expect(opts.preferredAudio).toBe('ar');
    cleanup();
    mockNetwork(cms(title('MOV-002')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-002')} />, { subscriber: true, storage, profileid: '1001-p2' });
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(3));
    const other = player.createPlayer.mock.calls[2]?.[1] as CreatePlayerOptions;
    expect(other.preferredText).toBeNull();
  });

  it('keyboard: m mutes, c turns captions on in the remembered language and off again, f asks for full screen', async () => {
    mockNetwork(cms(title('MOV-001')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-001')} />, { subscriber: true });
    await screen.findByTestId('player-controls');
    const video = screen.getByTestId('player').querySelector('video') as HTMLVideoElement;
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(handle.selectText).toHaveBeenLastCalledWith('en');
    fireEvent.keyDown(document.body, { key: 'c' });
    expect(handle.selectText).toHaveBeenLastCalledWith(null);
    const stage = screen.getByTestId('player-stage');
    const requestFullscreen = vi.fn(async () => {});
    stage.requestFullscreen = requestFullscreen;
    fireEvent.keyDown(document.body, { key: 'f' });
    expect(requestFullscreen).toHaveBeenCalled();
    // Keys typed in a field are the field's.
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'm' });
    expect(video.muted).toBe(true);
    input.remove();
  });

  it('Media Session: title, poster and next episode for the system controls', async () => {
    const setActionHandler = vi.fn();
    const mediaSession = { metadata: null as unknown, setActionHandler, playbackState: 'none' };
    Object.defineProperty(navigator, 'mediaSession', { value: mediaSession, configurable: true });
    class FakeMetadata {
      constructor(public init: { title: string; artwork: { src: string }[] }) {}
    }
    vi.stubGlobal('MediaMetadata', FakeMetadata);
    const episode = title('SER-001-S1E1', {
      nextepisodeid: 'SER-001-S1E2',
      poster: [
        {
          postertype: 'LANDSCAPE',
          file: [
            { size: 'small', width: 320, height: 180, url: 'http://p/small.jpg' },
            { size: 'medium', width: 640, height: 360, url: 'http://p/medium.jpg' },
            { size: 'large', width: 1280, height: 720, url: 'http://p/land.jpg' },
          ],
        },
      ],
    });
    mockNetwork(cms(episode), { subscriber: true });
    renderWith(<PlayerScreen {...props('SER-001-S1E1')} />, { subscriber: true });
    await screen.findByTestId('player-controls');
    await waitFor(() => expect(mediaSession.metadata).not.toBeNull());
    expect((mediaSession.metadata as FakeMetadata).init).toEqual({
      title: 'Title SER-001-S1E1',
      artwork: [{ src: 'http://p/land.jpg' }],
    });
    const actions = setActionHandler.mock.calls.filter((c) => c[1]).map((c) => c[0]);
    expect(actions).toEqual(
      expect.arrayContaining(['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'nexttrack']),
    );
    const next = setActionHandler.mock.calls.find((c) => c[0] === 'nexttrack' && c[1])?.[1] as () => void;
    act(() => next());
    expect(currentPath()).toContain('SER-001-S1E2');
    Reflect.deleteProperty(navigator, 'mediaSession');
  });

  it('a lost connection shows the retrying state, not a failure, until the player says it is back', async () => {
    mockNetwork(cms(title('MOV-001')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-001')} />, { subscriber: true });
    await screen.findByTestId('player-controls');
    const opts = player.createPlayer.mock.calls[0]?.[1] as CreatePlayerOptions;
    act(() => opts.onNetwork?.('retrying'));
    expect(screen.getByTestId('player-retrying').textContent).toContain('Connection lost. Retrying…');
    expect(screen.queryByTestId('player-error')).toBeNull();
    act(() => opts.onNetwork?.('ok'));
    expect(screen.queryByTestId('player-retrying')).toBeNull();
  });

  it('§8 failures each with their own message and way out: licence, 7202 expired rental, unsupported browser', async () => {
    mockNetwork(cms(title('MOV-001')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-001')} />, { subscriber: true });
    await screen.findByTestId('player-controls');
    const opts = player.createPlayer.mock.calls[0]?.[1] as CreatePlayerOptions;
    act(() => opts.onError?.({ kind: 'shaka', code: 6007, category: 6, message: 'licence' }));
    let error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('The licence to play this video could not be obtained');
    expect(error.textContent).toContain('6007');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();

    mockNetwork(
      cms(title('MOV-006'), () => json({ errorcode: 7202, reason: 'Content is Expired' }, 403)),
      { subscriber: true },
    );
    renderWith(<PlayerScreen {...props('MOV-006')} />, { subscriber: true });
    error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('Content is Expired');
    fireEvent.click(within(error).getByRole('button', { name: 'Rent again' }));
    expect(currentPath()).toContain('/details/');
    cleanup();

    player.createPlayer.mockImplementation(async () => {
      throw { kind: 'unsupported', message: 'no MSE' };
    });
    mockNetwork(cms(title('MOV-001')), { subscriber: true });
    renderWith(<PlayerScreen {...props('MOV-001')} />, { subscriber: true });
    error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('This browser cannot play this video');
    expect(error.textContent).toContain('recent version of Chrome');
    expect(within(error).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(error).getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
