import { PARENTAL_RATINGS, PRICE_MODELS } from '@ott/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueFixture, WATCH_HEARTBEAT_S, WATCH_HEARTBEAT_WINDOW_MS } from '../src/state/catalogue';
import { installStandIns } from './catalogue-standins';
import { contractChecked } from './contract-check';
import { useSandbox } from './helpers';

let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
const t = useSandbox({ now: () => clock });
const http = contractChecked((...args) => t.http(...args));
const CMS = '/cms/subscriber/v1';

beforeEach(() => {
  clock = Date.UTC(2026, 10, 22, 12, 0, 0);
  installStandIns(t.sandbox, () => clock);
});

const visitor = () => ({
  authorization: `Bearer ${t.sandbox.state().tokens.issueDevice('4829301755329100')}`,
});
const as = (subscriberid: string, profileid: string) => ({
  'x-session': t.sandbox.state().tokens.issueSession(subscriberid, profileid).sessionToken,
});
const pkg = (h: Record<string, string>, id: string, form: Record<string, string>) =>
  http('POST', `${CMS}/content/package/${id}`, { headers: h, form: { drmscheme: 'NONE', ...form } });

describe('catalogue fixtures (SPEC §3 Content)', () => {
  const items = catalogueFixture().items;
  const byId = new Map(items.map((i) => [i.objectid, i]));

  it('§3 at least 60 titles over every category, in en, ar and ml', () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((i) => i.category))).toEqual(
      new Set(['MOVIE', 'TVSHOW', 'EPISODE', 'TRAILER', 'KIDS', 'MUSIC', 'LIVE', 'BUNDLE']),
    );
    const langs = new Set(items.flatMap((i) => i.contentlanguage ?? []));
    for (const l of ['en', 'ar', 'ml']) expect(langs).toContain(l);
    expect(items.some((i) => /[\u0600-\u06ff]/.test(i.title))).toBe(true);
    expect(items.some((i) => /[\u0d00-\u0d7f]/.test(i.title))).toBe(true);
    const years = items.map((i) => i.productionyear ?? 0);
    expect(Math.min(...years)).toBeGreaterThanOrEqual(1995);
    expect(Math.max(...years)).toBeLessThanOrEqual(2026);
  });

  it('§4 every rung of the rating ladder appears, and unrated titles', () => {
    const ratings = new Set(items.map((i) => i.pgratting));
    for (const r of PARENTAL_RATINGS) expect(ratings).toContain(r);
    expect(items.some((i) => i.pgratting === null || i.pgratting === '')).toBe(true);
  });

  it('§3 every price model is offered, with the fixed ids', () => {
    const models = catalogueFixture().availabilityModels;
    const used = new Set(items.flatMap((i) => (i.contentdetails ?? []).flatMap((d) => d.availabilityset)));
    expect(new Set([...used].map((a) => models[a]))).toEqual(new Set(PRICE_MODELS));
    const av = (id: string) => [
      ...new Set((byId.get(id)?.contentdetails ?? []).flatMap((d) => d.availabilityset)),
    ];
    expect(av('MOV-005')).toEqual(['AV-PAID-1']);
    expect(av('MOV-006')).toEqual(['AV-RENT-1']);
    expect(av('MOV-007')).toEqual(['AV-FREE']);
    expect(av('MOV-008')).toEqual(['AV-ADS']);
    expect(av('MOV-009').sort()).toEqual(['AV-PAID-2', 'AV-PLAN-HD']);
    for (const id of ['MOV-001', 'MOV-002', 'MOV-003', 'MOV-004']) {
      expect(av(id).every((a) => a === 'AV-PLAN-SD' || a === 'AV-PLAN-HD')).toBe(true);
    }
    expect(byId.get('MOV-010')?.contentdetails).toEqual([]);
    expect(byId.get('MOV-010')?.trailer?.length).toBe(1);
  });

  it('§3 series: 3 series of 2+ seasons of 3+ episodes, nextepisodeid chains across seasons', () => {
    const series = items.filter((i) => i.objecttype === 'SERIES');
    expect(series.length).toBeGreaterThanOrEqual(3);
    for (const s of series) {
      const eps = items
        .filter((i) => i.objecttype === 'EPISODE' && i.seriesid === s.objectid)
        .sort((a, b) => (a.seasonnum ?? 0) - (b.seasonnum ?? 0) || (a.episodenum ?? 0) - (b.episodenum ?? 0));
      expect(s.seasoncount).toBeGreaterThanOrEqual(2);
      for (let n = 1; n <= (s.seasoncount ?? 0); n++) {
        expect(eps.filter((e) => e.seasonnum === n).length).toBeGreaterThanOrEqual(3);
      }
      eps.forEach((e, i) => {
        expect(e.seasoncount).toBe(s.seasoncount);
        expect(e.nextepisodeid).toBe(eps[i + 1]?.objectid ?? null);
      });
    }
  });
});

describe('content lists (SPEC §7 Content)', () => {
  it('§7 category=MOVIE: default page size 30, totalcount, posters of 3 types at the request base URL', async () => {
    const r = await http('GET', `${CMS}/content?category=MOVIE`, { headers: visitor() });
    expect(r.status).toBe(200);
    expect(r.body.totalcount).toBe(24);
    expect(r.body.data).toHaveLength(24);
    expect(r.body.data.every((c: { category: string }) => c.category === 'MOVIE')).toBe(true);
    const first = r.body.data[0];
    expect(first.poster.map((p: { postertype: string }) => p.postertype)).toEqual([
      'LANDSCAPE',
      'PORTRAIT',
      'SQUARE',
    ]);
    const url = first.poster[1].file[2].url as string;
    expect(url).toBe(`${t.sandbox.url}/posters/MOV-001/portrait/800x1200.svg`);
    const poster = await fetch(url);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toContain('image/svg+xml');
    expect(poster.headers.get('access-control-allow-origin')).toBe('*');
    expect(poster.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await poster.text()).toContain('The Desert Falcon');
    expect((await fetch(`${t.sandbox.url}/posters/NOPE-1/portrait/800x1200.svg`)).status).toBe(404);
    expect((await fetch(`${t.sandbox.url}/posters/MOV-001/portrait/801x1200.svg`)).status).toBe(404);
  });

  it('§7 screen sections: JSON category list, orderby, objectlanguage, paging', async () => {
    const q = new URLSearchParams({
      category: '["MOVIE"]',
      objectlanguage: 'ml',
      orderby: '{"productionyear":"desc"}',
      pagesize: '3',
    });
    const r = await http('GET', `${CMS}/content?${q}`, { headers: visitor() });
    expect(r.status).toBe(200);
    expect(r.body.totalcount).toBeGreaterThan(3);
    expect(r.body.data).toHaveLength(3);
    const years = r.body.data.map((c: { productionyear: number }) => c.productionyear);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(r.body.data.every((c: { contentlanguage: string[] }) => c.contentlanguage.includes('ml'))).toBe(
      true,
    );
    const page2 = await http('GET', `${CMS}/content?${q}&page=2`, { headers: visitor() });
    expect(page2.body.data[0].objectid).not.toBe(r.body.data[0].objectid);
    const genre = await http('GET', `${CMS}/content?category=MOVIE&genre=Action&productionyear=2024`, {
      headers: visitor(),
    });
    expect(genre.body.data.map((c: { objectid: string }) => c.objectid).sort()).toEqual([
      'MOV-001',
      'MOV-013',
    ]);
  });

  it('§7 bundle items: contentlist comes back in the given order', async () => {
    const list = encodeURIComponent('["KID-001","MOV-003","SER-001"]');
    const r = await http('GET', `${CMS}/content?contentlist=${list}`, { headers: visitor() });
    expect(r.body.data.map((c: { objectid: string }) => c.objectid)).toEqual([
      'KID-001',
      'MOV-003',
      'SER-001',
    ]);
    expect(r.body.totalcount).toBe(3);
  });

  it('§8 7109: with movies disabled the movie list is refused; other lists and a reset restore', async () => {
    const off = await http('POST', '/__sandbox/catalogue/movies?enabled=false');
    expect(off.body).toEqual({ data: { moviesEnabled: false } });
    const r = await http('GET', `${CMS}/content?category=MOVIE`, { headers: visitor() });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ errorcode: 7109, reason: 'Movies are not enabled' });
    expect((await http('GET', `${CMS}/content?category=KIDS`, { headers: visitor() })).status).toBe(200);
    t.sandbox.reset();
    installStandIns(t.sandbox, () => clock);
    const h = { ...visitor() };
    expect((await http('GET', `${CMS}/content?category=MOVIE`, { headers: h })).status).toBe(200);
    const perRequest = await http('GET', `${CMS}/content?category=["MOVIE"]`, {
      headers: { ...h, 'x-sandbox-movies': 'disabled' },
    });
    expect(perRequest.body.errorcode).toBe(7109);
  });

  it('§7 bundle details name their items, which one contentlist call lists in that order', async () => {
    const r = await http('GET', `${CMS}/content/BUN-002`, { headers: visitor() });
    expect(r.body.data.bundleitems).toEqual(['MOV-018', 'MOV-022', 'MOV-014', 'MOV-005']);
    const items = await http(
      'GET',
      `${CMS}/content?contentlist=${encodeURIComponent(JSON.stringify(r.body.data.bundleitems))}`,
      { headers: visitor() },
    );
    expect(items.body.data.map((c: { objectid: string }) => c.objectid)).toEqual(r.body.data.bundleitems);
    const movie = await http('GET', `${CMS}/content/MOV-001`, { headers: visitor() });
    expect(movie.body.data.bundleitems).toBeUndefined();
  });

  it('§3 series details: seasons with their episodes; unknown id is 7205', async () => {
    const r = await http('GET', `${CMS}/content/SER-002`, { headers: visitor() });
    expect(r.status).toBe(200);
    expect(r.body.data.seasoncount).toBe(3);
    expect(r.body.data.seasons.map((s: { seasonid: string }) => s.seasonid)).toEqual([
      'SER-002-S1',
      'SER-002-S2',
      'SER-002-S3',
    ]);
    expect(r.body.data.seasons[0].episodes[2].nextepisodeid).toBe('SER-002-S2E1');
    expect(r.body.data.trailer[0].url).toBe(`${t.sandbox.url}/media/trailer/manifest.mpd`);
    const missing = await http('GET', `${CMS}/content/NOPE-404`, { headers: visitor() });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorcode: 7205, reason: 'Content not found' });
  });

  it('§2 search: suggestions by prefix, search in any script and case, popular searches all find something', async () => {
    const s = await http('GET', `${CMS}/content/suggestions?q=des`, { headers: visitor() });
    // Title prefix first ("Desert Beats"), then word prefix ("The Desert Falcon").
    expect(s.body.data[0]).toMatchObject({ objectid: 'MUS-003', title: 'Desert Beats' });
    expect(s.body.data.map((x: { objectid: string }) => x.objectid)).toContain('MOV-001');
    expect(s.body.data.length).toBeLessThanOrEqual(10);
    const ar = await http('GET', `${CMS}/content/suggestions?q=${encodeURIComponent('ليالي')}`, {
      headers: visitor(),
    });
    expect(ar.body.data.map((x: { objectid: string }) => x.objectid)).toContain('MOV-003');
    const upper = await http('GET', `${CMS}/content/search?q=FALCON`, { headers: visitor() });
    expect(upper.body.data.map((x: { objectid: string }) => x.objectid)).toContain('MOV-001');
    const ml = await http('GET', `${CMS}/content/search?q=${encodeURIComponent('തറവാട്')}`, {
      headers: visitor(),
    });
    expect(ml.body.data.map((x: { objectid: string }) => x.objectid)).toContain('SER-003');
    const paged = await http('GET', `${CMS}/content/search?q=drama&pagesize=5`, { headers: visitor() });
    expect(paged.body.data).toHaveLength(5);
    expect(paged.body.totalcount).toBeGreaterThan(5);
    const popular = await http('GET', `${CMS}/content/popularsearch`, { headers: visitor() });
    expect(popular.body.totalcount).toBeGreaterThanOrEqual(6);
    for (const { term, objectid } of popular.body.data as { term: string; objectid: string | null }[]) {
      const hit = await http('GET', `${CMS}/content/search?q=${encodeURIComponent(term)}`, {
        headers: visitor(),
      });
      expect(hit.body.totalcount, term).toBeGreaterThan(0);
      if (objectid) expect(hit.body.data.map((x: { objectid: string }) => x.objectid)).toContain(objectid);
    }
  });

  it('§7 search ranks title matches above description matches', async () => {
    // "cricket" is in LIV-003's title and only in LIV-002's description (which comes first in the catalogue).
    const r = await http('GET', `${CMS}/content/search?q=cricket`, { headers: visitor() });
    const ids = r.body.data.map((x: { objectid: string }) => x.objectid);
    expect(ids).toContain('LIV-002');
    expect(ids[0]).toBe('LIV-003');
  });

  it('§9 genres (page size 30) with titles in three languages; related titles exclude the title itself', async () => {
    const g = await http('GET', `${CMS}/content/genre`, { headers: visitor() });
    expect(g.body.totalcount).toBe(g.body.data.length);
    const drama = g.body.data.find((x: { name: string }) => x.name === 'Drama');
    expect(drama.title).toEqual({ en: 'Drama', ar: 'دراما', ml: 'നാടകം' });
    expect((await fetch(drama.image)).status).toBe(200);
    const r = await http('GET', `${CMS}/content/related/MOV-001`, { headers: visitor() });
    const ids = r.body.data.map((x: { objectid: string }) => x.objectid);
    expect(ids).not.toContain('MOV-001');
    expect(r.body.data[0].genre).toEqual(expect.arrayContaining(['Action']));
    expect((await http('GET', `${CMS}/content/related/NOPE`, { headers: visitor() })).body.errorcode).toBe(
      7205,
    );
  });

  it('§3 every item answers in the contract Content shape (details of all 81 ids, lists of every category)', async () => {
    const h = visitor();
    for (const { objectid } of catalogueFixture().items) {
      expect((await http('GET', `${CMS}/content/${objectid}`, { headers: h })).status).toBe(200);
    }
    for (const category of ['MOVIE', 'TVSHOW', 'EPISODE', 'TRAILER', 'KIDS', 'MUSIC', 'LIVE', 'BUNDLE']) {
      const r = await http('GET', `${CMS}/content?category=${category}&pagesize=100`, { headers: h });
      expect(r.body.totalcount, category).toBeGreaterThan(0);
    }
  });

  it('§4 decking config is served to the device token', async () => {
    const r = await http('GET', `${CMS}/deckingconfig`, { headers: visitor() });
    expect(r.status).toBe(200);
    expect(r.body.data.screens[0].screenid).toBe('home');
    expect((await http('GET', `${CMS}/deckingconfig`)).status).toBe(401);
  });
});

describe('stream package (SPEC §4 playback eligibility)', () => {
  it('§4 FREE and ADBASED play for a visitor; PLAN needs a subscriber with the plan', async () => {
    const free = await pkg(visitor(), 'MOV-007', { packageid: 'pkg-MOV-007-dash' });
    expect(free.status).toBe(200);
    expect(free.body.data).toMatchObject({
      manifesturl: `${t.sandbox.url}/media/main/manifest.mpd`,
      manifesttype: 'DASH',
      drmscheme: 'NONE',
      quality: 'SD',
    });
    const hls = await pkg(visitor(), 'MOV-008', { packageid: 'pkg-MOV-008-hls' });
    expect(hls.body.data.manifesturl).toBe(`${t.sandbox.url}/media/main/master.m3u8`);
    const plan = await pkg(visitor(), 'MOV-001', { packageid: 'pkg-MOV-001-dash' });
    expect(plan.status).toBe(403);
    expect(plan.body).toEqual({ errorcode: 7201, reason: 'Content is not accessible' });
    const farid = await pkg(as('1002', '1002-p1'), 'MOV-001', { packageid: 'pkg-MOV-001-dash' });
    expect(farid.body.errorcode).toBe(7201);
    const aisha = await pkg(as('1001', '1001-p1'), 'MOV-001', {
      packageid: 'pkg-MOV-001-dash',
      quality: 'UHD2',
    });
    expect(aisha.status).toBe(200);
    expect(aisha.body.data.quality).toBe('HD');
    expect(
      (await pkg(as('1001', '1001-p1'), 'MOV-011', { packageid: 'pkg-MOV-011-dash' })).body.errorcode,
    ).toBe(7201);
  });

  it('§4 ClearKey titles get the encrypted stream and the licence URL', async () => {
    const r = await pkg(as('1001', '1001-p1'), 'MOV-003', {
      packageid: 'pkg-MOV-003-dash',
      drmscheme: 'CLEARKEY',
    });
    expect(r.body.data).toMatchObject({
      manifesturl: `${t.sandbox.url}/media/clearkey/manifest.mpd`,
      drmscheme: 'CLEARKEY',
      licenseurl: `${t.sandbox.url}/drm/clearkey?contentid=MOV-003&packageid=pkg-MOV-003-dash`,
      clearkeys: [{ keyid: '6f74742d73616e64626f782d6b696431', key: '6f74742d73616e64626f782d6b657931' }],
    });
    // The licence endpoint answers the KID of the encrypted media, to the session in the licence headers.
    expect(Object.keys(r.body.data.licenseheaders)).toEqual(['X-SESSION']);
    const licence = await fetch(r.body.data.licenseurl, {
      method: 'POST',
      headers: r.body.data.licenseheaders,
      body: JSON.stringify({ kids: ['b3R0LXNhbmRib3gta2lkMQ'], type: 'temporary' }),
    });
    expect(((await licence.json()) as { keys: unknown[] }).keys).toHaveLength(1);
    const ep = await pkg(as('1001', '1001-p1'), 'SER-001-S1E2', { packageid: 'pkg-SER-001-S1E2-dash' });
    expect(ep.body.data.drmscheme).toBe('CLEARKEY');
  });

  it('§4 PAID and RENTAL need the purchase; an ended rental is "Content is Expired"', async () => {
    expect((await pkg(as('1001', '1001-p1'), 'MOV-005', { packageid: 'pkg-MOV-005-dash' })).status).toBe(200);
    const rental = await pkg(as('1001', '1001-p1'), 'MOV-006', { packageid: 'pkg-MOV-006-dash' });
    expect(rental.status).toBe(200);
    expect(Date.parse(rental.body.data.expiresat)).toBe(clock + 48 * 3600_000);
    expect(
      (await pkg(as('1002', '1002-p1'), 'MOV-005', { packageid: 'pkg-MOV-005-dash' })).body.errorcode,
    ).toBe(7201);
    clock += 49 * 3600_000;
    const ended = await pkg(as('1001', '1001-p1'), 'MOV-006', { packageid: 'pkg-MOV-006-dash' });
    expect(ended.status).toBe(403);
    expect(ended.body).toEqual({ errorcode: 7202, reason: 'Content is Expired' });
  });

  it('§4 parental control, "when enabled": a kids profile cannot get content above its rating while it is on', async () => {
    const kids = as('1001', '1001-k1');
    expect((await pkg(kids, 'MOV-003', { packageid: 'pkg-MOV-003-dash' })).body.errorcode).toBe(7201);
    expect((await pkg(kids, 'KID-005', { packageid: 'pkg-KID-005-dash' })).status).toBe(200);
    const omar = as('1001', '1001-p2');
    expect((await pkg(omar, 'MOV-003', { packageid: 'pkg-MOV-003-dash' })).status).toBe(200);
    expect((await pkg(omar, 'MOV-019', { packageid: 'pkg-MOV-019-dash' })).body.errorcode).toBe(7201);
    // With parental control switched off the limit is lifted for every profile, the kids profile too (§4 "When
    // enabled"; kids mode still changes Home and may not pay).
    const parental = (
      t.sandbox.state().accounts as unknown as { parental: Map<string, { enabled: boolean }> }
    ).parental;
    const settings = parental.get('1001');
    if (!settings) throw new Error('1001 has parental settings');
    settings.enabled = false;
    expect((await pkg(omar, 'MOV-019', { packageid: 'pkg-MOV-019-dash' })).status).toBe(200);
    expect((await pkg(kids, 'MOV-003', { packageid: 'pkg-MOV-003-dash' })).status).toBe(200);
  });

  it('§4 trailers play for anyone from the trailer media; MOV-010 is trailer only', async () => {
    const r = await pkg(visitor(), 'MOV-010', { packageid: 'pkg-TRL-003', trailerid: 'TRL-003' });
    expect(r.status).toBe(200);
    expect(r.body.data.manifesturl).toBe(`${t.sandbox.url}/media/trailer/manifest.mpd`);
    const item = await pkg(visitor(), 'TRL-001', { packageid: 'pkg-TRL-001-hls' });
    expect(item.body.data.manifesturl).toBe(`${t.sandbox.url}/media/trailer/master.m3u8`);
    expect((await pkg(visitor(), 'MOV-010', { packageid: 'pkg-MOV-010-dash' })).status).toBe(404);
  });
});

describe('watch sessions (SPEC §6: 2 devices at once)', () => {
  it('§6 the third device gets "Device Limit Reached" until one stops or goes idle', async () => {
    const [a, b, c] = [as('1001', '1001-p1'), as('1001', '1001-p2'), as('1001', '1001-p1')];
    const start = (h: Record<string, string>, id = 'MOV-001') =>
      http('POST', `${CMS}/stream/content/${id}`, { headers: h });
    const first = await start(a);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      contentid: 'MOV-001',
      subscriberid: '1001',
      profileid: '1001-p1',
    });
    expect(first.body.data.deviceid).toMatch(/^\d{16}$/);
    expect((await start(b, 'MOV-005')).status).toBe(200);
    const third = await start(c);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ errorcode: 7203, reason: 'Device Limit Reached' });
    const auth = await http('GET', `${CMS}/stream/content/authorize?contentid=MOV-001`, { headers: c });
    expect(auth.status).toBe(409);
    const authA = await http('GET', `${CMS}/stream/content/authorize`, { headers: a });
    expect(authA.body.data).toMatchObject({ authorized: true, maxsessions: 2, activesessions: 2 });
    // A repeated start is a heartbeat, not a new device.
    expect((await start(a)).body.data.sessionid).toBe(first.body.data.sessionid);
    // Another subscriber is not counted.
    expect((await start(as('1002', '1002-p1'), 'MOV-007')).status).toBe(200);
    const stop = await http('DELETE', `${CMS}/stream/content/MOV-005`, { headers: b });
    expect(stop.body.data).toMatchObject({ contentid: 'MOV-005' });
    expect((await http('DELETE', `${CMS}/stream/content/MOV-005`, { headers: b })).body.errorcode).toBe(7206);
    expect((await start(c)).status).toBe(200);
    // No heartbeat for longer than the window frees the slot.
    clock += WATCH_HEARTBEAT_WINDOW_MS + 1;
    expect((await start(b, 'MOV-005')).status).toBe(200);
    expect((await start(as('1001', '1001-p1'))).status).toBe(200);
    expect((await start(as('1001', '1001-p1'))).status).toBe(409);
  });

  it('§6 a device that quits without its stop call holds its slot for the heartbeat window at most (fake clock)', async () => {
    expect(WATCH_HEARTBEAT_WINDOW_MS).toBe(45_000);
    const [a, b, c] = [as('1001', '1001-p1'), as('1001', '1001-p2'), as('1001', '1001-p1')];
    const start = (h: Record<string, string>, id = 'MOV-001') =>
      http('POST', `${CMS}/stream/content/${id}`, { headers: h });
    const first = await start(a);
    expect(first.body.data.heartbeatinterval).toBe(WATCH_HEARTBEAT_S);
    expect((await start(b)).status).toBe(200);
    // b keeps beating every interval; a quit (no stop, no more beats).
    clock += WATCH_HEARTBEAT_S * 1000;
    expect((await start(b)).status).toBe(200);
    clock += WATCH_HEARTBEAT_WINDOW_MS - WATCH_HEARTBEAT_S * 1000;
    // Exactly at the window's end a's session still counts: the third device is refused.
    expect((await start(c)).body.errorcode).toBe(7203);
    clock += 1;
    // One millisecond later a's slot is free; b (beat 15 s ago) keeps its own.
    const third = await start(c);
    expect(third.status).toBe(200);
    expect(third.body.data.sessionid).not.toBe(first.body.data.sessionid);
    const auth = await http('GET', `${CMS}/stream/content/authorize`, { headers: b });
    expect(auth.body.data).toMatchObject({ activesessions: 2 });
    // a coming back finds the two slots taken.
    expect((await start(a)).body.errorcode).toBe(7203);
  });

  it('§4 a session for content the profile may not play is refused', async () => {
    const r = await http('POST', `${CMS}/stream/content/MOV-009`, { headers: as('1002', '1002-p1') });
    expect(r.status).toBe(403);
    expect((await http('POST', `${CMS}/stream/content/MOV-001`, { headers: visitor() })).status).toBe(401);
  });
});
