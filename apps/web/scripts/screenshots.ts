// `npm run screenshots [filter]`: a PNG of every SPEC §2 screen (the table below) in en, ar and ml at 1366x768 and
// 390x844, as a subscriber and, where the screen differs, as a visitor, plus the account dialog's steps, into
// <repo>/screenshots (ignored by git). A filter keeps the rows whose name contains it. Look at them before calling a screen done.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@ott/e2e-kit/browser';
import { sandboxControls } from '@ott/e2e-kit/controls';
import { loginAt } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { startStack } from '../e2e/stack';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
mkdirSync(outDir, { recursive: true });
const filter = process.argv[2] ?? '';
const sizes = { desktop: { width: 1366, height: 768 }, mobile: { width: 390, height: 844 } };
const click = (testId: string) => (p: Page) => p.getByTestId(testId).first().click();
type Row = [
  name: string,
  route: string,
  waitFor: string,
  who: 's' | 'v' | 'sv',
  then?: (p: Page) => Promise<unknown>,
];
// `{l}` is the language prefix (none for en); routes without it show in the stored display language (§2).
const table: Row[] = [
  ['home', '{l}', 'poster-card', 'sv'],
  ['section-live', '{l}/screen/live', 'poster-live', 's'],
  ['section-music', '{l}/screen/music', 'poster-card', 's'],
  ['section-movies', '{l}/movies', 'poster-card', 's'],
  ['collection', '{l}/collections/home-malayalam', 'content-grid', 's'],
  ['genre-list', '/detailComponent/genre/Drama', 'content-grid', 's'],
  ['continue-watching', '{l}/seeallcontinuewatch', 'continue-watching-item', 's'],
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
const rows = table.filter(([name]) => name.includes(filter));

async function shoot(
  page: Page,
  lang: string,
  size: string,
  who: 's' | 'v',
  [name, route, waitFor, , then]: Row,
) {
  const url = route.replace('{l}', lang === 'en' ? '' : `/${lang}`) || '/';
  // In-app navigation (the router follows popstate): a reload per screen costs most of the run's time.
  await page.evaluate((u) => {
    history.pushState(null, '', u);
    dispatchEvent(new PopStateEvent('popstate'));
    scrollTo(0, 0);
  }, url);
  const ready = (id: string) => (id === 'main' ? page.locator('main') : page.getByTestId(id)).first();
  await ready(waitFor)
    .waitFor({ timeout: 8000 })
    .catch(() => console.warn(`${name} ${lang}: no ${waitFor}`));
  if (then)
    await then(page).catch((e: Error) => console.warn(`${name} ${lang}: ${e.message.split('\n')[0]}`));
  await page.waitForTimeout(name.startsWith('player') ? 2500 : 800);
  const file = path.join(outDir, `${name}${who === 'v' ? '-visitor' : ''}-${lang}-${size}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

const stack = await startStack();
const browser = await launchChromium();
try {
  for (const lang of ['en', 'ar', 'ml']) {
    for (const [size, viewport] of Object.entries(sizes)) {
      for (const who of ['s', 'v'] as const) {
        const ctx = await browser.newContext({ viewport });
        const page = await ctx.newPage();
        // The display language is stored on a prefixed page (after log-in, which opens an unprefixed English page),
        // so unprefixed routes show in it too.
        if (who === 's') await loginAt(page, stack.appUrl, 'admin@sandbox.test', 'Sandbox#123');
        await page.goto(`${stack.appUrl}/${lang === 'en' ? '' : lang}`);
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        for (const row of rows) if (row[3].includes(who)) await shoot(page, lang, size, who, row);
        await ctx.close();
      }
      if (!'auth'.includes(filter)) continue;
      // The account dialog's steps as a visitor; a fresh sandbox keeps each round's reset under the §8 SMS limit.
      await sandboxControls(stack.sandbox.url).reset();
      const ctx = await browser.newContext({ viewport });
      const page = await ctx.newPage();
      await page.goto(`${stack.appUrl}/${lang === 'en' ? '' : lang}`);
      await page.getByTestId('header-login').click();
      const dialog = page.getByTestId('login-dialog');
      await dialog.waitFor();
      const shot = async (name: string) => {
        await page.waitForTimeout(400);
        const file = path.join(outDir, `auth-${name}-${lang}-${size}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      };
      await shot('login');
      await dialog.getByTestId('login-signup').click();
      await dialog.getByTestId('signup-submit').click(); // the §5 messages at each field
      await shot('signup');
      await dialog.getByTestId('signup-name').fill('Noura Hashimi');
      await dialog.getByTestId('signup-identifier').fill(`noura.${lang}.${size}@sandbox.test`);
      await dialog.getByTestId('signup-password').fill('Joined#123');
      await dialog.getByTestId('signup-confirm-password').fill('Joined#123');
      await dialog.getByTestId('signup-dob-year').selectOption('1999');
      await dialog.getByTestId('signup-dob-month').selectOption('07');
      await dialog.getByTestId('signup-dob-day').selectOption('21');
      await dialog.getByTestId('signup-gender-F').check();
      await dialog.getByTestId('signup-captcha-input').fill('SANDBOX'); // the sandbox's answer that always passes
      await dialog.getByTestId('signup-submit').click();
      await dialog.getByTestId('otp-input').waitFor();
      await shot('otp');
      await dialog.getByTestId('auth-back').click();
      await dialog.getByTestId('login-forgot').click();
      await dialog.getByTestId('forgot-identifier').fill('free@sandbox.test');
      await dialog.getByTestId('forgot-submit').click();
      await dialog.getByTestId('reset-otp').waitFor();
      await shot('reset');
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
