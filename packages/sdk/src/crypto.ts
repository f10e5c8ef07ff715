// Encryption of the device-registration body and the email-login password (openapi/README.md, "Encryption").
// Web Crypto only, so it runs unchanged in the browser, Electron and Node 20.
const enc = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function aesKey(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', enc.encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** base64(iv ‖ ciphertext ‖ tag), AES-256-GCM with key SHA-256(secret). `iv` is injectable for tests. */
export async function encryptWithSecret(
  secret: string,
  plaintext: string,
  iv?: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const nonce = iv ?? crypto.getRandomValues(new Uint8Array(12));
  const ct = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, await aesKey(secret), enc.encode(plaintext)),
  );
  const out = new Uint8Array(nonce.length + ct.length);
  out.set(nonce);
  out.set(ct, nonce.length);
  return toBase64(out);
}

/** Inverse of encryptWithSecret (used by the sandbox). Rejects on a wrong secret or tampered text. */
export async function decryptWithSecret(secret: string, cipherText: string): Promise<string> {
  const bytes = fromBase64(cipherText);
  const pt = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await aesKey(secret),
    bytes.slice(12),
  );
  return new TextDecoder().decode(pt);
}

/** Lowercase hex HMAC-SHA-256(key = secret, message). The `hash` query of device registration. */
export async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message)));
  return Array.from(sig, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body and `hash` query of POST device/register (SPEC §7). */
export async function encryptRegistration(
  secret: string,
  identity: object,
): Promise<{ payload: string; hash: string }> {
  const payload = await encryptWithSecret(secret, JSON.stringify(identity));
  return { payload, hash: await hmacHex(secret, payload) };
}
