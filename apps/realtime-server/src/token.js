'use strict';
// Realtime access tokens: HS256 JWTs signed with the server's secret (firebase-server `setAuthSecret`). Without a `d`
// claim they reach the rules as the real service's ID tokens do: `auth.uid` = `sub`, claims as `auth.token.*`. The
// sandbox mints them at log-in (SPEC §4 realtime sign-in); tests mint their own.
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
