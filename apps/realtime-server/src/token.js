'use strict';
/**
 * Realtime access tokens: HS256 JSON Web Tokens signed with the secret the realtime server verifies (firebase-server's
 * `setAuthSecret`). A token without a `d` claim reaches the security rules the way the real service presents an ID
 * token: `auth.uid` is its `sub`, and its claims are `auth.token.*` (e.g. `auth.token.subscriberid`). The sandbox
 * mints them for a logged-in subscriber (SPEC §4: the realtime sign-in after log-in); tests mint their own.
 */
const crypto = require('node:crypto');

const b64url = (/** @type {Buffer | string} */ input) => Buffer.from(input).toString('base64url');

/**
 * @param {string} secret
 * @param {{ uid: string, claims?: Record<string, unknown>, lifetimeSec?: number, now?: number }} input
 * @returns {string}
 */
function mintRealtimeToken(secret, input) {
  if (!secret) throw new Error('mintRealtimeToken: a secret is required');
  const iat = Math.floor((input.now ?? Date.now()) / 1000);
  const payload = {
    ...input.claims,
    sub: input.uid,
    user_id: input.uid,
    iat,
    exp: iat + (input.lifetimeSec ?? 3600),
  };
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

module.exports = { mintRealtimeToken };
