// The sandbox's social log-in consent page (provider config `socialLogin.consentURL`), standing in for Facebook's,
// Google's and Apple's popups: the tester picks an account and the page posts `{ type: 'ott-social', provider, token,
// state, name?, email? }` to its opener, only to an origin of the app (`appOrigins`). Tokens: accounts fixture `social`.
import type { ServerResponse } from 'node:http';
import { escapeHtml as esc, sendPage } from '../../http';
import type { ExtraRoute } from '../../types';

const PROVIDERS = {
  FB: { name: 'Facebook', prefix: 'fb' },
  Google: { name: 'Google', prefix: 'google' },
  Apple: { name: 'Apple', prefix: 'apple' },
} as const;
type Provider = keyof typeof PROVIDERS;

interface Choice {
  label: string;
  token: string;
  name?: string;
  email?: string;
}

function choices(provider: Provider): Choice[] {
  const p = PROVIDERS[provider].prefix;
  const list: Choice[] = [
    {
      label: 'Aisha — registered (subscriber 1001)',
      token: `${p}-sandbox-aisha`,
      name: 'Aisha',
      email: 'admin@sandbox.test',
    },
    {
      label: 'Sara — not registered yet (6001: the app signs her up)',
      token: `${p}-sandbox-new`,
      name: 'Sara Sandbox',
      email: `sara.${p}@sandbox.test`,
    },
  ];
  if (provider === 'FB')
    list.push({
      label: 'Faisal — Facebook account without an e-mail address (6003)',
      token: 'fb-sandbox-noemail',
      name: 'Faisal Sandbox',
    });
  return list;
}

const CSS = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
ul{list-style:none;padding:0;display:grid;gap:.5rem}
button{font:inherit;inline-size:100%;text-align:start;padding:.7rem 1rem;border-radius:8px;border:1px solid #99a;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1f4e9c}
.note{color:#556;font-size:.9rem}`;

function send(res: ServerResponse, status: number, body: string) {
  sendPage(res, status, { title: 'Sandbox sign-in', css: CSS, body: `<main>${body}</main>` });
}

export const socialConsentRoute: ExtraRoute = {
  method: 'GET',
  path: /^\/social\/consent$/,
  handle(ctx) {
    const q = ctx.url.searchParams;
    const provider = q.get('provider') as Provider | null;
    const origin = q.get('origin') ?? '';
    const state = q.get('state') ?? '';
    if (!provider || !(provider in PROVIDERS) || !/^[A-Za-z0-9_-]{8,64}$/.test(state)) {
      send(ctx.res, 400, '<h1>Bad sign-in request</h1><p>provider and state are required.</p>');
      return;
    }
    if (!ctx.options.appOrigins.includes(origin)) {
      // Only the app may receive a token: no other page can use this popup to collect one.
      send(
        ctx.res,
        400,
        `<h1>Unknown app</h1><p data-testid="origin-refused">${esc(origin)} is not an origin of this app.</p>`,
      );
      return;
    }
    const name = PROVIDERS[provider].name;
    const items = choices(provider)
      .map(
        (c) =>
          `<li><button type="button" data-message="${esc(
            JSON.stringify({
              type: 'ott-social',
              provider,
              token: c.token,
              state,
              name: c.name,
              email: c.email,
            }),
          )}">${esc(c.label)}</button></li>`,
      )
      .join('');
    send(
      ctx.res,
      200,
      `<h1>Sign in with ${esc(name)} (sandbox)</h1>
<p class="note">A stand-in for ${esc(name)}'s sign-in: choose who signs in. The app at ${esc(origin)} receives a sample token.</p>
<ul>${items}</ul>
<p><button type="button" data-cancel>Cancel</button></p>
<script>
const origin = ${JSON.stringify(origin).replace(/</g, '\\u003c')};
for (const b of document.querySelectorAll('button[data-message]')) {
  b.addEventListener('click', () => {
    if (window.opener) window.opener.postMessage(JSON.parse(b.dataset.message), origin);
    window.close();
  });
}
document.querySelector('[data-cancel]').addEventListener('click', () => window.close());
</script>`,
    );
  },
};
