// What `npm run start:mock` puts before the Prism mocks: the config host (a provider config whose base URLs are the
// mocks), the sandbox's posters and media (Prism serves no files), and the CMS mock under /cms with the absolute
// poster and media addresses of its examples pointed here. Run as a script (tsx): listens on MOCK_PORT_BASE + 5.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ProviderConfig } from '@ott/sdk/hooks/config';
import { parsePosterPath, posterSvg } from '../../apps/sandbox/src/media/posters';
import { serveStatic } from '../../apps/sandbox/src/media/static';

const MOCK_BACKENDS = ['sms', 'cms', 'crm', 'charge', 'config'] as const;
type MockBackend = (typeof MOCK_BACKENDS)[number];

/** The ports of `npm run mock` (scripts/mock.mjs): one per back-end from `base`, in MOCK_BACKENDS order. */
const mockPortsFrom = (base: number) =>
  Object.fromEntries(MOCK_BACKENDS.map((b, i) => [b, base + i])) as Record<MockBackend, number>;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEDIA_ROOT = path.join(root, 'apps/sandbox/media');
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

/** Absolute poster and media addresses in an answer (any host: the examples name the CMS mock's default port). */
const FILE_URL = /https?:\/\/[^/"\s]+\/(posters|media)\//g;

/**
 * The config mock's provider config (the contract's `sandbox` example) with the mocks' base URLs, the CMS through this
 * front (`front`). What nothing here serves is left out, so the app hides it instead of failing: realtime (likes,
 * watchlist), social log-in, push.
 */
async function mockProviderConfig(
  front: string,
  ports: Record<MockBackend, number>,
): Promise<ProviderConfig> {
  const answer = await fetch(`http://127.0.0.1:${ports.config}/config/provider.json`, {
    headers: { Prefer: 'example=sandbox' },
  });
  const config = (await answer.json()) as ProviderConfig;
  const mock = (b: MockBackend) => `http://127.0.0.1:${ports[b]}`;
  config.providerDetails.baseURLs = {
    vSMS: mock('sms'),
    vCMS: `${front}/cms`,
    vCRM: mock('crm'),
    vCHARGE: mock('charge'),
    vDRM: `${front}/drm`,
  };
  delete config.realtime;
  delete config.socialLogin;
  delete config.push;
  return config;
}

/** Titles and categories of the sandbox catalogue, so a poster shows its title as in the sandbox. */
function catalogueTitles() {
  const c = JSON.parse(readFileSync(path.join(root, 'apps/sandbox/fixtures/catalogue.json'), 'utf8'));
  const titles = new Map<string, { title: string; category: string }>();
  for (const i of c.items ?? []) titles.set(i.objectid, { title: i.title, category: i.category });
  for (const g of c.genres ?? []) titles.set(g.genreid, { title: g.title?.en ?? g.name, category: 'GENRE' });
  return titles;
}

/** Starts the front on 127.0.0.1:`port` (0: a free one). */
export async function startMockFront(options: {
  port: number;
  mockPorts: Record<MockBackend, number>;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const { port, mockPorts } = options;
  const titles = catalogueTitles();
  let front = '';
  const send = (res: ServerResponse, status: number, headers: Record<string, string>, body: string) => {
    res.writeHead(status, { ...CORS, ...headers });
    res.end(body);
  };
  const json = (res: ServerResponse, status: number, value: unknown) =>
    send(res, status, { 'content-type': 'application/json' }, JSON.stringify(value));

  /** Forwards to a mock; JSON answers get their file addresses pointed at this front. */
  async function proxy(
    req: IncomingMessage,
    res: ServerResponse,
    backend: MockBackend,
    pathAndQuery: string,
  ) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c);
    const headers = { ...req.headers } as Record<string, string>;
    delete headers.host;
    delete headers['content-length'];
    let answer: Response;
    try {
      answer = await fetch(`http://127.0.0.1:${mockPorts[backend]}${pathAndQuery}`, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
    } catch {
      json(res, 502, { errorcode: 502, reason: `the ${backend} mock does not answer (npm run mock)` });
      return;
    }
    const out = Object.fromEntries(
      [...answer.headers].filter(
        ([k]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(k),
      ),
    );
    let body = Buffer.from(await answer.arrayBuffer());
    if ((answer.headers.get('content-type') ?? '').includes('json'))
      body = Buffer.from(body.toString('utf8').replace(FILE_URL, (_, kind: string) => `${front}/${kind}/`));
    res.writeHead(answer.status, out);
    res.end(body);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', front);
    const local = /^\/(config\/provider\.json|posters\/|media\/|drm(\/|$))/.test(url.pathname);
    if (req.method === 'OPTIONS' && local) {
      send(
        res,
        204,
        { 'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*' },
        '',
      );
      return;
    }
    if (url.pathname === '/config/provider.json') {
      mockProviderConfig(front, mockPorts).then(
        (config) => json(res, 200, config),
        () => json(res, 502, { errorcode: 502, reason: 'the config mock does not answer (npm run mock)' }),
      );
    } else if (url.pathname.startsWith('/posters/')) {
      const p = parsePosterPath(url.pathname);
      if (p?.format !== 'svg') return json(res, 404, { errorcode: 404, reason: 'No such poster (SVG only)' });
      const t = titles.get(p.id) ?? { title: p.id, category: 'MOVIE' };
      send(
        res,
        200,
        { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        posterSvg({ id: p.id, ...t, type: p.type, width: p.width, height: p.height }),
      );
    } else if (url.pathname.startsWith('/media/')) {
      if (!serveStatic(req, res, { root: MEDIA_ROOT, prefix: '/media' }))
        json(res, 404, { errorcode: 404, reason: 'No such media file' });
    } else if (local) {
      json(res, 501, {
        errorcode: 501,
        reason: 'No DRM licence server on the mocks: use the sandbox (npm start)',
      });
    } else if (url.pathname.startsWith('/cms/')) {
      void proxy(req, res, 'cms', url.pathname.slice('/cms'.length) + url.search);
    } else {
      void proxy(req, res, 'config', url.pathname + url.search);
    }
  });
  // Longer than a client's idle keep-alive: a reused socket closed by the server meanwhile is an ECONNRESET.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  front = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url: front,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = Number(process.env.MOCK_PORT_BASE ?? 4010);
  const front = await startMockFront({ port: base + MOCK_BACKENDS.length, mockPorts: mockPortsFrom(base) });
  console.log(`front listening on ${front.url}`);
}
