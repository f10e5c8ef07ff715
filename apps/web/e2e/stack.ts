// The whole product for end-to-end tests, benchmarks and screenshots: the back-ends (@ott/e2e-kit/backends), a
// production build of the web app pointed at them, and a static server with SPA fallback. Everything stops with stop().
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startBackends } from '@ott/e2e-kit/backends';
import { SAMPLE_SECRET, type Sandbox } from '@ott/sandbox';
import { inlineHashes, parseHeadersFile } from '../security';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(webDir, '../..');

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface Stack {
  appUrl: string;
  /** Content-Security-Policy violation reports the browser sent to the static server (report-uri). */
  cspReports: CspReport[];
  sandbox: Sandbox;
  realtimeUrl: string;
  distDir: string;
  /** Serves another build of the app (made for this stack's ports, see `startStack({ ports })`) on its own port. */
  serve(dir: string): Promise<string>;
  stop(): Promise<void>;
}

export interface CspReport {
  'document-uri'?: string;
  'violated-directive'?: string;
  'effective-directive'?: string;
  'blocked-uri'?: string;
  'source-file'?: string;
  'line-number'?: number;
}

/** Where the static server collects violation reports, and where tests read them (GET). */
export const CSP_REPORT_PATH = '/__csp-report';

/**
 * Serves a built app like a production host: the security headers of the build's own `_headers` file (with a
 * report-uri added, so violations reach the tests), gzip for clients that accept it, long-lived caching of hashed
 * assets, and every other path → index.html (client-side routes).
 */
function serveDist(
  dir: string,
  reports: CspReport[],
  rewrite: (text: string) => string = (t) => t,
): Promise<{ server: Server; url: string }> {
  const served = new Map<string, Buffer>();
  const gz = new Map<string, Buffer>();
  // A rewritten inline script has another hash: the policy (header and <meta>) follows it.
  // (None yet for a stack started without a build: bench-play serves prebuilt ones beside it.)
  const indexFile = path.join(dir, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
  const hashes = inlineHashes(index).scriptHashes.map((h, i) => [
    h,
    inlineHashes(rewrite(index)).scriptHashes[i] ?? h,
  ]);
  const text = (t: string) => hashes.reduce((r, [a = '', b = '']) => r.replaceAll(a, b), rewrite(t));
  const security = existsSync(path.join(dir, '_headers'))
    ? parseHeadersFile(text(readFileSync(path.join(dir, '_headers'), 'utf8')))
    : {};
  if (security['Content-Security-Policy'])
    security['Content-Security-Policy'] += `; report-uri ${CSP_REPORT_PATH}`;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === CSP_REPORT_PATH) {
      if (req.method === 'POST') {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          try {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { 'csp-report'?: CspReport };
            if (body['csp-report']) reports.push(body['csp-report']);
          } catch {
            reports.push({ 'violated-directive': 'unparsable report' });
          }
          res.writeHead(204).end();
        });
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reports));
      return;
    }
    let file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    const ext = path.extname(file);
    // The next build, as the service worker test stands for it: a browser whose cookie asks gets a sw.js that differs.
    const next =
      url.pathname === '/sw.js' && /(?:^|;\s*)ott-e2e-build=next(?:;|$)/.test(req.headers.cookie ?? '');
    const headers: Record<string, string> = {
      ...security,
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'cache-control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    };
    // A build does not change while it is served: each file is read, rewritten and packed once.
    let body = served.get(file);
    if (!body) {
      body = readFileSync(file);
      if (/\.(html|js|css|json)$/.test(ext)) body = Buffer.from(text(body.toString('utf8')));
      served.set(file, body);
    }
    if (next) body = Buffer.concat([body, Buffer.from('\n// the next build\n')]);
    if (
      !next &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
      /\.(html|js|css|json|svg)$/.test(ext)
    ) {
      let packed = gz.get(file);
      if (!packed) {
        packed = gzipSync(body);
        gz.set(file, packed);
      }
      body = packed;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
    }),
  );
}

/** The build's addresses of `from`'s back-ends turned into `to`'s: one build serves several stacks. */
function retarget(from: Stack, to: { sandbox: { url: string }; realtimeUrl: string }) {
  const pairs = (
    [
      [from.sandbox.url, to.sandbox.url],
      [from.realtimeUrl, to.realtimeUrl],
    ] as const
  ).map(
    ([a, b]) =>
      [new RegExp(`${new URL(a).host.replaceAll('.', '\\.')}(?!\\d)`, 'g'), new URL(b).host] as const,
  );
  return (text: string) => pairs.reduce((t, [a, b]) => t.replace(a, b), text);
}

/**
 * The back-ends, a production build pointed at them and its server. `from`: no build of its own, `from`'s build
 * served with this stack's addresses (journey files running side by side each get a stack).
 */
export async function startStack(
  opts: { build?: boolean; ports?: { sandbox: number; realtime: number }; from?: Stack } = {},
): Promise<Stack> {
  const backends = await startBackends({ productionRules: true, ports: opts.ports });
  const { sandbox, realtimeUrl } = backends;
  const distDir = opts.from?.distDir ?? mkdtempSync(path.join(tmpdir(), 'ott-web-'));
  if (opts.build !== false && !opts.from) {
    // Not synchronous: the build calls the sandbox, which answers from this process (vite.config.ts firstVisitHome).
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: webDir,
        env: {
          ...process.env,
          VITE_CONFIG_URL: `${sandbox.url}/config/provider.json`,
          // A build against the sandbox: its sample secret, and its realtime database in the policy.
          VITE_OTT_SECRET: SAMPLE_SECRET,
          OTT_CSP_SOURCES: new URL(realtimeUrl).origin.replace(/^http/, 'ws'),
        },
      },
    );
  }
  const cspReports: CspReport[] = [];
  const web = await serveDist(distDir, cspReports, opts.from && retarget(opts.from, backends));
  sandbox.options.appOrigins.push(web.url); // the checkout page may return to this app (and nowhere else)
  const extra: Server[] = [];
  return {
    appUrl: web.url,
    cspReports,
    sandbox,
    realtimeUrl,
    distDir,
    async serve(dir) {
      const more = await serveDist(dir, cspReports);
      extra.push(more.server);
      sandbox.options.appOrigins.push(more.url);
      return more.url;
    },
    async stop() {
      for (const s of extra) {
        s.closeAllConnections();
        await new Promise<void>((r) => s.close(() => r()));
      }
      web.server.closeAllConnections();
      await new Promise<void>((r) => web.server.close(() => r()));
      await backends.close();
      if (!opts.from) rmSync(distDir, { recursive: true, force: true });
    },
  };
}
