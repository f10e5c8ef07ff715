// SPEC §3 login payload for the automatic re-login (§4): on the web a kept password is sealed by this browser's key.
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../src/session/store';
import { createDeviceSeal, createStore, type SealKeyStore } from '../src/storage';

const subtle = webcrypto.subtle as SubtleCrypto;
const keyStore = (): SealKeyStore & { key: CryptoKey | null } => {
  const s = {
    key: null as CryptoKey | null,
    get: async () => s.key,
    set: async (k: CryptoKey) => {
      s.key = k;
    },
  };
  return s;
};
const PAYLOAD = {
  params: { logintype: 'Email', email: 'a@b.c', password: 'cipher-from-the-login', profileid: 'p1' },
};

describe('§3 the web keeps an e-mail log-in for the re-login, its password sealed', () => {
  it('§3 the stored payload never holds the password as given; read back, it is the same payload', async () => {
    const storage = createStore(undefined);
    const session = createSessionStore(storage, undefined, createDeviceSeal(keyStore(), subtle));
    expect(session.loginPayload.secure).toBe(true);
    await session.loginPayload.set(JSON.stringify(PAYLOAD));
    const raw = storage.get('login-payload') ?? '';
    expect(raw).not.toContain('cipher-from-the-login');
    expect(JSON.parse(raw).params).toMatchObject({ logintype: 'Email', email: 'a@b.c', profileid: 'p1' });
    expect(JSON.parse(raw).params.password).toMatch(/^sealed:v1:/);
    expect(JSON.parse((await session.loginPayload.get()) ?? '')).toEqual(PAYLOAD);
  });

  it('§3 another browser (another key), a lost key or a tampered text gives no payload rather than a wrong one', async () => {
    const storage = createStore(undefined);
    const keys = keyStore();
    await createSessionStore(storage, undefined, createDeviceSeal(keys, subtle)).loginPayload.set(
      JSON.stringify(PAYLOAD),
    );
    const elsewhere = createSessionStore(storage, undefined, createDeviceSeal(keyStore(), subtle));
    expect(await elsewhere.loginPayload.get()).toBeNull();
    const raw = storage.get('login-payload') ?? '';
    storage.set(
      'login-payload',
      raw.replace(/sealed:v1:(.)/, (_, c) => `sealed:v1:${c === 'A' ? 'B' : 'A'}`),
    );
    expect(
      await createSessionStore(storage, undefined, createDeviceSeal(keys, subtle)).loginPayload.get(),
    ).toBeNull();
    storage.set('login-payload', JSON.stringify(PAYLOAD)); // a password not sealed here is not used
    expect(
      await createSessionStore(storage, undefined, createDeviceSeal(keys, subtle)).loginPayload.get(),
    ).toBeNull();
  });

  it('§3 a social payload (no password) is kept as it is; without a seal the web keeps no password', async () => {
    const storage = createStore(undefined);
    const social = { params: { logintype: 'Google', gtoken: 't', profileid: 'p1' } };
    const session = createSessionStore(storage, undefined, createDeviceSeal(keyStore(), subtle));
    await session.loginPayload.set(JSON.stringify(social));
    expect(storage.get('login-payload')).toBe(JSON.stringify(social));
    expect(createSessionStore(createStore(undefined)).loginPayload.secure).toBe(false);
  });
});
