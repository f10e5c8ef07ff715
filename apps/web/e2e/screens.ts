// Every SPEC §2 screen: its address, what shows it is ready, who sees it (s subscriber, v visitor) and a last step.
// Shared by `npm run screenshots` and the accessibility journey, so both walk the same screens.
import type { Page } from 'playwright-core';

const click = (testId: string) => (p: Page) => p.getByTestId(testId).first().click();
export type Row = [
  name: string,
  route: string,
  waitFor: string,
  who: 's' | 'v' | 'sv',
  then?: (p: Page) => Promise<unknown>,
];
// `{l}` is the language prefix (none for en); routes without it show in the stored display language (§2).
export const SCREENS: Row[] = [
  ['home', '{l}', 'poster-card', 'sv'],
  ['section-live', '{l}/screen/live', 'poster-live', 's'],
  ['section-music', '{l}/screen/music', 'poster-card', 's'],
  ['section-movies', '{l}/movies', 'poster-card', 's'],
  ['collection', '{l}/collections/home-malayalam', 'content-grid', 's'],
  ['genre-list', '/detailComponent/genre/Drama', 'content-grid', 's'],
  ['continue-watching', '{l}/seeallcontinuewatch', 'continue-watching-item|continue-watching-empty', 's'],
  ['details-movie', '{l}/details/the-desert-falcon/MOV-001', 'details', 'sv'],
  ['details-series', '{l}/details/series/SER-001/season/SER-001-S1', 'episodes', 's'],
  ['details-trailers', '{l}/details/series/SER-001/trailer', 'trailers', 's'],
  ['details-related', '{l}/details/series/SER-001/related', 'related', 's'],
  ['search', '{l}/search/the', 'search-input', 's'],
  ['search-popular', '{l}/search', 'search-input', 's'],
  ['watchlist', '{l}/watchlist', 'watchlist', 's'],
  ['notifications', '{l}/notifications', 'notifications', 'sv'],
  ['plans', '{l}/subscription-plans', 'plan-card', 'sv'],
  ['plans-checkout', '{l}/subscription-plans/PLAN-QUARTERLY-HD', 'plan-card', 's'],
  ['payment-status', '{l}/payment/REF-UNKNOWN', 'payment-unknown', 's'],
  ['purchase', '{l}/purchase/MOV-012/AV-RENT-2', 'payment-modes', 's'],
  ['account', '{l}/profile/account', 'account-details', 's'],
  ['account-devices', '{l}/profile/devices', 'devices', 's'],
  ['account-parental', '{l}/profile/parental-control', 'parental-panel', 's'],
  ['account-plans', '{l}/profile/plans', 'my-plan', 's'],
  ['account-bills', '{l}/profile/bills', 'bill', 's'],
  ['account-purchases', '{l}/profile/purchases', 'my-purchase', 's'],
  ['account-tickets', '{l}/profile/tickets', 'ticket', 's'],
  [
    'ticket-view',
    '{l}/profile/tickets',
    'ticket',
    's',
    async (p) => {
      await p.getByTestId('ticket').first().locator('a').click();
      await p.getByTestId('ticket-view').waitFor();
    },
  ],
  // After the ticket view: the open form hides the list (same address, so the next row would find no ticket).
  ['ticket-new', '{l}/profile/tickets', 'ticket-new', 's', click('ticket-new')],
  ['profiles-switch', '{l}/switchprofile', 'profiles-switch', 's'],
  ['profiles-manage', '{l}/addProfileCheck', 'profiles-manage', 's'],
  ['profile-add', '{l}/addprofile', 'profile-editor', 's'],
  ['pairing-code', '{l}/pairing', 'pairing-code', 's'],
  ['pairing-tv', '{l}/pairing', 'pairing-pin', 'v'],
  ['downloads', '{l}/downloads', 'main', 's'],
  ['about-us', '{l}/about-us', 'static-page', 'v'],
  ['faq', '{l}/faq', 'static-page', 'v'],
  ['terms', '{l}/terms-of-use', 'static-page', 'v'],
  ['privacy', '{l}/privacy-policy', 'static-page', 'v'],
  ['not-found', '{l}/no/such/page/here', 'main', 'v'],
  ['email-verify', '/emailVerify?token=bad', 'main', 'v'],
  ['cast', '/cast', 'main', 's'],
  ['player', '/movie/free/MOV-007/play', 'player', 's'],
  [
    'player-menu',
    '/movie/free/MOV-007/play',
    'player',
    's',
    async (p) => {
      await p.getByTestId('player-stage').hover();
      await click('subtitles-menu')(p);
    },
  ],
];

/** Shows a screen by in-app navigation (the router follows popstate: a reload per screen costs most of a walk). */
async function showScreen(page: Page, lang: string, [name, route, waitFor, , then]: Row): Promise<string[]> {
  const problems: string[] = [];
  const url = route.replace('{l}', lang === 'en' ? '' : `/${lang}`) || '/';
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
    scrollTo(0, 0);
  }, url);
  // `a|b`: either test id shows the screen is ready (a list, or its empty state).
  const ready = (ids: string) =>
    (ids === 'main'
      ? page.locator('main')
      : page.locator(
          ids
            .split('|')
            .map((id) => `[data-testid="${id}"]`)
            .join(', '),
        )
    ).first();
  await ready(waitFor)
    .waitFor({ timeout: 8000 })
    .catch(() => problems.push(`${name} ${lang}: no ${waitFor}`));
  if (then)
    await then(page).catch((e: Error) => problems.push(`${name} ${lang}: ${e.message.split('\n')[0]}`));
  return problems;
}

/**
 * Walks `rows` seen by `who` in `lang` from the app at `appUrl`, calling `atScreen` on each once it shows (with what
 * went wrong showing it). The display language is stored on the prefixed page, so unprefixed routes show in it too.
 * The page is left at the end, which stops the walk's playback as a closed tab does (the next walk may play).
 */
export async function walkScreens(
  page: Page,
  appUrl: string,
  lang: string,
  who: 's' | 'v',
  rows: Row[],
  atScreen: (row: Row, problems: string[]) => Promise<void>,
): Promise<void> {
  await page.goto(`${appUrl}/${lang === 'en' ? '' : lang}`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  for (const row of rows) if (row[3].includes(who)) await atScreen(row, await showScreen(page, lang, row));
  await page.goto('about:blank');
}
