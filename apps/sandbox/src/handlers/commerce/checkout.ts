// The sandbox's checkout page (not a contract operation) at `${baseUrl}/checkout/<referenceid>`: GET shows the payment,
// the payer's saved cards and three buttons; POST records success / failure / pending and redirects to the `returnurl`
// with `referenceid`, `gatewayid`, `status` (and Razorpay's ids), else shows the result. Also the gateway logos.
import type { ServerResponse } from 'node:http';
import {
  CORS_HEADERS,
  escapeHtml as esc,
  PAYLOAD_TOO_LARGE,
  readBody,
  refuseUnread,
  sendPage,
} from '../../http';
import { applyResult, type PaymentRecord } from '../../state/commerce';
import type { ExtraCtx, ExtraRoute } from '../../types';
import { razorpayReturn, safeReturnUrl } from './payments';

const CSS = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1f}
.card{border:1px solid #ccd;border-radius:12px;padding:1.5rem}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{color:#556}
form.choices{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;cursor:pointer;color:#fff}
.success{background:#1a7f37}.failure{background:#c62828}.pending{background:#8a6d00}
.status{font-weight:700}.note{color:#556;font-size:.9rem}`;

function sendHtml(res: ServerResponse, status: number, title: string, body: string) {
  sendPage(res, status, { title, css: CSS, body: `<main class="card">${body}</main>` });
}

function summary(p: PaymentRecord): string {
  const what =
    p.transactionpurpose === 'SUBSCRIPTION' ? `Plan ${p.planid ?? ''}` : `Title ${p.objectid ?? ''}`;
  return `<h1>Sandbox checkout</h1>
<p class="amount" data-testid="amount">${esc(p.amount.toFixed(2))} ${esc(p.currency)}</p>
<dl>
<dt>For</dt><dd data-testid="description">${esc(p.description)}</dd>
<dt>What</dt><dd>${esc(what)} (${esc(p.availabilityid)})</dd>
<dt>Gateway</dt><dd>${esc(p.gatewayid)} (${esc(p.gatewaytype)})</dd>
<dt>Reference</dt><dd data-testid="referenceid">${esc(p.referenceid)}</dd>
<dt>Status</dt><dd class="status" data-testid="status">${esc(p.status)}${p.failurecode ? ` — ${esc(p.failurecode)}` : ''}</dd>
</dl>`;
}

/** The payer's saved cards at this gateway, as a card gateway's page offers them (the app only shows them). */
function savedCards(ctx: ExtraCtx, p: PaymentRecord): string {
  const cards = ctx.state.commerce.cards.filter(
    (c) => c.subscriberid === p.subscriberid && c.gatewayid === p.gatewayid,
  );
  if (p.gatewaytype !== 'CARD' || cards.length === 0) return '';
  const items = cards.map(
    (c) =>
      `<li>${esc(c.brand)} •••• ${esc(c.last4)} (${String(c.expirymonth).padStart(2, '0')}/${c.expiryyear})${c.isdefault ? ' — default' : ''}</li>`,
  );
  return `<p class="note">Saved cards:</p><ul data-testid="saved-cards">${items.join('')}</ul>`;
}

const REFUSED_RETURN =
  '<p class="note" data-testid="return-refused">The return address is not this app\'s, so this page does not go ' +
  'back there. The payment result is shown here; return to the app yourself.</p>';

function page(ctx: ExtraCtx, p: PaymentRecord, returnurl: string | null, refused = false) {
  const open = p.status === 'PENDING' && p.choice === null;
  const hidden = returnurl ? `<input type="hidden" name="returnurl" value="${esc(returnurl)}">` : '';
  const choices = open
    ? `<form class="choices" method="post" action="/checkout/${esc(encodeURIComponent(p.referenceid))}">${hidden}
<button class="success" name="choice" value="success">Success</button>
<button class="failure" name="choice" value="failure">Failure</button>
<button class="pending" name="choice" value="pending">Pending</button>
<label class="note">Failure code
<select name="failurecode">
<option value="CARD_DECLINED">CARD_DECLINED (Gateway)</option>
<option value="INSUFFICIENT_BALANCE">INSUFFICIENT_BALANCE (Gateway)</option>
<option value="APPROVAL_PENDING">APPROVAL_PENDING (User)</option>
</select></label>
</form>
<p class="note">Pending resolves to SUCCESS after ${ctx.options.paymentDelayMs} ms.${p.otp ? ' Carrier billing: the OTP was written to the sandbox log.' : ''}</p>`
    : `<p class="note">This payment is ${esc(p.status.toLowerCase())}; nothing left to choose.</p>`;
  sendHtml(
    ctx.res,
    200,
    `Checkout ${p.referenceid}`,
    summary(p) + savedCards(ctx, p) + (refused ? REFUSED_RETURN : '') + choices,
  );
}

/** The checkout form is a few fields. */
const FORM_LIMIT = 16 * 1024;

async function readForm(ctx: ExtraCtx): Promise<URLSearchParams | null> {
  const body = await readBody(ctx.req, FORM_LIMIT);
  if (body === null) return null;
  const raw = body.toString('utf8');
  if ((ctx.req.headers['content-type'] ?? '').includes('json')) {
    try {
      const o = JSON.parse(raw) as Record<string, unknown>;
      return new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]));
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(raw);
}

function lookup(ctx: ExtraCtx): PaymentRecord | null {
  ctx.state.commerce.settle();
  return ctx.state.commerce.payments.get(decodeURIComponent(ctx.match[1] ?? '')) ?? null;
}

const notFound = (ctx: ExtraCtx) =>
  sendHtml(
    ctx.res,
    404,
    'Payment not found',
    '<h1>Payment not found</h1><p>No payment has this reference.</p>',
  );

const LOGO_COLOURS: Record<string, string> = {
  card: '#1f4e9c',
  upi: '#0b7a3e',
  wallet: '#00baf2',
  netbanking: '#6b3fa0',
  telco: '#e4002b',
};

export const checkoutRoutes: ExtraRoute[] = [
  {
    method: 'GET',
    path: /^\/checkout\/logos\/(card|upi|wallet|netbanking|telco)\.svg$/,
    handle({ res, match }) {
      const type = match[1] ?? 'card';
      res.writeHead(200, {
        ...CORS_HEADERS,
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
      });
      res.end(
        `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48"><rect width="96" height="48" rx="8" fill="${LOGO_COLOURS[type]}"/><text x="48" y="30" font-family="sans-serif" font-size="14" fill="#fff" text-anchor="middle">${type.toUpperCase()}</text></svg>`,
      );
    },
  },
  {
    method: 'GET',
    path: /^\/checkout\/([A-Za-z0-9_-]{1,64})$/,
    handle(ctx) {
      const p = lookup(ctx);
      if (!p) return notFound(ctx);
      const asked = ctx.url.searchParams.get('returnurl');
      const back = safeReturnUrl(asked, ctx.options.appOrigins);
      page(ctx, p, back ?? p.returnurl, Boolean(asked && !back));
    },
  },
  {
    method: 'POST',
    path: /^\/checkout\/([A-Za-z0-9_-]{1,64})$/,
    async handle(ctx) {
      const p = lookup(ctx);
      if (!p) return notFound(ctx);
      const form = await readForm(ctx);
      if (!form) {
        refuseUnread(ctx.req, ctx.res, 413, PAYLOAD_TOO_LARGE);
        return;
      }
      const choice = form.get('choice');
      if (choice !== 'success' && choice !== 'failure' && choice !== 'pending') {
        sendHtml(ctx.res, 400, 'Choose a result', '<h1>Choose Success, Failure or Pending</h1>');
        return;
      }
      const now = ctx.options.now();
      if (p.status === 'PENDING' && p.choice === null) {
        applyResult(ctx.state.commerce, p, choice, now, ctx.options.paymentDelayMs, form.get('failurecode'));
        ctx.options.log(`[commerce] checkout ${p.referenceid}: tester chose ${choice} → ${p.status}`);
      }
      const asked = form.get('returnurl');
      const allowed = safeReturnUrl(asked, ctx.options.appOrigins);
      const back = allowed ?? p.returnurl;
      if (asked && !allowed) {
        // Not the app's own address: no redirect anywhere else (no open redirect); the result is shown here.
        sendHtml(ctx.res, 400, `Payment ${p.status}`, `${summary(p)}${REFUSED_RETURN}`);
        return;
      }
      if (back) {
        const u = new URL(back);
        u.searchParams.set('referenceid', p.referenceid);
        u.searchParams.set('gatewayid', p.gatewayid);
        u.searchParams.set('status', p.status);
        // Razorpay checkout returns its payment's ids (what the app relays to the razorpay callback).
        if (p.gatewayid === 'razorpay' && p.status !== 'FAILED') {
          for (const [k, v] of Object.entries(razorpayReturn(p))) u.searchParams.set(k, v);
        }
        ctx.res.writeHead(303, { ...CORS_HEADERS, location: u.href });
        ctx.res.end();
        return;
      }
      sendHtml(
        ctx.res,
        200,
        `Payment ${p.status}`,
        `${summary(p)}<p class="note">You can close this page.</p>`,
      );
    },
  },
];
