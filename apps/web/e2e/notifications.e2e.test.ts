// Notifications end to end: the production build under its CSP with the sandbox push channel (apps/sandbox/README.md):
// SPEC §3 stored notifications, §4 push topics, §2 push action → route, §5 / §9 time. Screenshots (en, ar; 1280 and
// 390 px) go to $OTT_SHOTS_DIR when it is set.
import path from 'node:path';
import { logOutThroughMenu, profileMenuButton } from '@ott/e2e-kit/login';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  login,
  sandbox,
  sandboxUrl,
  seriousA11yViolations,
  twoTabs,
  useJourneyBrowser,
} from './helpers';

const browser = useJourneyBrowser('file');

const SHOTS = process.env.OTT_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
};

const send = (body: Record<string, string>) => sandbox().sendNotification(body);
const pushState = (token: string) => sandbox().pushState(token);
const deviceIdOf = (p: Page) => p.evaluate(() => localStorage.getItem('random') ?? '');
const bell = (p: Page) => p.getByTestId('notification-bell');
const bellName = (p: Page) => bell(p).getAttribute('aria-label');
const stored = (p: Page) =>
  p.evaluate(
    () =>
      JSON.parse(localStorage.getItem('notifications') ?? '{}') as Record<
        string,
        { messageId: string; isRead: boolean }[]
      >,
  );

describe('notifications', () => {
  it('§3 §4 §2 a subscriber with two tabs: a sent notification shows in both, opening it in one reads it in both and routes; log-out unsubscribes', async () => {
    const { a, b } = await twoTabs(browser());
    await login(a, ...ADMIN);
    await profileMenuButton(a).waitFor();
    await profileMenuButton(b).waitFor({ timeout: 5000 });
    const token = await deviceIdOf(a);
    expect(token).toMatch(/^\d{16}$/);
    expect(await deviceIdOf(b)).toBe(token);
    // §4 Login: the browser's token is on BROADCAST, PC, the subscriber id and the country; both tabs listen.
    await expect.poll(async () => (await pushState(token)).topics, { timeout: 10000 }).toContain('1001');
    expect((await pushState(token)).topics).toEqual(expect.arrayContaining(['BROADCAST', 'PC']));
    await expect.poll(async () => (await pushState(token)).streams, { timeout: 10000 }).toBe(2);
    expect(await bellName(a)).toBe('Notifications');

    const sent = await send({
      subscriberid: '1001',
      title: 'The Desert Falcon is here',
      message: 'A falconer races across the Empty Quarter. Watch it tonight.',
      imageURL: `${sandboxUrl()}/posters/MOV-001/landscape/640x360.svg`,
      action: 'VIEW',
      contentid: 'MOV-001',
    });
    expect(sent.delivered).toBe(2);
    for (const p of [a, b])
      await expect.poll(() => bellName(p), { timeout: 5000 }).toBe('Notifications, 1 unread');
    expect(await b.getByTestId('notification-count').textContent()).toBe('1');
    // §3 stored once for the subscriber, unread, although both tabs received it.
    const book = await stored(a);
    expect(Object.keys(book)).toEqual(['1001']);
    expect(book['1001']?.map((n) => [n.messageId, n.isRead])).toEqual([[sent.messageId, false]]);

    await shot(a, 'bell-en-1280');
    await bell(a).click();
    await a.waitForURL(/\/notifications$/);
    const item = a.getByTestId('notification');
    await item.waitFor();
    expect(await item.textContent()).toContain('The Desert Falcon is here');
    expect(await item.textContent()).toMatch(/now|second|minute/); // §5 relative under 24 h
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await seriousA11yViolations(a)).toEqual([]);
    await shot(a, 'list-en-1280');

    // Opening it in tab A: read in both tabs, and its push action routes to the content's details (§2).
    await item.click();
    await a.waitForURL(/\/viewContent\/MOV-001$/);
    await a.getByTestId('details').waitFor();
    expect(await a.getByTestId('details').getAttribute('data-objectid')).toBe('MOV-001');
    for (const p of [a, b]) await expect.poll(() => bellName(p), { timeout: 5000 }).toBe('Notifications');
    expect(await b.getByTestId('notification-count').count()).toBe(0);

    // The list in Arabic (RTL), with one read and one unread item, at 1280 and 390 px.
    await send({
      subscriberid: '1001',
      title: 'Your ticket has a reply',
      message: 'Support answered ticket 1',
      action: 'TICKET',
      ticketid: '1',
    });
    await expect.poll(() => bellName(b), { timeout: 5000 }).toBe('Notifications, 1 unread');
    await b.goto(`${appUrl()}/ar/notifications`);
    await b.getByTestId('notification').first().waitFor();
    expect(await b.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await bell(b).getAttribute('aria-label')).toBe('الإشعارات، 1 غير مقروء');
    expect(await b.getByTestId('notification').count()).toBe(2);
    expect(await seriousA11yViolations(b)).toEqual([]);
    await shot(b, 'list-ar-1280');
    await b.setViewportSize({ width: 390, height: 844 });
    await shot(b, 'list-ar-390');
    await a.setViewportSize({ width: 390, height: 844 });
    // Back to English (the Arabic page above stored its language for the whole browser, §3 setDisplayLanguageCode).
    await a.goto(`${appUrl()}/en/notifications`);
    await a.getByTestId('notification').first().waitFor();
    await shot(a, 'list-en-390');

    // Mark all read.
    await a.getByTestId('notifications-mark-all').click();
    for (const p of [a, b])
      await expect
        .poll(() => bell(p).getAttribute('aria-label'), { timeout: 5000 })
        .toMatch(/^(Notifications|الإشعارات)$/);

    // §4 Logout: the subscriber and country topics go; a notification to the subscriber afterwards reaches no tab.
    await logOutThroughMenu(a);
    await expect
      .poll(async () => (await pushState(token)).topics, { timeout: 10000 })
      .toEqual(['BROADCAST', 'PC']);
    await a
      .getByRole('button', { name: /^log in$/i })
      .first()
      .waitFor({ timeout: 10000 });
    await b
      .getByRole('button', { name: /تسجيل الدخول|log in/i })
      .first()
      .waitFor({ timeout: 10000 });
    const late = await send({
      subscriberid: '1001',
      title: 'After log-out',
      action: 'VIEW',
      contentid: 'MOV-002',
    });
    expect(late.tokens).toBe(0);
    expect(late.delivered).toBe(0); // the push service's own answer: no stream got it, so no tab can show it
    expect(await bellName(a)).toBe('Notifications');
    expect(JSON.stringify(await stored(a))).not.toContain('After log-out');
    // The subscriber's notifications went with the local data (§4 Logout).
    expect(Object.keys(await stored(a))).not.toContain('1001');
  });

  it('§3 a visitor receives a BROADCAST notification, stored under the device id; the empty state before it', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${appUrl()}/notifications`);
    await page.getByTestId('notifications-empty').waitFor();
    await shot(page, 'empty-en-390');
    const token = await deviceIdOf(page);
    expect(token).toMatch(/^\d{16}$/);
    await expect.poll(async () => (await pushState(token)).streams, { timeout: 10000 }).toBe(1);
    expect((await pushState(token)).topics).toEqual(['BROADCAST', 'PC']);

    const sent = await send({
      topic: 'BROADCAST',
      title: 'Ramadan offer: 30 days free',
      message: 'Redeem FREEMONTH on the monthly plan.',
      action: 'REDEEM',
      planid: 'PLAN-MONTHLY-HD',
      couponid: 'FREEMONTH',
    });
    expect(sent.delivered).toBeGreaterThanOrEqual(1);
    await expect.poll(() => bellName(page), { timeout: 5000 }).toBe('Notifications, 1 unread');
    const book = await stored(page);
    expect(Object.keys(book)).toEqual([token]);
    expect(book[token]?.[0]).toMatchObject({ messageId: sent.messageId, isRead: false });
    await page.getByTestId('notification').waitFor();
    await shot(page, 'visitor-en-390');
    // §2 REDEEM with plan and coupon → /viewPlanAndCoupon/{planId}/{couponId}.
    await page.getByTestId('notification').click();
    await page.waitForURL(/\/viewPlanAndCoupon\/PLAN-MONTHLY-HD\/FREEMONTH$/);
    await expect.poll(() => bellName(page), { timeout: 5000 }).toBe('Notifications');
  });
});
