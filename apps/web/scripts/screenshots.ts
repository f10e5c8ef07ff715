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
import { type Row, SCREENS, walkScreens } from '../e2e/screens';
import { startStack } from '../e2e/stack';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
mkdirSync(outDir, { recursive: true });
const filter = process.argv[2] ?? '';
const sizes = { desktop: { width: 1366, height: 768 }, mobile: { width: 390, height: 844 } };
const rows = SCREENS.filter(([name]) => name.includes(filter));

async function shoot(
  page: Page,
  lang: string,
  size: string,
  who: 's' | 'v',
  [name]: Row,
  problems: string[],
) {
  for (const problem of problems) console.warn(problem);
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
        if (who === 's') await loginAt(page, stack.appUrl, 'admin@sandbox.test', 'Sandbox#123');
        await walkScreens(page, stack.appUrl, lang, who, rows, (row, problems) =>
          shoot(page, lang, size, who, row, problems),
        );
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
