// The deployable security policy: the build's own `_headers` served, the same policy in index.html's <meta>, and
// enforcement — an inline script, an HTML sink without Trusted Types and an inline handler are refused and reported.
// These pages carry `csp-probe` in their URL, so csp-guard.ts does not count their deliberate violations.

import { describe, expect, it } from 'vitest';
import { appUrl, newPage, useJourneyBrowser } from './helpers';
import type { CspReport } from './stack';

const browser = useJourneyBrowser('none');

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values.join(' ')]),
  );

describe('security policy', () => {
  it('the headers of the build are served; the <meta> policy of index.html is the same policy', async () => {
    const res = await fetch(`${appUrl()}/?csp-probe=1`);
    const header = res.headers.get('content-security-policy') ?? '';
    const h = directives(header);
    expect(h.get('script-src')).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'$/);
    expect(h.get('object-src')).toBe("'none'");
    expect(h.get('base-uri')).toBe("'none'");
    expect(h.get('frame-ancestors')).toBe("'none'");
    expect(h.get('require-trusted-types-for')).toBe("'script'");
    expect(h.get('trusted-types')).toBe('ott-sw'); // the service worker's registration (src/service-worker.ts)
    expect(h.get('connect-src')).toMatch(/ws:\/\/127\.0\.0\.1:\d+/); // the realtime database
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');

    const html = await res.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const m = directives(meta);
    // Everything but what a <meta> cannot carry is identical.
    for (const [name, value] of h) {
      if (name === 'frame-ancestors' || name === 'report-uri') expect(m.has(name)).toBe(false);
      else expect(m.get(name), name).toBe(value);
    }
    // The meta comes before the inline script it allows.
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script>'));
  });

  it('an injected inline script, an HTML sink without Trusted Types and an inline event handler are refused and reported', async () => {
    const { page } = await newPage(browser());
    await page.goto(`${appUrl()}/?csp-probe=1`);
    await page.getByTestId('home').waitFor();
    const outcome = await page.evaluate(() => {
      const tried: Record<string, string> = {};
      const attempt = (name: string, f: () => void) => {
        try {
          f();
          tried[name] = 'ran';
        } catch (e) {
          tried[name] = (e as Error).name;
        }
      };
      attempt('script text', () => {
        const s = document.createElement('script');
        s.textContent = 'window.__injected = true';
        document.body.append(s);
      });
      attempt('innerHTML', () => {
        document.body.appendChild(document.createElement('div')).innerHTML =
          '<img src=x onerror="window.__injected=true">';
      });
      // An inline event handler (its attribute is a Trusted Types sink too).
      attempt('inline handler', () => {
        const b = document.body.appendChild(document.createElement('button'));
        b.setAttribute('onclick', 'window.__injected = true');
        b.click();
      });
      return { tried, injected: (window as { __injected?: boolean }).__injected === true };
    });
    expect(outcome.injected).toBe(false);
    expect(outcome.tried).toEqual({
      'script text': 'TypeError',
      innerHTML: 'TypeError',
      'inline handler': 'TypeError',
    });
    await expect
      .poll(async () => {
        const reports = (await (await fetch(`${appUrl()}/__csp-report`)).json()) as CspReport[];
        return new Set(
          reports
            .filter((r) => String(r['document-uri']).includes('csp-probe'))
            .map((r) => r['effective-directive'] ?? r['violated-directive']),
        );
      })
      .toEqual(new Set(['require-trusted-types-for']));
  });
});
