import { describe, expect, it } from 'vitest';
import { decryptWithSecret, encryptRegistration, encryptWithSecret, hmacHex } from '../src';

describe('encryption (openapi/README.md, SPEC §7 device registration, §3 email login)', () => {
  it('round-trips through AES-256-GCM with the configured secret', async () => {
    const c = await encryptWithSecret('s3', 'pässwörd');
    expect(c).not.toContain('pässwörd');
    await expect(decryptWithSecret('s3', c)).resolves.toBe('pässwörd');
  });
  it('a wrong secret cannot decrypt', async () => {
    await expect(decryptWithSecret('other', await encryptWithSecret('s3', 'x'))).rejects.toBeDefined();
  });
  it('is deterministic for a given IV and random otherwise', async () => {
    const iv = new Uint8Array(12);
    expect(await encryptWithSecret('k', 'a', iv)).toBe(await encryptWithSecret('k', 'a', iv));
    expect(await encryptWithSecret('k', 'a')).not.toBe(await encryptWithSecret('k', 'a'));
  });
  it('HMAC-SHA-256 matches the RFC 4231 test case 2', async () => {
    expect(await hmacHex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
  it('the registration hash is the HMAC of the payload', async () => {
    const r = await encryptRegistration('k', { deviceid: '1234567890123456' });
    expect(r.hash).toBe(await hmacHex('k', r.payload));
    expect(JSON.parse(await decryptWithSecret('k', r.payload))).toEqual({ deviceid: '1234567890123456' });
  });
});
