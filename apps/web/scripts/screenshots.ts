// `npm run screenshots`: PNGs of Home, details, search, player, watchlist, plans, rent/buy, the account page and its
// tabs (Help and support with the feedback form), the profile screens, TV pairing and the account dialog's steps, in en and ar, at desktop and mobile
// sizes, into <repo>/screenshots (ignored by git). Look at them before calling a screen done.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@ott/e2e-kit/browser';
import { loginAt } from '@ott/e2e-kit/login';
import { startStack } from '../e2e/stack';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
mkdirSync(outDir, { recursive: true });
const stack = await startStack();
const browser = await launchChromium();
const sizes = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
const pages: [string, string, string][] = [
  ['home', '/', 'poster-card'],
  ['live', '/screen/live', 'poster-live'],
  ['music', '/screen/music', 'poster-card'],
  ['details', '/details/series/SER-001', 'details'],
  ['search', '/search/the', 'search-input'],
  ['player', '/movie/free/MOV-007/play', 'player'],
  ['watchlist', '/watchlist', 'watchlist'],
  ['account', '/profile/account', 'account-details'],
  ['account-devices', '/profile/devices', 'devices'],
  ['pairing-code', '/pairing', 'pairing-code'],
  ['plans', '/subscription-plans/PLAN-QUARTERLY-HD', 'payment-modes'],
  ['purchase', '/purchase/MOV-012/AV-RENT-2', 'payment-modes'],
  ['my-plans', '/profile/plans', 'my-plan'],
  ['my-bills', '/profile/bills', 'bill'],
  ['my-purchases', '/profile/purchases', 'my-purchase'],
  ['switch-profile', '/switchprofile', 'profiles-switch'],
  ['manage-profiles', '/addProfileCheck', 'profiles-manage'],
  ['add-profile', '/addprofile', 'profile-editor'],
  ['parental-control', '/profile/parental-control', 'parental-panel'],
  ['tickets-feedback', '/profile/tickets', 'feedback-form'],
];
/** Screens of a visitor (no log-in): this browser as the TV showing its pairing PIN. */
const visitorPages: [string, string, string][] = [['pairing-tv', '/pairing', 'pairing-pin']];
try {
  for (const lang of ['en', 'ar']) {
    for (const [sizeName, viewport] of Object.entries(sizes)) {
      const ctx = await browser.newContext({ viewport });
      const page = await ctx.newPage();
      // Log in once per context so the watchlist and continue-watching render.
      await loginAt(page, stack.appUrl, 'admin@sandbox.test', 'Sandbox#123');
      for (const [name, route, testId] of pages) {
        // SPEC §2: the player route has no language prefix; it shows in the stored display language.
        const prefix = lang === 'en' || name === 'player' ? '' : `/${lang}`;
        await page.goto(stack.appUrl + prefix + (route === '/' ? '' : route) || '/');
        await page
          .getByTestId(testId)
          .first()
          .waitFor({ timeout: 20000 })
          .catch(() => undefined);
        await page.waitForTimeout(name === 'player' ? 2500 : 1200);
        const file = path.join(outDir, `${name}-${lang}-${sizeName}.png`);
        await page.screenshot({ path: file });
        console.log(file);
        if (name === 'player') {
          // The player's own controls, shown, with the subtitles menu open.
          await page
            .getByTestId('player-stage')
            .hover()
            .catch(() => undefined);
          await page
            .getByTestId('subtitles-menu')
            .click()
            .catch(() => undefined);
          await page.waitForTimeout(300);
          const menu = path.join(outDir, `player-menu-${lang}-${sizeName}.png`);
          await page.screenshot({ path: menu });
          console.log(menu);
        }
      }
      await ctx.close();
      const visitor = await browser.newContext({ viewport });
      const vpage = await visitor.newPage();
      for (const [name, route, testId] of visitorPages) {
        await vpage.goto(stack.appUrl + (lang === 'en' ? '' : `/${lang}`) + route);
        await vpage
          .getByTestId(testId)
          .first()
          .waitFor({ timeout: 20000 })
          .catch(() => undefined);
        await vpage.waitForTimeout(1200);
        const file = path.join(outDir, `${name}-${lang}-${sizeName}.png`);
        await vpage.screenshot({ path: file });
        console.log(file);
      }
      await visitor.close();
    }
  }
  // The account dialog's steps (log in, sign up, OTP, forgot password), as a visitor.
  for (const lang of ['en', 'ar']) {
    for (const [sizeName, viewport] of Object.entries(sizes)) {
      // Each round asks for a password reset: a fresh sandbox keeps the fourth one under the §8 6217 SMS limit.
      await fetch(`${stack.sandbox.url}/__sandbox/reset`, { method: 'POST' });
      const ctx = await browser.newContext({ viewport });
      const page = await ctx.newPage();
      await page.goto(`${stack.appUrl}${lang === 'en' ? '/' : `/${lang}`}`);
      await page.getByTestId('header-login').click();
      const dialog = page.getByTestId('login-dialog');
      await dialog.waitFor();
      const shot = async (name: string) => {
        await page.waitForTimeout(400);
        const file = path.join(outDir, `auth-${name}-${lang}-${sizeName}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      };
      await shot('login');
      await dialog.getByTestId('login-signup').click();
      await dialog.getByTestId('signup-submit').click(); // the §5 messages at each field
      await shot('signup');
      await dialog.getByTestId('signup-name').fill('Noura Hashimi');
      await dialog.getByTestId('signup-identifier').fill(`noura.${lang}.${sizeName}@sandbox.test`);
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
