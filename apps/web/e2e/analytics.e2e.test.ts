// End-to-end: SPEC §4 (user properties, the likes' live-event put) and §7 (rated, user-action) through Firebase
// Analytics in Chromium, under the policy a VITE_ANALYTICS=firebase build ships. Google is out of reach: the SDK's
// calls are answered here and gtag.js is a stub that turns what the SDK queues for it into GA4 collect hits.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { userProperties } from '@ott/domain';
import { likeEventPayload } from '@ott/domain/likes';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../security';
import { newPage, useJourneyBrowser } from './helpers';

const browser = useJourneyBrowser('none');
const here = path.dirname(fileURLToPath(import.meta.url));
const CONFIG = { apiKey: 'test-key', projectId: 'ott-test', appId: '1:42:web:7', measurementId: 'G-OTT1234' };

/** gtag.js as far as these hits go: each queued event (`send_to` routes it) becomes a hit with the user properties. */
const GTAG_STUB = `(() => {
  const up = {};
  const send = (c) => {
    if (c[0] === 'config' && c[2] && c[2].user_properties) Object.assign(up, c[2].user_properties);
    if (c[0] !== 'event') return;
    const q = new URLSearchParams({ v: '2', tid: ${JSON.stringify(CONFIG.measurementId)}, en: c[1] });
    for (const [k, v] of Object.entries(c[2] || {})) if (k !== 'send_to') q.set((typeof v === 'number' ? 'epn.' : 'ep.') + k, String(v));
    for (const [k, v] of Object.entries(up)) q.set('up.' + k, String(v));
    void fetch('https://region1.google-analytics.com/g/collect?' + q, { method: 'POST', keepalive: true });
  };
  const dl = window.dataLayer;
  for (const c of dl) send(c);
  const push = dl.push.bind(dl);
  dl.push = (...cs) => { for (const c of cs) send(c); return push(...cs); };
})();`;

/** A page whose module calls the app's analytics as the config and a build that admits them choose them. */
async function analyticsPage() {
  const entry = `
    import { analyticsFor } from ${JSON.stringify(path.resolve(here, '../../../packages/app/src/services/analytics.ts'))};
    const a = await analyticsFor({ firebase: ${JSON.stringify(CONFIG)} }, { firebaseAnalytics: true });
    a.setUserProperties(${JSON.stringify(userProperties({ planstartdate: '2026-01-01' }))});
    a.event('user-action', { action: 'watchlist-add', contentid: 'MOV-007' });
    a.event('rated', { contentid: 'MOV-007', likestatus: 'LIKE' });
    a.event('LikeDislike', ${JSON.stringify(likeEventPayload('MOV-007', { like: 4, dislike: 1 }))});`;
  const bundle = await build({
    stdin: { contents: entry, resolveDir: here, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  const js = bundle.outputFiles[0]?.text ?? '';
  const policy = contentSecurityPolicy(
    { scriptHashes: [], styleHashes: [], origins: [], sockets: [], analytics: true, reportUri: '/csp' },
    'header',
  );
  const reports: unknown[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/csp') {
      req.on('data', (c: Buffer) => reports.push(JSON.parse(c.toString())));
      req.on('end', () => res.writeHead(204).end());
      return;
    }
    const isJs = req.url === '/a.js';
    res.writeHead(200, {
      'content-type': isJs ? 'text/javascript' : 'text/html',
      'content-security-policy': policy,
    });
    res.end(isJs ? js : '<!doctype html><title>analytics</title><script type="module" src="/a.js"></script>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  return { url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`, reports, server };
}

describe('analytics (§4, §7)', () => {
  it('§4 §7 Firebase Analytics sends the user property and the user-action, rated and LikeDislike events', async () => {
    const { url, reports, server } = await analyticsPage();
    const { page, context } = await newPage(browser());
    const gtag: string[] = [];
    const hits: URLSearchParams[] = [];
    await context.route('https://firebase.googleapis.com/**', (route) =>
      route.fulfill({ json: { appId: CONFIG.appId, measurementId: CONFIG.measurementId } }),
    );
    await context.route('https://firebaseinstallations.googleapis.com/**', (route) =>
      route.fulfill({
        json: {
          name: 'projects/42/installations/fid',
          fid: 'cOtt0000000000000000000',
          refreshToken: 'refresh',
          authToken: { token: 'auth', expiresIn: '604800s' },
        },
      }),
    );
    await context.route('https://www.googletagmanager.com/gtag/js**', (route) => {
      gtag.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB });
    });
    await context.route('https://*.google-analytics.com/g/collect**', (route) => {
      hits.push(new URL(route.request().url()).searchParams);
      return route.fulfill({ status: 204 });
    });
    await page.goto(url);
    await expect.poll(() => hits.length).toBe(3);
    // The SDK's own script URL, through its Trusted Types policy (the build's policy admits that one).
    expect(gtag).toEqual([`https://www.googletagmanager.com/gtag/js?l=dataLayer&id=${CONFIG.measurementId}`]);
    const sent = hits.map((h) =>
      Object.fromEntries([...h].filter(([k]) => /^(en|tid|ep\.|epn\.|up\.)/.test(k))),
    );
    const common = { tid: CONFIG.measurementId, 'up.subscription_status': 'PAID' };
    expect(sent).toEqual([
      { ...common, en: 'user_action', 'ep.action': 'watchlist-add', 'ep.contentid': 'MOV-007' },
      { ...common, en: 'rated', 'ep.contentid': 'MOV-007', 'ep.likestatus': 'LIKE' },
      {
        ...common,
        en: 'LikeDislike',
        'ep.category': 'CONTENT',
        'ep.event': 'LikeDislike',
        'ep.contentid': 'MOV-007',
        'epn.likecount': '4',
        'epn.dislikecount': '1',
      },
    ]);
    expect(reports).toEqual([]);
    await context.close();
    server.close();
  });
});
