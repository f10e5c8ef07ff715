import { describe, expect, it } from 'vitest';
import {
  detailsPath,
  findRoute,
  guard,
  hasFixedLangVariant,
  homePath,
  matchMetaTagRedirect,
  matchRoute,
  metaTagQuery,
  metaTagTarget,
  playerPath,
  ROUTES,
  resolveLang,
  rootRedirect,
  staticPageOfRoute,
  staticPagePath,
  subscriptionSourceLabel,
  titleSlug,
} from '../src';

const LANGS = ['en', 'ar', 'ml'];

describe('§2 route table: every row matches', () => {
  it.each([
    ['/search', 'search', {}],
    ['/search/batman', 'search', { id: 'batman' }],
    ['/ar/search/batman', 'search', { lang: 'ar', id: 'batman' }],
    ['/watchlist', 'watchlist', {}],
    ['/ml/watchlist', 'watchlist', { lang: 'ml' }],
    ['/subscription-plans', 'subscriptionPlans', {}],
    ['/subscription-plans/p1/SAVE10', 'subscriptionPlans', { planid: 'p1', coupon: 'SAVE10' }],
    ['/', 'home', {}],
    ['/ml', 'home', { lang: 'ml' }],
    ['/ar', 'home', { lang: 'ar' }],
    ['/plan/p1', 'home.plan', { planid: 'p1' }],
    ['/viewContent/c1', 'home.viewContent', { contentId: 'c1' }],
    ['/ar/viewTicket/t1', 'home.viewTicket', { lang: 'ar', ticketId: 't1' }],
    ['/viewPlanAndCoupon/p1', 'home.viewPlanAndCoupon', { planId: 'p1' }],
    ['/viewPlanAndCoupon/p1/SAVE10', 'home.viewPlanAndCoupon', { planId: 'p1', coupon: 'SAVE10' }],
    // §2 deep-link conversion: a plan link without a plan id becomes /viewAllPlans/
    ['/viewAllPlans/', 'home.viewAllPlans', {}],
    ['/ar/viewAllPlans', 'home.viewAllPlans', { lang: 'ar' }],
    ['/login', 'login', {}],
    ['/en/lookup', 'lookup', { lang: 'en' }],
    ['/help', 'help', {}],
    ['/content/details/c1', 'contentDetailsHome', { id: 'c1' }],
    ['/tv', 'tv', {}],
    ['/terms-of-use', 'termsOfUse', {}],
    ['/ml/about-us', 'aboutUs', { lang: 'ml' }],
    ['/faq', 'faq', {}],
    ['/privacy-policy', 'privacyPolicy', {}],
    ['/profile/devices', 'profile', { listItem: 'devices' }],
    // §2 names the notifications screen without a path: /notifications, before the /:section catch-all.
    ['/notifications', 'notifications', {}],
    ['/ar/notifications', 'notifications', { lang: 'ar' }],
    ['/cast', 'cast', {}],
    // §2 every route may start with a language prefix: the header's language choice on /cast stays there.
    ['/ar/cast', 'cast', { lang: 'ar' }],
    ['/emailVerify', 'emailVerify', {}],
    ['/detailComponent/MOVIE/Heat', 'detailComponent', { category: 'MOVIE', title: 'Heat' }],
    ['/detail/c1', 'detail', { contentid: 'c1' }],
    ['/seeallcontinuewatch', 'seeAllContinueWatch', {}],
    ['/trailerDeeplink/c1', 'trailerDeeplink', { contentId: 'c1' }],
    ['/contentPlayDeeplink/c1', 'contentPlayDeeplink', { contentId: 'c1' }],
    ['/switchprofile', 'switchProfile', {}],
    ['/addProfileCheck', 'addProfileCheck', {}],
    ['/ar/addprofile', 'addProfile', { lang: 'ar' }],
    ['/details/heat/c1', 'details', { title: 'heat', contentId: 'c1' }],
    ['/details/show/s1/season/2', 'details.season', { title: 'show', contentId: 's1', id: '2' }],
    [
      '/details/show/s1/season/2/episode/3/e3/true',
      'details.episode',
      {
        title: 'show',
        contentId: 's1',
        id: '2',
        episodeCounter: '3',
        episodeId: 'e3',
        isPlayBackActive: 'true',
      },
    ],
    ['/details/heat/c1/trailer', 'details.trailer', { title: 'heat', contentId: 'c1' }],
    ['/details/heat/c1/related', 'details.related', { title: 'heat', contentId: 'c1' }],
    [
      '/details/heat/c1/trailer/t1/false',
      'details.trailerPlay',
      { title: 'heat', contentId: 'c1', trailerId: 't1', isPlayBackActive: 'false' },
    ],
    ['/movie/heat/c1/play', 'player', { title: 'heat', contentId: 'c1' }],
    ['/downloads', 'downloads', {}],
    ['/ar/downloads', 'downloads', { lang: 'ar' }],
    ['/downloads/play/MOV-001', 'downloads.play', { contentId: 'MOV-001' }],
    ['/collections/top10', 'collections', { section: 'top10' }],
    ['/screen/kids', 'screen', { section: 'kids' }],
    ['/movies', 'section', { section: 'movies' }],
    ['/ar/movies', 'section', { lang: 'ar', section: 'movies' }],
    ['/movie/genre/action', 'metaTagRedirect', { objecttype: 'movie', type: 'genre', value: 'action' }],
    [
      '/ml/movie/productionyear/2020',
      'metaTagRedirect',
      { lang: 'ml', objecttype: 'movie', type: 'productionyear', value: '2020' },
    ],
  ])('§2 %s → %s', (path, id, params) => {
    const m = matchRoute(path, LANGS);
    expect(m.id).toBe(id);
    expect(m.params).toEqual(params);
  });

  it('§2 every row and child of ROUTES is reached by some path above or below', () => {
    const ids = ROUTES.flatMap((r) => [r.id, ...(r.children ?? []).map((c) => c.id)]);
    expect(ids).toContain('metaTagRedirect');
    expect(ids).toContain('error');
    for (const id of ids) expect(findRoute(id)?.id).toBe(id);
    expect(findRoute('nope')).toBeUndefined();
  });

  it('§2 /tv redirects to /pairing', () => {
    expect(matchRoute('/tv', LANGS).route.redirectTo).toBe('/pairing');
    expect(matchRoute('/pairing', LANGS).id).toBe('pairing');
  });

  it('§2 fixed /en and /ar variants of terms and privacy match even when the provider lacks that language', () => {
    const m = matchRoute('/en/terms-of-use', ['ml']);
    expect(m.id).toBe('termsOfUse.en');
    expect(m.lang).toBe('en');
    expect(matchRoute('/ar/privacy-policy', []).id).toBe('privacyPolicy.ar');
    expect(matchRoute('/en/privacy-policy', []).lang).toBe('en');
    expect(matchRoute('/ar/terms-of-use', []).id).toBe('termsOfUse.ar');
    // other static pages follow the supported list
    expect(matchRoute('/en/faq', ['ml'])).toMatchObject({ id: 'error', reason: 'unsupportedLang' });
  });

  it('§2 a lang value not in the supported list goes to the error page', () => {
    expect(matchRoute('/xx/watchlist', LANGS)).toMatchObject({ id: 'error', reason: 'unsupportedLang' });
    expect(matchRoute('/fr/search/x', LANGS)).toMatchObject({ id: 'error', reason: 'unsupportedLang' });
  });

  it('§2 anything else goes to the catch-all error page', () => {
    const m = matchRoute('/a/b/c/d/e/f/g/h', LANGS);
    expect(m).toMatchObject({ id: 'error', reason: 'notFound' });
    expect(m.route.path).toBe('*');
    expect(matchRoute('/movie/unknowntype/action', LANGS).id).toBe('error');
  });

  it('§2 the home lang segment is checked against the supported list; other single segments are screens', () => {
    expect(matchRoute('/ar', ['en']).id).toBe('section');
    expect(matchRoute('/ar', ['ar']).id).toBe('home');
  });

  it('§2 query strings, trailing slashes and encoded segments are handled', () => {
    expect(matchRoute('/search/the%20heat/?q=1#x', LANGS).params).toEqual({ id: 'the heat' });
    expect(matchRoute('/search/%E0%A4%A', LANGS).params).toEqual({ id: '%E0%A4%A' });
    expect(matchRoute('', LANGS).id).toBe('home');
  });

  it('§2 part 1 marks browsing and playback screens', () => {
    expect(findRoute('player')?.part1).toBe(true);
    expect(findRoute('details.episode')?.part1).toBe(true);
    expect(findRoute('profile')?.part1).toBe(false);
    expect(findRoute('subscriptionPlans')?.part1).toBe(false);
  });
});

describe('§2 language prefix', () => {
  it('§2 resolveLang accepts an absent lang and supported codes; ar is right-to-left', () => {
    expect(resolveLang(undefined, LANGS)).toEqual({ ok: true, lang: null, rtl: false });
    expect(resolveLang(null, LANGS)).toEqual({ ok: true, lang: null, rtl: false });
    expect(resolveLang('', LANGS)).toEqual({ ok: true, lang: null, rtl: false });
    expect(resolveLang('ar', LANGS)).toEqual({ ok: true, lang: 'ar', rtl: true });
    expect(resolveLang('ml', LANGS)).toEqual({ ok: true, lang: 'ml', rtl: false });
    expect(resolveLang('fr', LANGS)).toEqual({ ok: false, lang: 'fr' });
  });
});

describe('§2 meta-tag redirect', () => {
  it('§2 parses /:lang?/:objecttype/:type?/:value with the four types', () => {
    for (const type of ['genre', 'category', 'currentLanguage', 'productionyear']) {
      expect(matchMetaTagRedirect(`/tvshow/${type}/x`, LANGS)).toEqual({
        lang: null,
        objecttype: 'tvshow',
        type,
        value: 'x',
      });
    }
    expect(matchMetaTagRedirect('/ml/movie/genre/drama', LANGS)?.lang).toBe('ml');
    expect(matchMetaTagRedirect('/movies', LANGS)).toBeNull();
  });

  it('§2 a meta-tag without a type (lang present) is accepted', () => {
    expect(matchMetaTagRedirect('/ml/movie/drama', LANGS)).toEqual({
      lang: 'ml',
      objecttype: 'movie',
      type: null,
      value: 'drama',
    });
  });

  it('§2 a two-segment path is a section with a lang first (first row wins), so the lang must be supported', () => {
    expect(matchRoute('/movie/drama', LANGS)).toMatchObject({ id: 'error', reason: 'unsupportedLang' });
  });

  it('§2 a meta-tag address without a type redirects to its full address (type genre, language kept); a full one stays', () => {
    expect(metaTagTarget({ lang: 'ml', objecttype: 'movie', type: null, value: 'drama' })).toBe(
      '/ml/movie/genre/drama',
    );
    expect(metaTagTarget({ lang: null, objecttype: 'movie', type: null, value: 'sci fi' })).toBe(
      '/movie/genre/sci%20fi',
    );
    expect(metaTagTarget({ lang: null, objecttype: 'movie', type: 'category', value: 'x' })).toBeNull();
  });

  it('§3 a meta-tag becomes a content-list query', () => {
    expect(metaTagQuery({ lang: null, objecttype: 'movie', type: 'genre', value: 'action' })).toEqual({
      objecttype: 'movie',
      genre: 'action',
    });
    expect(metaTagQuery({ lang: null, objecttype: 'movie', type: 'currentLanguage', value: 'ml' })).toEqual({
      objecttype: 'movie',
      objectlanguage: 'ml',
    });
    expect(metaTagQuery({ lang: null, objecttype: 'movie', type: null, value: 'drama' })).toEqual({
      objecttype: 'movie',
      genre: 'drama',
    });
  });
});

describe('§2 root redirect and guards', () => {
  it('§2 root with a non-default stored language goes Home in that language', () => {
    expect(rootRedirect({ storedLang: 'ar', pairingFlag: false, defaultLang: 'en' })).toBe('/ar');
    expect(rootRedirect({ storedLang: 'en', pairingFlag: false, defaultLang: 'en' })).toBeNull();
    expect(rootRedirect({ storedLang: null, pairingFlag: false, defaultLang: 'en' })).toBeNull();
  });

  it('§2 root with the pairing flag goes to the pairing view', () => {
    expect(rootRedirect({ storedLang: null, pairingFlag: true, defaultLang: 'en' })).toBe('/pairing');
    expect(rootRedirect({ storedLang: 'ar', pairingFlag: true, defaultLang: 'en' })).toBe('/ar/pairing');
  });

  it('§2 §6 watchlist sends a visitor Home', () => {
    expect(guard('watchlist', { isSubscriber: false })).toEqual({
      allow: false,
      redirect: '/',
      rememberPath: null,
      loginDialogAfterMs: null,
    });
    expect(guard('watchlist', { isSubscriber: true })).toEqual({ allow: true });
  });

  it('§2 profile remembers the path and opens the login dialog after 4 s', () => {
    expect(guard('profile', { isSubscriber: false, pathname: '/ar/profile/devices', lang: 'ar' })).toEqual({
      allow: false,
      redirect: '/ar',
      rememberPath: '/ar/profile/devices',
      loginDialogAfterMs: 4000,
    });
    expect(guard('profile', { isSubscriber: false })).toMatchObject({ rememberPath: null });
  });

  it('§2 unguarded routes always allow', () => {
    expect(guard('search', { isSubscriber: false })).toEqual({ allow: true });
    expect(guard('unknown', { isSubscriber: false })).toEqual({ allow: true });
  });

  it('§2 home path and static page paths', () => {
    expect(homePath()).toBe('/');
    expect(homePath('ml')).toBe('/ml');
    expect(staticPagePath('terms-of-use', 'en')).toBe('/en/terms-of-use');
    expect(staticPagePath('faq')).toBe('/faq');
    expect(matchRoute(staticPagePath('privacy-policy', 'ar'), []).id).toBe('privacyPolicy.ar');
    expect(hasFixedLangVariant('terms-of-use', 'ar')).toBe(true);
    expect(hasFixedLangVariant('privacy-policy', 'en')).toBe(true);
    expect(hasFixedLangVariant('faq', 'en')).toBe(false);
    expect(hasFixedLangVariant('terms-of-use', 'ml')).toBe(false);
  });

  it('§2 subscription source label follows the route', () => {
    for (const id of ['home', 'home.viewPlanAndCoupon', 'home.viewAllPlans'])
      expect(subscriptionSourceLabel(id), id).toBe('Home-Subscriptions');
    for (const id of ['subscriptionPlans', 'homeless', 'profile', 'details'])
      expect(subscriptionSourceLabel(id), id).toBe('Profile');
  });
});

describe('§2 path builders land on their rows', () => {
  it('§2 detailsPath is the details row and playerPath the player row, with the title slug and the id', () => {
    const c = { objectid: 'MOV-001', title: '  The Desert  Falcon ' };
    expect(detailsPath(c)).toBe('/details/the-desert-falcon/MOV-001');
    expect(playerPath(c)).toBe('/movie/the-desert-falcon/MOV-001/play');
    expect(matchRoute(detailsPath(c), ['en', 'ar'])).toMatchObject({
      id: 'details',
      params: { contentId: 'MOV-001' },
    });
    expect(matchRoute(playerPath(c), ['en', 'ar'])).toMatchObject({
      id: 'player',
      params: { contentId: 'MOV-001' },
    });
  });
  it('§2 titles in any script are encoded; a missing title still gives a segment', () => {
    expect(matchRoute(detailsPath({ objectid: 'SER-001', title: 'رمال الزمن' }), ['en']).id).toBe('details');
    expect(titleSlug(undefined)).toBe('title');
    expect(titleSlug('a/b')).toBe('a%2Fb');
  });
});

describe('§2 static pages', () => {
  it('§2 each static route shows its page; the fixed /en and /ar variants show the same page', () => {
    const of = (path: string, langs: string[]) => staticPageOfRoute(matchRoute(path, langs).id);
    expect(of('/terms-of-use', ['en', 'ar', 'ml'])).toEqual({ page: 'terms-of-use', fixedLang: null });
    // The fixed variants exist even when the provider lacks the language.
    expect(of('/ar/terms-of-use', ['en'])).toEqual({ page: 'terms-of-use', fixedLang: 'ar' });
    expect(of('/en/privacy-policy', ['ar'])).toEqual({ page: 'privacy-policy', fixedLang: 'en' });
    expect(of('/ml/about-us', ['en', 'ml'])).toEqual({ page: 'about-us', fixedLang: null });
    expect(of('/faq', ['en'])?.page).toBe('faq');
    expect(of('/help', ['en'])?.page).toBe('help');
    expect(staticPageOfRoute('details')).toBeNull();
  });
});
