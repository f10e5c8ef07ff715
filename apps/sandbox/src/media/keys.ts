// ClearKey SAMPLE key of the encrypted test stream (apps/sandbox/media/clearkey/): public values, the ASCII of
// "ott-sandbox-kid1" / "ott-sandbox-key1", never to be reused for real content. scripts/media/make-media.sh reads the
// two hex constants below from this file, so the licence endpoint, the tests and the media agree.

/** Key id (KID), 16 bytes as 32 lowercase hex digits. */
export const CLEARKEY_KID_HEX = '6f74742d73616e64626f782d6b696431';
/** Content key, 16 bytes as 32 lowercase hex digits. */
export const CLEARKEY_KEY_HEX = '6f74742d73616e64626f782d6b657931';

/** Hex → base64url without padding (the encoding W3C ClearKey licences use). */
export function hexToBase64Url(hex: string): string {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error(`not an even-length hex string: ${hex}`);
  return Buffer.from(hex, 'hex').toString('base64url');
}

/** base64url (padding optional) → lowercase hex. */
function base64UrlToHex(b64url: string): string {
  return Buffer.from(b64url, 'base64url').toString('hex');
}

/** The KID in UUID form, as DASH `cenc:default_KID` writes it. */
export const CLEARKEY_KID_UUID = [
  CLEARKEY_KID_HEX.slice(0, 8),
  CLEARKEY_KID_HEX.slice(8, 12),
  CLEARKEY_KID_HEX.slice(12, 16),
  CLEARKEY_KID_HEX.slice(16, 20),
  CLEARKEY_KID_HEX.slice(20),
].join('-');

/** All sample keys the sandbox knows, by KID hex. */
const KEYS_BY_KID: ReadonlyMap<string, string> = new Map([[CLEARKEY_KID_HEX, CLEARKEY_KEY_HEX]]);

export interface ClearKeyLicence {
  keys: { kty: 'oct'; kid: string; k: string }[];
  type: 'temporary' | 'persistent-license';
}

/**
 * Answer a W3C ClearKey licence request (`{"kids":["<b64url>"],"type":"temporary"}`, the body the browser's
 * CDM sends) with the JSON Web Key set for the known KIDs. Unknown KIDs are left out (an empty `keys` list
 * makes playback fail, as a real licence server refusing would). Throws on a malformed request.
 */
export function clearKeyLicence(request: unknown): ClearKeyLicence {
  if (typeof request !== 'object' || request === null)
    throw new Error('ClearKey licence request must be an object');
  const { kids, type } = request as { kids?: unknown; type?: unknown };
  if (!Array.isArray(kids) || !kids.every((k): k is string => typeof k === 'string')) {
    throw new Error('ClearKey licence request needs "kids": string[]');
  }
  const keys: ClearKeyLicence['keys'] = [];
  for (const kid of kids) {
    const key = KEYS_BY_KID.get(base64UrlToHex(kid));
    if (key !== undefined) keys.push({ kty: 'oct', kid, k: hexToBase64Url(key) });
  }
  return { keys, type: type === 'persistent-license' ? 'persistent-license' : 'temporary' };
}
