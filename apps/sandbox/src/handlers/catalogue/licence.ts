// The ClearKey licence server: keys only for a live session entitled to the content named in
// the licence URL the stream package gave (SPEC §4 playback eligibility, parental control), as a real licence
// server checks the back-end's authorisation.
import type { IncomingMessage } from 'node:http';
import { EN_MESSAGES } from '@ott/domain';
import { CORS_HEADERS, PAYLOAD_TOO_LARGE, readBody, refuseUnread, sendJson } from '../../http';
import { clearKeyLicence } from '../../media/keys';
import type { Ctx, ExtraCtx, ExtraRoute } from '../../types';
import { checkAccess } from './access';

/** A licence request is a few hundred bytes. */
const LICENCE_BODY_LIMIT = 64 * 1024;

const LICENCE_PATH = '/drm/clearkey';

/** The licence URL of one ClearKey package: the licence is given for that content only. */
export const licenceUrl = (baseUrl: string, contentid: string, packageid: string) =>
  `${baseUrl}${LICENCE_PATH}?${new URLSearchParams({ contentid, packageid })}`;

function headersOf(req: IncomingMessage): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') h.set(k, v);
  return h;
}

const refuse = (x: ExtraCtx, status: number, errorcode: number, reason: string) =>
  sendJson(x.res, status, { errorcode, reason });

export const clearKeyLicenceRoute: ExtraRoute = {
  method: 'POST',
  path: /^\/drm\/clearkey$/,
  async handle(x) {
    const headers = headersOf(x.req);
    const caller = x.state.tokens.caller(headers);
    if (!caller.session) {
      refuseUnread(x.req, x.res, 401, { errorcode: 401, reason: EN_MESSAGES['error.unauthorized'] });
      return;
    }
    const contentid = x.url.searchParams.get('contentid') ?? '';
    const packageid = x.url.searchParams.get('packageid') ?? '';
    const content = x.state.catalogue.content.get(contentid);
    const detail = content?.contentdetails?.find(
      (d) => d.packageid === packageid && (d.drmscheme ?? []).includes('CLEARKEY'),
    );
    if (!content || !detail) {
      refuseUnread(x.req, x.res, 403, { errorcode: 7201, reason: EN_MESSAGES['error.contentNotAccessible'] });
      return;
    }
    const ctx: Ctx = {
      operationId: 'getStreamPackage',
      params: { contentId: contentid },
      query: {},
      body: undefined,
      files: {},
      headers,
      caller,
      state: x.state,
      options: x.options,
      baseUrl: x.baseUrl,
    };
    const access = checkAccess(ctx, content, detail);
    if (access.error) {
      refuseUnread(x.req, x.res, access.error.status, access.error.body);
      return;
    }
    const raw = await readBody(x.req, LICENCE_BODY_LIMIT);
    if (raw === null) {
      refuseUnread(x.req, x.res, 413, PAYLOAD_TOO_LARGE);
      return;
    }
    let licence: ReturnType<typeof clearKeyLicence>;
    try {
      licence = clearKeyLicence(JSON.parse(raw.toString('utf8')));
    } catch {
      refuse(x, 400, 4000, 'Invalid request: a ClearKey licence request is {"kids": string[]}');
      return;
    }
    if (licence.keys.length === 0) {
      refuse(x, 403, 7201, EN_MESSAGES['error.contentNotAccessible']);
      return;
    }
    x.res.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': 'application/json',
      'cache-control': 'no-store',
    });
    x.res.end(JSON.stringify(licence));
  },
};
