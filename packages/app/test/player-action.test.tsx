// SPEC §4 playback eligibility, button text, the subscribe popup and parental control, through <PlayAction> with the
// real generated hooks over a mocked network.
import { playerPath } from '@ott/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayAction } from '../src/components/PlayAction';
import {
  currentPath,
  HD_PLAN,
  mockNetwork,
  movie,
  renderWith,
  smsHandler,
  titleWith,
} from './player-harness';
import { standInPlayer } from './player-seam';

const login = { openLogin: vi.fn() };
const renderAction: typeof renderWith = (ui, opts) => renderWith(ui, { ...opts, login });
// Warming the player would import Shaka; not part of these tests.
standInPlayer({ loadShaka: () => new Promise(() => {}) });

// jsdom has no requestIdleCallback: here the page is idle when a test says so (idle()), so a check that nothing was
// asked for follows the moment it would have been asked, however slow the machine.
const idleQueue = new Map<number, () => void>();
let idleIds = 0;
beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleQueue.set(++idleIds, cb) && idleIds);
  vi.stubGlobal('cancelIdleCallback', (id: number) => idleQueue.delete(id));
});
/** Runs what waits for an idle page, then lets the chunks it imports load and run. */
async function idle() {
  await act(async () => {
    const due = [...idleQueue.values()];
    idleQueue.clear();
    for (const cb of due) cb();
  });
  await vi.dynamicImportSettled();
}

afterEach(() => {
  login.openLogin.mockReset();
  idleQueue.clear();
});

const button = () => screen.getByTestId('play-button');
const settled = async (text: RegExp | string) => {
  await waitFor(() => expect(button().textContent).toMatch(text));
  return button();
};

describe('PlayAction — visitor', () => {
  it('§7 §9 availabilities come from the list call, 15 a page, until the total count — not one call per availability', async () => {
    // 22 availabilities: page 1 holds 15, page 2 the other 7.
    const extra = Array.from({ length: 17 }, (_, i) => ({
      availabilityid: `AV-X-${i}`,
      name: `Extra ${i}`,
      pricemodel: 'PAID',
      price: 10,
      currency: 'AED',
    }));
    const base = smsHandler({});
    const net = mockNetwork((url) => {
      if (!url.pathname.endsWith('/availability')) return base(url);
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('pagesize'));
      const all = [
        ...extra,
        { availabilityid: 'AV-FREE', name: 'Free', pricemodel: 'FREE', price: 0, currency: 'AED' },
      ];
      return new Response(
        JSON.stringify({ data: all.slice((page - 1) * size, page * size), totalcount: all.length }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    renderAction(<PlayAction content={titleWith('MOV-007', ['AV-FREE', 'AV-X-3'])} />);
    await settled('PLAY NOW'); // AV-FREE is on page 2
    const calls = net.to('/availability');
    expect(calls.map((c) => [c.url.searchParams.get('page'), c.url.searchParams.get('pagesize')])).toEqual([
      ['1', '15'],
      ['2', '15'],
    ]);
    expect(net.calls.filter((c) => /\/availability\/[^/]+$/.test(c.url.pathname))).toEqual([]);
  });

  it('§4 button text: FREE → PLAY NOW, PLAN only → SUBSCRIBE & WATCH, PAID only → PURCHASE & WATCH', async () => {
    const net = mockNetwork(smsHandler({}));
    renderAction(<PlayAction content={titleWith('MOV-007', ['AV-FREE'])} />);
    await settled('PLAY NOW');
    cleanup();
    renderAction(<PlayAction content={titleWith('MOV-001', ['AV-PLAN-HD'])} />);
    await settled('SUBSCRIBE & WATCH');
    cleanup();
    renderAction(<PlayAction content={titleWith('MOV-005', ['AV-PAID-1'])} />);
    await settled('PURCHASE & WATCH');
    // Subscriptions and purchases are never asked for a visitor.
    expect(net.to('/subscription')).toHaveLength(0);
    expect(net.to('/purchase')).toHaveLength(0);
  });

  it('§4 button text: PLAN + PAID, or RENTAL → SUBSCRIBE OR PURCHASE', async () => {
    mockNetwork(smsHandler({}));
    renderAction(<PlayAction content={titleWith('MOV-009', ['AV-PLAN-HD', 'AV-PAID-1'])} />);
    await settled('SUBSCRIBE OR PURCHASE');
    cleanup();
    renderAction(<PlayAction content={titleWith('MOV-006', ['AV-RENT-1'])} />);
    await settled('SUBSCRIBE OR PURCHASE');
  });

  it('§4 trailer fallback: no content details but a trailer → PLAY NOW, and it opens the player route', async () => {
    mockNetwork(smsHandler({}));
    const trailerOnly = movie('MOV-010', {
      title: 'Monsoon Letters',
      contentdetails: [],
      trailer: [{ trailerid: 'TRL-003', title: 'Teaser', duration: 62, packageid: 'pkg-TRL-003' }],
    });
    renderAction(<PlayAction content={trailerOnly} />);
    fireEvent.click(await settled('PLAY NOW'));
    expect(currentPath()).toBe('/movie/monsoon-letters/MOV-010/play');
  });

  it('§4 FREE plays for a visitor: the click goes to /movie/:title/:contentId/play', async () => {
    mockNetwork(smsHandler({}));
    const free = titleWith('MOV-007', ['AV-FREE'], { title: 'Open Sky Cinema' });
    renderAction(<PlayAction content={free} />);
    fireEvent.click(await settled('PLAY NOW'));
    expect(currentPath()).toBe(playerPath(free));
    expect(currentPath()).toBe('/movie/open-sky-cinema/MOV-007/play');
  });

  it('play → first frame: a playable title asks for its stream once before the click; a title that is not playable asks nothing', async () => {
    const net = mockNetwork(smsHandler({}));
    renderAction(<PlayAction content={titleWith('MOV-777', ['AV-FREE'])} />);
    await settled('PLAY NOW');
    await idle();
    await waitFor(() => expect(net.to('/content/package/MOV-777')).toHaveLength(1), { timeout: 3000 });
    // The package the player will ask for (the domain's choice for this browser).
    expect(net.to('/content/package/MOV-777')[0]?.body).toContain('packageid=pkg-MOV-777-dash');
    cleanup();
    renderAction(<PlayAction content={titleWith('MOV-778', ['AV-PLAN-HD'])} />);
    await settled('SUBSCRIBE & WATCH');
    await idle();
    expect(net.to('/content/package/MOV-778')).toHaveLength(0);
  });

  it('an episode row (preload "intent") asks for its stream only when the pointer or focus comes to it', async () => {
    const sms = smsHandler({});
    const net = mockNetwork((url) =>
      url.pathname.endsWith('/content/package/MOV-779')
        ? new Response(
            JSON.stringify({
              data: {
                contentid: 'MOV-779',
                packageid: 'pkg-MOV-779-dash',
                manifesturl: 'http://cms.test/media/main/manifest.mpd',
                manifesttype: 'DASH',
                drmscheme: 'NONE',
                quality: 'SD',
                resumepoint: 0,
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          )
        : sms(url),
    );
    renderAction(<PlayAction content={titleWith('MOV-779', ['AV-FREE'])} preload="intent" />);
    const play = await settled('PLAY NOW');
    await idle();
    expect(net.to('/content/package/MOV-779')).toHaveLength(0);
    fireEvent.focus(play);
    await waitFor(() => expect(net.to('/content/package/MOV-779')).toHaveLength(1));
    fireEvent.pointerEnter(play);
    await vi.dynamicImportSettled(); // the second ask has run, and found the first still fresh
    expect(net.to('/content/package/MOV-779')).toHaveLength(1);
  });

  it('§4 plan content needs a subscriber: a visitor is asked to log in (and comes back here)', async () => {
    mockNetwork(smsHandler({}));
    renderAction(<PlayAction content={titleWith('MOV-001', ['AV-PLAN-HD'])} />, {
      at: '/details/plan/MOV-001',
    });
    fireEvent.click(await settled('SUBSCRIBE & WATCH'));
    // …told why (the dialog's opening sentence).
    expect(login.openLogin).toHaveBeenCalledWith(
      '/details/plan/MOV-001',
      expect.objectContaining({ id: 'playback.loginReason' }),
    );
    expect(screen.queryByTestId('subscribe-popup')).toBeNull();
    expect(currentPath()).toBe('/details/plan/MOV-001');
  });

  it('§4 an episode passed to PlayAction is what plays (its own id on the player route)', async () => {
    mockNetwork(smsHandler({}));
    const series = movie('SER-002', { objecttype: 'SERIES', category: 'TVSHOW', title: 'Harbour Lights' });
    const episode = titleWith('SER-002-S1E1', ['AV-FREE'], {
      objecttype: 'EPISODE',
      title: 'Harbour Lights E1',
    });
    renderAction(<PlayAction content={series} episode={episode} />);
    fireEvent.click(await settled('PLAY NOW'));
    expect(currentPath()).toBe('/movie/harbour-lights-e1/SER-002-S1E1/play');
  });
});

describe('PlayAction — subscriber', () => {
  const opts = { subscriber: true } as const;
  /** Renders a title's action, presses it once it reads `label`; the popup it opens and the popup's list type. */
  const popupOf = async (objectid: string, avs: string[], label: string, subscriptions = [HD_PLAN]) => {
    mockNetwork(smsHandler({ subscriptions }), opts);
    renderAction(<PlayAction content={titleWith(objectid, avs)} />, opts);
    fireEvent.click(await settled(label));
    const popup = await screen.findByTestId('subscribe-popup');
    return { popup, listType: popup.querySelector('[data-list-type]')?.getAttribute('data-list-type') };
  };

  it('§4 PLAN: a subscription whose availabilityset holds the availability plays', async () => {
    mockNetwork(smsHandler({ subscriptions: [HD_PLAN] }), opts);
    renderAction(<PlayAction content={titleWith('MOV-001', ['AV-PLAN-HD'])} />, opts);
    fireEvent.click(await settled('PLAY NOW'));
    expect(currentPath()).toBe('/movie/title-mov-001/MOV-001/play');
  });

  it('§4 popup onlySubscribe: a single plan not held opens the subscribe popup with its price', async () => {
    const { popup, listType } = await popupOf('MOV-011', ['AV-PLAN-UHD'], 'SUBSCRIBE & WATCH');
    expect(listType).toBe('onlySubscribe');
    const items = popup.querySelectorAll('[data-availabilityid]');
    expect([...items].map((i) => i.getAttribute('data-availabilityid'))).toEqual(['AV-PLAN-UHD']);
    expect(popup.textContent).toContain('4K plans');
    expect(popup.textContent).toMatch(/349/);
    // Checkout is part 2: the choice leads to the subscription plans route.
    fireEvent.click(within(popup).getByRole('button', { name: 'Subscribe' }));
    expect(currentPath()).toBe('/subscription-plans');
  });

  it('§4 popup onlyPurchase: a single rental not bought lists it with its rental window', async () => {
    const { popup, listType } = await popupOf('MOV-012', ['AV-RENT-1'], 'SUBSCRIBE OR PURCHASE');
    expect(listType).toBe('onlyPurchase');
    expect(popup.textContent).toMatch(/48 hours/);
  });

  it('§4 popup Subscribe/Purchase: several options list plans first, then purchases', async () => {
    const { popup, listType } = await popupOf(
      'MOV-009',
      ['AV-PAID-1', 'AV-PLAN-UHD'],
      'SUBSCRIBE OR PURCHASE',
      [],
    );
    expect(listType).toBe('Subscribe/Purchase');
    const ids = [...popup.querySelectorAll('[data-availabilityid]')].map((i) =>
      i.getAttribute('data-availabilityid'),
    );
    expect(ids).toEqual(['AV-PLAN-UHD', 'AV-PAID-1']);
    expect(login.openLogin).not.toHaveBeenCalled();
  });

  it('§4 PAID / RENTAL: a purchase of the same availability and object plays; an ended rental does not', async () => {
    mockNetwork(
      smsHandler({
        purchases: [
          { availabilityid: 'AV-PAID-1', objectid: 'MOV-005' },
          { availabilityid: 'AV-RENT-1', objectid: 'MOV-006', expiry: '2025-12-31T00:00:00Z' },
          // Same availability, another title: does not unlock MOV-023.
          { availabilityid: 'AV-PAID-1', objectid: 'MOV-999' },
        ],
      }),
      opts,
    );
    renderAction(<PlayAction content={titleWith('MOV-005', ['AV-PAID-1'])} />, opts);
    await settled('PLAY NOW');
    cleanup();
    renderAction(<PlayAction content={titleWith('MOV-006', ['AV-RENT-1'])} />, opts);
    await settled('SUBSCRIBE OR PURCHASE');
    cleanup();
    renderAction(<PlayAction content={titleWith('MOV-023', ['AV-PAID-1'])} />, opts);
    await settled('PURCHASE & WATCH');
  });

  it('§4 parental control: a kids profile rated U/A 7+ cannot play a U/A 12+ title — the button says so', async () => {
    const kids = { kidsMode: true, profileid: '1001-k1', subscriber: true } as const;
    mockNetwork(
      smsHandler({
        subscriptions: [HD_PLAN],
        parental: { enabled: true, profiles: [{ profileid: '1001-k1', rating: 'U/A 7+' }] },
        profiles: [{ profileid: '1001-k1', name: 'Kids', kids: true, pinprotected: true, rating: 'U/A 7+' }],
      }),
      opts,
    );
    renderAction(
      <PlayAction content={titleWith('MOV-004', ['AV-PLAN-HD'], { pgratting: 'U/A 12+' })} />,
      kids,
    );
    const b = await settled('This content is blocked by parental control');
    expect((b as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(b);
    expect(currentPath()).toBe('/details/x/1');
    cleanup();
    renderAction(
      <PlayAction content={titleWith('MOV-015', ['AV-PLAN-HD'], { pgratting: 'U/A 7+' })} />,
      kids,
    );
    await settled('PLAY NOW');
  });

  it('§4 parental control: off for an adult profile → the rating does not matter', async () => {
    mockNetwork(
      smsHandler({
        subscriptions: [HD_PLAN],
        parental: { enabled: false, profiles: [{ profileid: '1001-p2', rating: 'U' }] },
        profiles: [{ profileid: '1001-p2', name: 'Omar', kids: false, pinprotected: false, rating: 'U' }],
      }),
      opts,
    );
    renderAction(<PlayAction content={titleWith('MOV-013', ['AV-PLAN-HD'], { pgratting: 'U/A 18+' })} />, {
      ...opts,
      profileid: '1001-p2',
    });
    await settled('PLAY NOW');
  });
});
