// The sandbox consent page of social log-in (provider config socialLogin.consentURL): it stands in for the providers'
// popups, answers only an origin of the app, and offers the README's sample tokens, which log in (Aisha), are not
// registered (6001) or have no e-mail (6003).
import { describe, expect, it } from 'vitest';
import { useSandbox } from './helpers';

const t = useSandbox({ appOrigins: ['http://app.test:5173'] });
const consent = (q: Record<string, string>) =>
  fetch(`${t.sandbox.url}/social/consent?${new URLSearchParams(q)}`).then(async (r) => ({
    status: r.status,
    html: await r.text(),
  }));
const state = 'a1b2c3d4e5f6a7b8';

describe('social consent page', () => {
  it('the provider config points at it', async () => {
    const cfg = await fetch(`${t.sandbox.url}/config/provider.json`).then((r) => r.json());
    expect(cfg.socialLogin.consentURL).toBe(`${t.sandbox.url}/social/consent`);
  });

  it('offers the sample tokens, posting only to the app origin it was given', async () => {
    const fb = await consent({ provider: 'FB', origin: 'http://app.test:5173', state });
    expect(fb.status).toBe(200);
    for (const token of ['fb-sandbox-aisha', 'fb-sandbox-new', 'fb-sandbox-noemail'])
      expect(fb.html).toContain(`&quot;token&quot;:&quot;${token}&quot;`);
    expect(fb.html).toContain('const origin = "http://app.test:5173"');
    const google = await consent({ provider: 'Google', origin: 'http://app.test:5173', state });
    expect(google.html).toContain('google-sandbox-new');
    expect(google.html).not.toContain('noemail');
  });

  it('refuses an origin that is not the app, an unknown provider and a missing state', async () => {
    const other = await consent({ provider: 'FB', origin: 'http://evil.test', state });
    expect(other.status).toBe(400);
    expect(other.html).not.toContain('sandbox-aisha');
    expect((await consent({ provider: 'Myspace', origin: 'http://app.test:5173', state })).status).toBe(400);
    expect((await consent({ provider: 'FB', origin: 'http://app.test:5173', state: '' })).status).toBe(400);
  });

  it('its tokens behave as the README says (§4 Login: success, 6001, 6003)', async () => {
    const headers = { authorization: `Bearer ${t.sandbox.state().tokens.issueDevice('dev-social')}` };
    const login = (q: Record<string, string>) =>
      fetch(`${t.sandbox.url}/sms/subscriberv2/v1/login?${new URLSearchParams(q)}`, { headers }).then((r) =>
        r.json(),
      );
    expect((await login({ logintype: 'Google', gtoken: 'google-sandbox-aisha' })).success).toBeTruthy();
    expect((await login({ logintype: 'Google', gtoken: 'google-sandbox-new' })).errorcode).toBe(6001);
    expect((await login({ logintype: 'FB', fbToken: 'fb-sandbox-noemail' })).errorcode).toBe(6003);
  });
});
