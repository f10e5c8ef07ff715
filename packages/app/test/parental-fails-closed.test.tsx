// Parental control fails closed (SPEC §4, §6): with the parental call held back or failing, for an adult and a kids
// profile, the button never offers PLAY NOW and a cold player route fetches no stream, starts no session and creates
// no player until the status is known; a failure says so with a retry.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayAction } from '../src/components/PlayAction';
import PlayerScreen from '../src/features/player/PlayerScreen';
import { createStore } from '../src/storage';
import {
  currentPath,
  fakeRealtime,
  HD_PLAN,
  json,
  mockNetwork,
  playerStandIn,
  playing,
  renderWith,
  titleWith,
} from './player-harness';

const player = playerStandIn();

const ADULT_ID = '1001-p2';
const KIDS_ID = '1001-k1';
const PARENTAL = {
  enabled: true,
  profiles: [
    { profileid: ADULT_ID, rating: 'U/A 16+' },
    { profileid: KIDS_ID, rating: 'U/A 7+' },
  ],
};
const PROFILES = [
  { profileid: ADULT_ID, name: 'Omar', kids: false, pinprotected: false, rating: 'U/A 16+' },
  { profileid: KIDS_ID, name: 'Kids', kids: true, pinprotected: true, rating: 'U/A 7+' },
];
const SMS = { subscriptions: [HD_PLAN], parental: PARENTAL, profiles: PROFILES };
const adult = { subscriber: true, profileid: ADULT_ID } as const;
const kids = { subscriber: true, profileid: KIDS_ID, kidsMode: true } as const;
/** U/A 18+, on the plan the subscriber holds: only parental control can stop it. */
const title18 = titleWith('MOV-019', ['AV-PLAN-HD'], { title: 'Night Shift', pgratting: 'U/A 18+' });

/** A gate the test opens by hand (no timers): requests wait on it. */
function deferred() {
  let open: () => void = () => {};
  const opened = new Promise<void>((r) => {
    open = r;
  });
  return { opened, open };
}

const serverError = () => json({ errorcode: 5000, reason: 'Unknown error occurred' }, 500);

/**
 * The back-ends for the 18+ title, every stream call refused; `hold` delays the parental-control and profile calls
 * until opened, `fail` (mutable) makes them answer 500.
 */
function network(opts: { hold?: Promise<void>; fail?: { parental: boolean; profiles: boolean } }) {
  const noStream = () => json({ errorcode: 9999, reason: 'the test answers no stream call' }, 400);
  const id = title18.objectid;
  const answers = {
    [`/content/package/${id}`]: noStream,
    '/stream/content/authorize': noStream,
    [`/stream/content/${id}`]: noStream,
  };
  return mockNetwork(
    async (url, req) => {
      const p = url.pathname;
      if (p.endsWith('/parentalcontrol') || p.endsWith('/profile')) {
        await opts.hold;
        if (p.endsWith('/parentalcontrol') && opts.fail?.parental) return serverError();
        if (p.endsWith('/profile') && opts.fail?.profiles) return serverError();
      }
      return playing(title18, { sms: SMS, answers })(url, req);
    },
    { subscriber: true },
  );
}

const button = () => screen.getByTestId('play-button') as HTMLButtonElement;
const streamCalls = (net: ReturnType<typeof mockNetwork>) =>
  net.calls.filter(
    (c) => c.url.pathname.includes('/content/package/') || c.url.pathname.includes('/stream/'),
  );

describe('the button never offers PLAY NOW before parental control is known', () => {
  it('§4 adult profile, parental control on, its answer delayed: "Checking…" (disabled), then the block', async () => {
    const gate = deferred();
    const net = network({ hold: gate.opened });
    renderWith(<PlayAction content={title18} />, adult);
    // The entitlements arrive (the title is on the plan); the parental answer has not.
    await waitFor(() => expect(net.to('/subscription')).toHaveLength(1));
    await waitFor(() => expect(net.to('/purchase')).toHaveLength(1));
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Checking…');
    expect(button().textContent).not.toMatch(/PLAY NOW/);
    fireEvent.click(button());
    expect(currentPath()).toBe('/details/x/1');
    gate.open();
    await waitFor(() => expect(button().textContent).toBe('This content is blocked by parental control'));
    expect(button().disabled).toBe(true);
  });

  it('§4 kids profile, parental-control and profile calls failing: a retry message, never PLAY NOW; retry asks again', async () => {
    const fail = { parental: true, profiles: true };
    const net = network({ fail });
    renderWith(<PlayAction content={title18} />, kids);
    await waitFor(() => expect(button().textContent).toBe('Could not check parental control — retry'));
    expect(button().getAttribute('data-error')).toBe('parental');
    expect(net.to('/parentalcontrol')).toHaveLength(1);
    // The click retries the failed calls (it does not open the player).
    fail.parental = false;
    fireEvent.click(button());
    expect(currentPath()).toBe('/details/x/1');
    await waitFor(() => expect(button().textContent).toBe('This content is blocked by parental control'));
    expect(net.to('/parentalcontrol')).toHaveLength(2);
  });

  it('§4 adult profile, parental-control call failing: the flag is unknown, so no PLAY NOW either', async () => {
    network({ fail: { parental: true, profiles: false } });
    renderWith(<PlayAction content={title18} />, adult);
    await waitFor(() => expect(button().textContent).toBe('Could not check parental control — retry'));
  });

  it('§4 "flag stored locally": with the flag stored off, a failing parental call does not stop the title', async () => {
    network({ fail: { parental: true, profiles: false } });
    const storage = createStore(undefined);
    storage.set('parentalControl', 'false');
    renderWith(<PlayAction content={title18} />, { ...adult, storage });
    await waitFor(() => expect(button().textContent).toBe('PLAY NOW'));
  });

  it('§4 "flag stored locally": the call\'s answer is stored, and a stored "off" is replaced by the answer "on"', async () => {
    network({});
    const storage = createStore(undefined);
    storage.set('parentalControl', 'false');
    renderWith(<PlayAction content={title18} />, { ...adult, storage });
    await waitFor(() => expect(button().textContent).toBe('This content is blocked by parental control'));
    expect(storage.get('parentalControl')).toBe('true');
  });

  it('§4 content without a rating stays playable while the parental answer is delayed', async () => {
    const gate = deferred();
    network({ hold: gate.opened });
    renderWith(<PlayAction content={{ ...title18, pgratting: null }} />, kids);
    await waitFor(() => expect(button().textContent).toBe('PLAY NOW'));
    gate.open();
  });
});

describe('a cold player route waits for parental control before any stream call', () => {
  const route = { routeId: 'player', params: { title: 'night-shift', contentId: 'MOV-019' }, lang: null };

  it('§4 §6 adult profile, delayed parental answer: no package, authorize or session call and no player; then blocked', async () => {
    const gate = deferred();
    const net = network({ hold: gate.opened });
    renderWith(<PlayerScreen {...route} />, { ...adult, realtime: fakeRealtime().store });
    await waitFor(() => expect(net.to('/content/MOV-019', 'GET')).toHaveLength(1));
    await waitFor(() => expect(net.to('/purchase')).toHaveLength(1));
    expect(screen.queryByTestId('player')).toBeNull();
    expect(streamCalls(net)).toEqual([]);
    expect(player.createPlayer).not.toHaveBeenCalled();
    gate.open();
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('This content is blocked by parental control');
    expect(streamCalls(net)).toEqual([]);
    expect(player.createPlayer).not.toHaveBeenCalled();
  });

  it('§4 §6 kids profile, parental-control and profile calls failing: a message with Retry, no stream call; retry then decides', async () => {
    const fail = { parental: true, profiles: true };
    const net = network({ fail });
    renderWith(<PlayerScreen {...route} />, { ...kids, realtime: fakeRealtime().store });
    const error = await screen.findByTestId('player-error');
    expect(error.textContent).toContain('Parental control could not be checked');
    expect(streamCalls(net)).toEqual([]);
    expect(player.createPlayer).not.toHaveBeenCalled();
    fail.parental = false;
    fail.profiles = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('player-error').textContent).toContain(
        'This content is blocked by parental control',
      ),
    );
    expect(streamCalls(net)).toEqual([]);
    expect(player.createPlayer).not.toHaveBeenCalled();
  });

  it('§4 adult profile whose level covers the title: the stream starts only once the delayed answer is in', async () => {
    const gate = deferred();
    const allowed = titleWith('MOV-004', ['AV-PLAN-HD'], { pgratting: 'U/A 12+' });
    const net = mockNetwork(
      async (url, req) => {
        const p = url.pathname;
        if (p.endsWith('/parentalcontrol') || p.endsWith('/profile')) await gate.opened;
        return playing(allowed, { sms: SMS })(url, req);
      },
      { subscriber: true },
    );
    renderWith(<PlayerScreen routeId="player" params={{ title: 'x', contentId: 'MOV-004' }} lang={null} />, {
      ...adult,
      realtime: fakeRealtime().store,
    });
    await waitFor(() => expect(net.to('/purchase')).toHaveLength(1));
    expect(streamCalls(net)).toEqual([]);
    gate.open();
    await waitFor(() => expect(player.createPlayer).toHaveBeenCalledTimes(1));
    expect(net.to('/content/package/MOV-004')).toHaveLength(1);
    expect(net.to('/stream/content/MOV-004', 'POST')).toHaveLength(1);
  });
});
