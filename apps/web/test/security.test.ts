// The security policy builder (security.ts) and the production build's secret check (vite.config.ts).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  analyticsSdk,
  configuredSources,
  contentSecurityPolicy,
  hashSource,
  headersFile,
  inlineHashes,
  parseHeadersFile,
  securityHeaders,
  socialSdks,
} from '../security';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const input = {
  scriptHashes: [hashSource('console.log(1)')],
  styleHashes: [hashSource('body{margin:0}')],
  origins: ['http://127.0.0.1:7000'],
  sockets: ['ws://127.0.0.1:7001'],
};

describe('security policy', () => {
  it('hashes exactly the inline scripts and styles of the HTML (not the external scripts)', () => {
    const html =
      '<script>console.log(1)</script><script type="module" src="/a.js"></script><style>body{margin:0}</style>';
    expect(inlineHashes(html)).toEqual({
      scriptHashes: [input.scriptHashes[0]],
      styleHashes: [input.styleHashes[0]],
    });
    expect(hashSource('console.log(1)')).toBe("'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='");
  });

  it('is strict: hashed scripts only, no objects, no base, Trusted Types with only the service worker policy, the configured origins', () => {
    const policy = contentSecurityPolicy(input, 'header');
    expect(policy).toContain(`script-src 'self' ${input.scriptHashes[0]};`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("require-trusted-types-for 'script'; trusted-types ott-sw;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:7000 ws://127.0.0.1:7001;");
    expect(policy).toContain("media-src 'self' http://127.0.0.1:7000 blob:;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // A <meta> cannot carry frame-ancestors or report-uri.
    const meta = contentSecurityPolicy({ ...input, reportUri: '/r' }, 'meta');
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).not.toContain('report-uri');
    expect(contentSecurityPolicy({ ...input, reportUri: '/r' }, 'header')).toContain('report-uri /r');
  });

  it('social sign-in SDKs (VITE_SOCIAL_SDKS) add only their documented sources and the one ott-social policy', () => {
    const google = contentSecurityPolicy({ ...input, social: socialSdks('Google') }, 'header');
    expect(google).toContain('https://accounts.google.com/gsi/client');
    expect(google).toContain('frame-src https://accounts.google.com/gsi/;');
    expect(google).toContain('trusted-types ott-sw ott-social;');
    expect(google).not.toContain('facebook');
    const none = contentSecurityPolicy({ ...input, social: socialSdks('') }, 'header');
    expect(none).toContain("frame-src 'none'");
    expect(none).toContain('trusted-types ott-sw;');
    expect(() => socialSdks('Google,Myspace')).toThrow(/Myspace/);
    expect(socialSdks('FB, Apple,FB')).toEqual(['FB', 'Apple']);
  });

  it('§7 Firebase Analytics (VITE_ANALYTICS=firebase) adds gtag.js, its collection hosts and the SDK policy, only then', () => {
    const on = contentSecurityPolicy({ ...input, analytics: analyticsSdk('firebase') }, 'header');
    expect(on).toContain(`script-src 'self' ${input.scriptHashes[0]} https://www.googletagmanager.com;`);
    expect(on).toContain('https://*.google-analytics.com https://*.analytics.google.com');
    expect(on).toContain('https://firebaseinstallations.googleapis.com');
    expect(on).toContain('trusted-types ott-sw firebase-js-sdk-policy;');
    expect(on).toContain("frame-src 'none'");
    const off = contentSecurityPolicy({ ...input, analytics: analyticsSdk(undefined) }, 'header');
    expect(off).toBe(contentSecurityPolicy(input, 'header'));
    expect(off).not.toMatch(/google|firebase/);
    expect(() => analyticsSdk('segment')).toThrow(/segment/);
  });

  it('development adds only what the dev client needs (its socket, injected styles); scripts stay hashed', () => {
    const dev = contentSecurityPolicy({ ...input, dev: { hmrSocket: 'ws://127.0.0.1:5173' } }, 'header');
    expect(dev).toContain("style-src 'self' 'unsafe-inline'");
    expect(dev).toContain('ws://127.0.0.1:5173');
    expect(dev).toContain(`script-src 'self' ${input.scriptHashes[0]};`);
  });

  it('origins come from the config URL and OTT_CSP_SOURCES; websockets are connect-only; junk is refused', () => {
    expect(
      configuredSources({
        VITE_CONFIG_URL: 'https://config.example.com/provider.json',
        OTT_CSP_SOURCES: 'https://api.example.com, wss://rt.example.com ,https://api.example.com/x',
      }),
    ).toEqual({
      origins: ['https://config.example.com', 'https://api.example.com'],
      sockets: ['wss://rt.example.com'],
    });
    expect(() => configuredSources({ OTT_CSP_SOURCES: 'javascript:alert(1)' })).toThrow(/not an http/);
  });

  it('writes a _headers file the e2e server reads back unchanged', () => {
    const headers = securityHeaders(input);
    expect(parseHeadersFile(headersFile(headers))).toEqual(headers);
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Content-Type-Options',
      'Cross-Origin-Opener-Policy',
    ]);
  });
});

describe('production build without a configured secret', () => {
  it('fails with one clear line instead of shipping the sandbox sample', () => {
    const env = { ...process.env };
    delete env.VITE_OTT_SECRET;
    let stderr = '';
    let code = 0;
    try {
      execFileSync(
        path.join(webDir, '../../node_modules/.bin/vite'),
        ['build', '--outDir', '/tmp/ott-no-secret'],
        {
          cwd: webDir,
          env,
          stdio: 'pipe',
        },
      );
    } catch (e) {
      const err = e as { status: number; stderr: Buffer };
      code = err.status;
      stderr = err.stderr.toString();
    }
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((l) => l.trim());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^VITE_OTT_SECRET is not set: a production build needs the provider's configured secret/,
    );
  });
});
