import { launchChromium } from '../e2e/browser';
import { startStack } from '../e2e/stack';
const stack = await startStack();
const browser = await launchChromium();
const ctx = await browser.newContext();
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
});
const t0 = Date.now();
const log: string[] = [];
page.on('request', (r) => log.push(`${Date.now() - t0} start ${r.method()} ${new URL(r.url()).pathname}`));
page.on('requestfinished', (r) => log.push(`${Date.now() - t0} end   ${new URL(r.url()).pathname}`));
await page.goto(stack.appUrl, { waitUntil: 'load' });
await page.getByTestId('poster-card').first().waitFor({ timeout: 60000 });
await page.waitForTimeout(3000);
const lcp = await page.evaluate(
  () =>
    new Promise((res) =>
      new PerformanceObserver((l) => {
        const e = l.getEntries().at(-1) as PerformanceEntry & {
          element?: Element;
          url?: string;
          size?: number;
        };
        res({ t: e.startTime, el: e.element?.outerHTML.slice(0, 140), url: e.url, size: e.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    ),
);
console.log(
  log
    .filter((l) => !l.includes('/posters/') || l.includes('1280'))
    .slice(0, 60)
    .join('\n'),
);
console.log(JSON.stringify(lcp));
await browser.close();
await stack.stop();
