// Routes outside the contracts: the ClearKey licence server (DESIGN: "DRM licence"), generated posters and the
// pages the sandbox hosts (payment checkout). Areas add theirs to `extraRoutes`.
import { CLEARKEY_KEY_HEX, CLEARKEY_KID_HEX, hexToBase64Url } from '../media/keys';
import type { IncomingMessage } from 'node:http';
import { CORS_HEADERS, readBody, sendJson } from '../http';
import type { ExtraRoute } from '../types';
import { accountsExtraRoutes } from './accounts';
import { catalogueExtraRoutes } from './catalogue';
import { commerceExtraRoutes } from './commerce';
import { pushExtraRoutes } from './push';

/** A licence request is a few hundred bytes. */
const LICENCE_BODY_LIMIT = 64 * 1024;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readBody(req, LICENCE_BODY_LIMIT);
  if (raw === null) return null;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

export const clearKeyLicence: ExtraRoute = {
  method: 'POST',
  path: /^\/drm\/clearkey$/,
  async handle({ req, res }) {
    // W3C ClearKey licence request: { kids: [base64url], type }. Answer the keys we know, as a JWK set.
    const body = (await readJson(req)) as { kids?: unknown } | null;
    const kids = Array.isArray(body?.kids) ? (body.kids as string[]) : [];
    const known = hexToBase64Url(CLEARKEY_KID_HEX);
    const keys = kids
      .filter((k) => k.replace(/=+$/, '') === known)
      .map((kid) => ({ kty: 'oct', kid, k: hexToBase64Url(CLEARKEY_KEY_HEX) }));
    if (keys.length === 0) {
      sendJson(res, 403, { errorcode: 403, reason: 'Content is not accessible' });
      return;
    }
    res.writeHead(200, { ...CORS_HEADERS, 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys, type: 'temporary' }));
  },
};

export const extraRoutes: ExtraRoute[] = [
  clearKeyLicence,
  ...accountsExtraRoutes,
  ...catalogueExtraRoutes,
  ...commerceExtraRoutes,
  ...pushExtraRoutes,
];
