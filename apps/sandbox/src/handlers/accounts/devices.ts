// SMS tag "devices": My Devices (list, sign a device out), the TV pairing PIN and image upload (+ the route that serves
// uploaded images back).
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CORS_HEADERS, sendJson } from '../../http';
import { deviceKey, devicesOf, MAX_IMAGE_BYTES, TV_PIN_LIFETIME_MS } from '../../state/accounts';
import type { Ctx, ExtraRoute, Handler } from '../../types';
import { paged } from '../paging';
import { endDeviceSessions, startSession } from './session';
import {
  bodyOf,
  deviceJson,
  invalid,
  notFound,
  pairingInvalid,
  payloadNotFound,
  queryOf,
  unauthorized,
} from './util';

const sessionOf = (ctx: Ctx) => {
  const s = ctx.caller.session;
  return s && ctx.state.accounts.subscribers.has(s.subscriberid) ? s : null;
};

/** GET device?status&page&pagesize — the subscriber's devices, most recently seen first. */
export const listDevices: Handler<'listDevices'> = (ctx) => {
  const session = sessionOf(ctx);
  if (!session) return unauthorized();
  const q = queryOf<'listDevices'>(ctx);
  const all = devicesOf(ctx.state.accounts, session.subscriberid)
    .filter((d) => !q.status || d.status === q.status)
    .sort((a, b) => b.lastseen - a.lastseen);
  const { data, totalcount } = paged(all, q, 15);
  return { status: 200, body: { data: data.map(deviceJson), totalcount } };
};

/** PUT device/{deviceId} (JSON) — ACTIVE/INACTIVE; making a device INACTIVE ends its sessions (signs it out). */
export const updateDeviceStatus: Handler<'updateDeviceStatus'> = (ctx) => {
  const session = sessionOf(ctx);
  if (!session) return unauthorized();
  const deviceId = ctx.params.deviceId ?? '';
  const device = ctx.state.accounts.devices.get(deviceKey(session.subscriberid, deviceId));
  if (!device) return notFound();
  const { status } = bodyOf<'updateDeviceStatus'>(ctx);
  device.status = status;
  if (status === 'INACTIVE') endDeviceSessions(ctx, session.subscriberid, deviceId);
  return { status: 200, body: { data: deviceJson(device) } };
};

/**
 * POST device/pin (JSON, device token) — the TV pairing screen. Without `pin`: a new 6-digit PIN (valid 5 minutes).
 * With `pin`: `paired: false` until a subscriber enters it (pairTvDevice); then, once, `paired: true` with the session
 * and refresh tokens and the profile.
 */
export const requestTvPin: Handler<'requestTvPin'> = (ctx) => {
  const deviceId = ctx.caller.deviceId;
  if (!deviceId) return unauthorized();
  const acc = ctx.state.accounts;
  const now = ctx.options.now();
  const b = bodyOf<'requestTvPin'>(ctx);
  if (b.pin === undefined) {
    for (const [pin, p] of acc.tvPairings)
      if (p.deviceId === deviceId || p.expiresAt <= now) acc.tvPairings.delete(pin);
    let pin: string;
    do pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
    while (acc.tvPairings.has(pin));
    acc.tvPairings.set(pin, {
      pin,
      deviceId,
      deviceos: b.deviceos ?? acc.registeredDevices.get(deviceId)?.deviceos ?? 'OTHER',
      devicename: b.devicename ?? null,
      expiresAt: now + TV_PIN_LIFETIME_MS,
      pairedTo: null,
    });
    ctx.options.log(`TV pairing code for device ${deviceId}: ${pin}`);
    return { status: 200, body: { data: { pin, paired: false, expiresIn: TV_PIN_LIFETIME_MS / 1000 } } };
  }
  const pairing = acc.tvPairings.get(b.pin);
  if (!pairing || pairing.deviceId !== deviceId) return pairingInvalid();
  if (!pairing.pairedTo) {
    if (pairing.expiresAt <= now) {
      acc.tvPairings.delete(b.pin);
      return pairingInvalid();
    }
    return {
      status: 200,
      body: { data: { pin: b.pin, paired: false, expiresIn: Math.ceil((pairing.expiresAt - now) / 1000) } },
    };
  }
  acc.tvPairings.delete(b.pin);
  const { subscriberid, profileid } = pairing.pairedTo;
  if (!acc.subscribers.has(subscriberid)) return pairingInvalid();
  const login = startSession(ctx, subscriberid, {
    profileid,
    deviceId,
    devicetype: 'TV',
    deviceos: pairing.deviceos,
  });
  return {
    status: 200,
    body: {
      data: {
        pin: b.pin,
        paired: true,
        expiresIn: 0,
        success: login.success,
        refreshtoken: login.refreshtoken,
        profileid,
      },
    },
  };
};

/** Width and height of a PNG or JPEG, from its header; null for anything else. */
function imageInfo(bytes: Uint8Array): { type: string; width: number | null; height: number | null } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    bytes.length >= 24 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47
  ) {
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return { type: 'image/jpeg', width: null, height: null };
      const marker = bytes[i + 1] as number;
      const len = view.getUint16(i + 2);
      const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isSof) return { type: 'image/jpeg', width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      i += 2 + len;
    }
    return { type: 'image/jpeg', width: null, height: null };
  }
  return null;
}

/** POST image/v1/upload (multipart) — a PNG or JPEG kept in memory, served at /sms/image/v1/files/<imageid>. */
export const uploadImage: Handler<'uploadImage'> = async (ctx) => {
  const session = sessionOf(ctx);
  if (!session) return unauthorized();
  const file = ctx.files.file?.[0];
  if (!file) return payloadNotFound();
  if (file.size > MAX_IMAGE_BYTES) return invalid('File too large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The bytes decide; the declared type is the fallback (a proxy in front may re-encode a binary part).
  const declared = file.type === 'image/png' || file.type === 'image/jpeg' ? file.type : null;
  const info = imageInfo(bytes) ?? (declared ? { type: declared, width: null, height: null } : null);
  if (!info) return invalid('Invalid request: the file must be a PNG or JPEG image');
  const acc = ctx.state.accounts;
  // 128 random bits: an image id is never guessed from another (they were sequential).
  const imageid = `img-${randomBytes(16).toString('hex')}`;
  acc.images.set(imageid, {
    imageid,
    subscriberid: session.subscriberid,
    bytes,
    contentType: info.type,
    width: info.width,
    height: info.height,
  });
  return {
    status: 200,
    body: {
      data: {
        imageid,
        url: `${ctx.baseUrl}/sms/image/v1/files/${imageid}?sig=${imageSignature(acc.imageKey, imageid, session.subscriberid)}`,
        ...(info.width !== null ? { width: info.width } : {}),
        ...(info.height !== null ? { height: info.height } : {}),
      },
    },
  };
};

/** The owner's signature of an image address: HMAC-SHA-256(imageid:subscriberid), as a CDN signs a private URL. */
function imageSignature(key: Buffer, imageid: string, subscriberid: string): string {
  return createHmac('sha256', key).update(`${imageid}:${subscriberid}`).digest('base64url');
}

/**
 * GET /sms/image/v1/files/<imageid> — an uploaded image, to its owner only: the owner's X-SESSION, or the signed
 * address the upload answered (an avatar's <img> sends no header). Anything else is 404, as for an unknown id.
 */
export const imageFileRoute: ExtraRoute = {
  method: 'GET',
  path: /^\/sms\/image\/v1\/files\/([A-Za-z0-9-]+)$/,
  handle({ req, res, url, match, state }) {
    const acc = state.accounts;
    const img = acc.images.get(match[1] ?? '');
    const session = state.tokens.caller(
      new Headers({ 'x-session': String(req.headers['x-session'] ?? '') }),
    ).session;
    const given = Buffer.from(url.searchParams.get('sig') ?? '');
    const expected = img ? Buffer.from(imageSignature(acc.imageKey, img.imageid, img.subscriberid)) : null;
    const signed = expected !== null && given.length === expected.length && timingSafeEqual(given, expected);
    if (!img || !(signed || session?.subscriberid === img.subscriberid)) {
      sendJson(res, 404, { errorcode: 4040, reason: 'Not found' });
      return;
    }
    res.writeHead(200, {
      ...CORS_HEADERS,
      'content-type': img.contentType,
      'content-length': String(img.bytes.byteLength),
      'cache-control': 'private, max-age=3600',
    });
    res.end(img.bytes);
  },
};
