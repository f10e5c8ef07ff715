'use strict';
// What a socket may send before firebase-server sees it: whole, well-formed protocol messages of bounded size, from an
// allowed page. firebase-server itself trusts every frame (a `{"t":"d"}` throws in its handler) and buffers what it
// cannot parse forever.

/** The actions firebase-server serves; other well-formed requests (unlisten, stats, onDisconnect…) it ignores. */
const SERVED = new Set(['l', 'q', 'm', 'p', 'auth', 'gauth']);
const IGNORED = new Set(['n', 's', 'g', 'o', 'om', 'oc', 'on', 'unauth']);
const KEY = /^[^.#$/[\]\p{Cc}]{1,768}$/u;
const SPECIAL_KEYS = new Set(['.priority', '.value', '.sv']);

/**
 * @typedef {object} FrameLimits
 * @property {number} maxMessageBytes   one message after its fragments are joined (a like is < 2 KiB)
 * @property {number} maxFrames          fragments one message may announce
 * @property {number} maxDepth           nesting of a written value
 */

/** @type {FrameLimits} */
const DEFAULT_LIMITS = { maxMessageBytes: 64 * 1024, maxFrames: 8, maxDepth: 16 };

/** @param {unknown} v @returns {v is Record<string, unknown>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A database path as the SDK sends it: `/`-separated keys, each a valid key (`.priority` last only). */
function isPath(/** @type {unknown} */ p) {
  if (typeof p !== 'string' || p.length > 768) return false;
  const parts = p.split('/').filter((s) => s !== '');
  return parts.every((s, i) => KEY.test(s) || (s === '.priority' && i === parts.length - 1));
}

/**
 * A JSON value the database can store: valid keys, bounded depth, finite numbers.
 * @returns {boolean}
 */
function isValue(/** @type {unknown} */ v, /** @type {number} */ depth) {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (depth <= 0 || typeof v !== 'object') return false;
  const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
  return entries.every(([k, x]) => (KEY.test(k) || SPECIAL_KEYS.has(k)) && isValue(x, depth - 1));
}

/**
 * Whether a parsed message is one the protocol defines, in the shape firebase-server reads without throwing.
 * @param {unknown} msg
 * @param {FrameLimits} limits
 * @returns {'serve' | 'ignore' | 'refuse'}
 */
function classify(msg, limits) {
  if (!isObject(msg)) return 'refuse';
  if (msg.t === 'c') return isObject(msg.d) ? 'ignore' : 'refuse';
  if (msg.t !== 'd' || !isObject(msg.d)) return 'refuse';
  const { r, a, b } = msg.d;
  if (!Number.isSafeInteger(r) || typeof a !== 'string' || !isObject(b)) return 'refuse';
  if (IGNORED.has(a)) return 'ignore';
  if (!SERVED.has(a)) return 'refuse';
  if (a === 'auth' || a === 'gauth')
    return typeof b.cred === 'string' && b.cred.length <= 8192 ? 'serve' : 'refuse';
  if (!isPath(b.p)) return 'refuse';
  if (a === 'l' || a === 'q') {
    return (b.q === undefined || isValue(b.q, 4)) && (b.h === undefined || typeof b.h === 'string')
      ? 'serve'
      : 'refuse';
  }
  if (a === 'm') {
    return isObject(b.d) && Object.entries(b.d).every(([k, v]) => isPath(k) && isValue(v, limits.maxDepth))
      ? 'serve'
      : 'refuse';
  }
  // 'p': a set, with the hash of the value it replaces when it is a transaction.
  return isValue(b.d, limits.maxDepth) && (b.h === undefined || typeof b.h === 'string') ? 'serve' : 'refuse';
}

/**
 * Joins a socket's fragments (a count frame `N`, then N frames) into messages and judges each one.
 * `push(text)` returns the message text to serve, `null` to drop quietly, or throws to close the socket.
 * @param {Partial<FrameLimits>} [overrides]
 */
function createFrameReader(overrides = {}) {
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  /** @type {string[] | null} */
  let parts = null;
  let expected = 0;
  let bytes = 0;
  return {
    /** @param {string} text */
    push(text) {
      if (parts === null && /^\d{1,4}$/.test(text)) {
        const n = Number(text);
        if (n === 0) return null; // keep-alive
        if (n > limits.maxFrames) throw new Error(`announces ${n} frames`);
        parts = [];
        expected = n;
        bytes = 0;
        return null;
      }
      bytes += Buffer.byteLength(text);
      if (bytes > limits.maxMessageBytes) throw new Error(`message over ${limits.maxMessageBytes} bytes`);
      if (parts !== null) {
        parts.push(text);
        if (parts.length < expected) return null;
        text = parts.join('');
        parts = null;
      }
      bytes = 0;
      let msg;
      try {
        msg = JSON.parse(text);
      } catch {
        throw new Error('not JSON');
      }
      const verdict = classify(msg, limits);
      if (verdict === 'refuse') throw new Error('not a protocol message');
      return verdict === 'serve' ? text : null;
    },
  };
}

/**
 * The Origin check of the websocket upgrade: a browser always sends its page's origin, which must be one of the app's;
 * a client outside a browser (the SDK in Node, a test) sends none and no web page can make it connect. The list is
 * read at each upgrade (a test stack adds its pages' origins once they listen).
 * @param {readonly string[] | (() => readonly string[])} allowed
 */
function originAllowed(allowed) {
  const list = typeof allowed === 'function' ? allowed : () => allowed;
  return (/** @type {{ origin?: string }} */ info) =>
    !info.origin || list().some((o) => o.replace(/\/+$/, '') === info.origin);
}

module.exports = { createFrameReader, originAllowed, DEFAULT_LIMITS };
