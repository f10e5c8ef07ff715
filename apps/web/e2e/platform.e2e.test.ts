// SPEC §1 platform label: Web or MobWeb, computed from the browser and sent where the contracts carry it
// — the device identity of registration and the log-in query. The sandbox records it per device (My Devices).

import { describe, expect, it } from 'vitest';
import { FREE, login, sandboxUrl, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('test');

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

/** Logs in from a browser dressed as `ua` (and `touchPoints` on a Mac), then reads this device's entry in My Devices. */
async function platformRecorded(ua: string | undefined, touchPoints?: number): Promise<string | undefined> {
  const context = await browser().newContext({
    viewport: { width: 1280, height: 800 },
    ...(ua ? { userAgent: ua } : {}),
  });
  if (touchPoints !== undefined)
    await context.addInitScript((n) => {
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => n });
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
    }, touchPoints);
  const page = await context.newPage();
  await login(page, ...FREE);
  const { token, device } = await page.evaluate(() => ({
    token: localStorage.getItem('sessionToken'),
    device: localStorage.getItem('random'),
  }));
  await context.close();
  expect(token).toBeTruthy();
  const r = await fetch(`${sandboxUrl()}/sms/subscriberv2/v1/device`, {
    headers: { 'x-session': token ?? '' },
  });
  const list = (await r.json()) as { data: { deviceId: string; platform?: string }[] };
  return list.data.find((d) => d.deviceId === device)?.platform;
}

describe('§1 the platform label reaches the back-end', () => {
  it('§1 a desktop browser is Web', async () => {
    expect(await platformRecorded(undefined)).toBe('Web');
  });
  it('§1 a mobile user agent is MobWeb', async () => {
    expect(await platformRecorded(UA.iphone)).toBe('MobWeb');
  });
  it('§1 a Mac with more than 2 touch points is MobWeb; with none it is Web', async () => {
    expect(await platformRecorded(UA.mac, 5)).toBe('MobWeb');
    expect(await platformRecorded(UA.mac, 0)).toBe('Web');
  });
}, 120_000);
