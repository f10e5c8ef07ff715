import path from 'node:path';
import { launchChromium } from '../e2e/browser';
import { loginAt } from '../e2e/login';
import { startStack } from '../e2e/stack';
const outDir = '/tmp/commerce/shots';
const stack = await startStack();
const browser = await launchChromium();
const sizes = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } };
try {
  for (const lang of ['en', 'ar']) {
    for (const [sizeName, viewport] of Object.entries(sizes)) {
      const ctx = await browser.newContext({ viewport });
      const page = await ctx.newPage();
      await loginAt(page, stack.appUrl, 'admin@sandbox.test', 'Sandbox#123');
      const prefix = lang === 'en' ? '' : `/${lang}`;
      const shot = async (name: string) => {
        await page.waitForTimeout(800);
        const file = path.join(outDir, `${name}-${lang}-${sizeName}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      };
      await page.goto(`${stack.appUrl}${prefix}/subscription-plans/PLAN-QUARTERLY-HD`);
      await page.getByTestId('payment-modes').waitFor({ timeout: 20000 });
      await page.getByTestId('coupon-input').fill('EXPIRED1');
      await page.getByTestId('coupon-apply').click();
      await page.getByTestId('coupon-error').waitFor();
      await shot('plans');
      await page.getByTestId('pay-button').click();
      await page.waitForURL(/checkout/);
      const ref = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      await page.goto(`${stack.appUrl}${prefix}/payment/${ref}`);
      await page.getByTestId('payment-processing').waitFor();
      await shot('processing');
      await page.goto(`${stack.sandbox.url}/checkout/${ref}`);
      await page.locator('select[name="failurecode"]').selectOption('APPROVAL_PENDING');
      await page.getByRole('button', { name: 'Failure', exact: true }).click();
      await page.goto(`${stack.appUrl}${prefix}/payment/${ref}`);
      await page.getByTestId('payment-failed').waitFor();
      await shot('failed');
      await page.getByTestId('payment-retry').click();
      await page.waitForURL(/checkout/);
      await page.getByRole('button', { name: 'Success', exact: true }).click();
      await page.getByTestId('payment-success').waitFor();
      await shot('success');
      await page.goto(`${stack.appUrl}${prefix}/purchase/MOV-012/AV-RENT-2`);
      await page.getByTestId('payment-modes').waitFor();
      await shot('purchase');
      for (const tab of ['plans', 'bills', 'purchases']) {
        await page.goto(`${stack.appUrl}${prefix}/profile/${tab}`);
        await page.locator('.commerce-item').first().waitFor();
        if (tab === 'plans') await page.getByTestId('my-plan-cancel').first().click();
        if (tab === 'bills') await page.getByTestId('bill-details').first().click();
        await shot(`my-${tab}`);
      }
      await ctx.close();
    }
  }
} finally {
  await browser.close();
  await stack.stop();
}
