// `npm run start:mock`'s front (scripts/lib/mock-front.ts) before the suite's Prism mocks: a provider config that
// validates and names the mocks, posters and media that Prism cannot serve, and CMS answers pointing at them.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMockFront } from '../../../scripts/lib/mock-front';
import { OPERATIONS } from '../src/generated/operations';
import { checkResponse } from '../testing/contract';
import { runNodeClient } from './node-client';

const ports = inject('prismPorts');
let front: Awaited<ReturnType<typeof startMockFront>>;

beforeAll(async () => {
  front = await startMockFront({ port: 0, mockPorts: ports });
});
afterAll(() => front?.close());

const op = (id: string) => OPERATIONS.find((o) => o.operationId === id)!;

describe('the mocks front of npm run start:mock', () => {
  it('serves a contract-valid provider config on the mocks, without what needs the sandbox (SPEC §3)', async () => {
    const res = await fetch(`${front.url}/config/provider.json`);
    const config = await res.json();
    expect(checkResponse(op('getProviderConfig'), res.status, 'application/json', config)).toBeNull();
    expect(config.providerDetails.baseURLs).toEqual({
      vSMS: `http://127.0.0.1:${ports.sms}`,
      vCMS: `${front.url}/cms`,
      vCRM: `http://127.0.0.1:${ports.crm}`,
      vCHARGE: `http://127.0.0.1:${ports.charge}`,
      vDRM: `${front.url}/drm`,
    });
    expect(config.screens.length).toBeGreaterThan(0);
    expect(config).not.toHaveProperty('realtime');
    expect(config).not.toHaveProperty('socialLogin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("answers the CMS mock's titles with poster and trailer addresses it serves", async () => {
    const res = await fetch(`${front.url}/cms/subscriber/v1/content?pagesize=5`, {
      headers: { Authorization: 'Bearer dt.mock' },
    });
    const body = await res.json();
    expect(checkResponse(op('listContent'), res.status, 'application/json', body)).toBeNull();
    const urls = JSON.stringify(body).match(/https?:\/\/[^"]+\/(posters|media)\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) expect(u.startsWith(`${front.url}/`)).toBe(true);

    const poster = await fetch(urls.find((u) => u.includes('/posters/MOV-001/'))!);
    expect(poster.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await poster.text()).toContain('The Desert Falcon');
    const trailer = await fetch(`${front.url}/media/trailer/manifest.mpd`);
    expect([trailer.status, trailer.headers.get('content-type')]).toEqual([200, 'application/dash+xml']);
  });

  it('passes the other config-host calls to the config mock, and says DRM needs the sandbox', async () => {
    const res = await fetch(`${front.url}/public/country-codes.json`);
    expect(
      checkResponse(op('listCountryCodes'), res.status, 'application/json', await res.json()),
    ).toBeNull();
    const drm = await fetch(`${front.url}/drm/licence`, { method: 'POST' });
    expect(drm.status).toBe(501);
  });

  it('runs examples/node-client.ts on the mocks: the Prefer header picks the 6110 example (SPEC §8)', async () => {
    const out = await runNodeClient(`${front.url}/config/provider.json`);
    expect(out).toMatch(/^MOV-001 {2}The Desert Falcon$/m);
    expect(out).toContain('log-in refused: ApiError 6110 (Invalid Credential, HTTP 400)');
  }, 240_000);
});
