'use strict';
// A local Firebase Realtime Database for development and tests: firebase-server (the websocket wire protocol) for the
// firebase 12 SDK via `connectDatabaseEmulator` + `forceWebSockets()`. It lacks `get()` and `increment()`, so clients
// read with `onValue(…, { onlyOnce: true })` and count with `runTransaction` (packages/realtime).
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const Module = require('node:module');
const { createFrameReader, originAllowed, DEFAULT_LIMITS } = require('./guard.js');
const { mintRealtimeToken } = require('./token.js');

const DEFAULT_NAMESPACE = 'ott-sandbox';

/** @type {string} the firebase 8 app + database shim, loaded in place of `require('firebase')` in firebase-server. */
const legacyFirebaseEntry = require.resolve('./legacy-firebase.js');

/** @type {string} the folder of the firebase-server package, wherever npm placed it. */
const firebaseServerDir = path.dirname(require.resolve('firebase-server/package.json'));

/**
 * Resolve `firebase` to the legacy SDK for requests coming from inside firebase-server only.
 * Everything else in the process (e.g. firebase 12 in the same test run) is untouched.
 */
function installLegacyFirebaseResolution() {
  // Node's internal resolver hook is not in its public types.
  const mod =
    /** @type {{ _resolveFilename: (request: string, parent: { filename?: unknown } | undefined, ...rest: unknown[]) => string, __ottLegacyFirebasePatched?: boolean }} */ (
      /** @type {unknown} */ (Module)
    );
  if (mod.__ottLegacyFirebasePatched) return;
  const original = mod._resolveFilename;
  mod._resolveFilename = function resolveFilename(request, parent, ...rest) {
    if (
      request === 'firebase' &&
      parent &&
      typeof parent.filename === 'string' &&
      parent.filename.startsWith(firebaseServerDir + path.sep)
    ) {
      return legacyFirebaseEntry;
    }
    return original.call(this, request, parent, ...rest);
  };
  mod.__ottLegacyFirebasePatched = true;
}

/** @returns {new (options: object, name?: string, data?: unknown) => FirebaseServerInstance} */
function loadFirebaseServer() {
  installLegacyFirebaseResolution();
  // The old SDK prints a banner about importing the whole namespace; it is expected here.
  const warn = console.warn;
  console.warn = () => {};
  try {
    return /** @type {new (options: object, name?: string, data?: unknown) => FirebaseServerInstance} */ (
      /** @type {unknown} */ (require('firebase-server'))
    );
  } finally {
    console.warn = warn;
  }
}

/**
 * @typedef {object} FirebaseServerInstance
 * @property {{ set(value: unknown): Promise<void> }} baseRef
 * @property {{ delete(): Promise<void> }} app
 * @property {(ref?: unknown) => Promise<unknown>} getValue
 * @property {any} targaryen
 * @property {(callback?: (err?: Error) => void) => Promise<void>} close
 * @property {import('node:events').EventEmitter & { clients: Set<{ terminate(): void }> }} wss
 * @property {(rules: unknown) => void} setRules
 * @property {(secret: string) => void} setAuthSecret
 * @property {{ decode(token: string, noVerify?: boolean): Record<string, unknown> }} tokenValidator
 */

/**
 * @typedef {object} RealtimeServer
 * @property {string} url        databaseURL for the firebase SDK, e.g. http://127.0.0.1:5000?ns=ott-sandbox
 * @property {string} host
 * @property {number} port
 * @property {string} namespace
 * @property {() => Promise<unknown>} getData   the whole tree (null when empty)
 * @property {(data?: unknown) => Promise<void>} reset   replace the whole tree (default: empty)
 * @property {() => Promise<void>} close    stop listening and drop every client connection
 */

/**
 * The production security rules, parsed. They live beside the realtime adapter (packages/realtime); read by path, as
 * @ott/realtime already depends on this package for its tests (a dependency back would be a cycle).
 */
const RULES_FILE = path.resolve(__dirname, '../../../packages/realtime/database.rules.json');
function productionRules() {
  return JSON.parse(fs.readFileSync(RULES_FILE, 'utf8'));
}

/**
 * firebase-server evaluates each request with `server.targaryen.as(authData())`, and targaryen's `as(undefined)` keeps
 * the previous user; after each allowed write firebase-server stores the writer's database (user included) as
 * `server.targaryen`. Unguarded, a client without a token would be judged as whoever wrote last. This keeps the stored
 * database user-less whatever is assigned, so a request without a valid token is judged as unauthenticated; it also
 * lets `reset` replace the data with null (targaryen's `with({ data: null })` keeps the old data).
 * @param {FirebaseServerInstance} server
 */
function guardRulesDatabase(server) {
  /** @param {any} db @param {{ data?: unknown }} [override] */
  const anonymous = (db, override) => {
    const Database = db.constructor;
    return new Database({
      rules: db.rules,
      data: override && 'data' in override ? override.data : db.root,
      auth: null,
      now: db.timestamp,
      debug: db.debug,
    });
  };
  let current = anonymous(server.targaryen);
  Object.defineProperty(server, 'targaryen', {
    configurable: true,
    get: () => current,
    set: (db) => {
      current = anonymous(db);
    },
  });
  return {
    /** @param {unknown} data */
    resetData(data) {
      current = anonymous(current, { data: data ?? null });
    },
  };
}

/**
 * Every socket's messages pass the frame reader before firebase-server's own handler (which throws on ill-formed
 * frames, and would end the process it shares with the sandbox); an ill-formed one closes that socket. A socket whose
 * token has lapsed or been refused since it signed in is closed at its next message either way, so a listener opened
 * before log-out stops receiving the subscriber's records.
 * @param {FirebaseServerInstance} server
 * @param {Partial<import('./guard.js').FrameLimits>} limits
 * @param {(token: string) => boolean} tokenValid
 * @param {(message: string, error?: unknown) => void} log
 */
function guardConnections(server, limits, tokenValid, log) {
  const [serve] = /** @type {((ws: any) => void)[]} */ (server.wss.listeners('connection'));
  server.wss.removeAllListeners('connection');
  server.wss.on('error', (/** @type {unknown} */ error) => log('websocket server error', error));
  server.wss.on('connection', (/** @type {any} */ ws) => {
    ws.on('error', (/** @type {unknown} */ error) => log('websocket error', error));
    const reader = createFrameReader(limits);
    let refused = false;
    /** @type {string | null} */
    let credential = null;
    const stillSignedIn = () => {
      if (credential === null || tokenValid(credential)) return true;
      credential = null;
      ws.terminate();
      return false;
    };
    const send = ws.send.bind(ws);
    ws.send = (/** @type {unknown[]} */ ...args) => {
      if (stillSignedIn()) send(...args);
    };
    const on = ws.on.bind(ws);
    ws.on = (/** @type {string} */ event, /** @type {(data: unknown) => void} */ listener) => {
      if (event !== 'message') return on(event, listener);
      return on('message', (/** @type {unknown} */ data) => {
        if (refused || !stillSignedIn()) return;
        let text;
        try {
          text = reader.push(String(data));
        } catch (error) {
          // Frames already received after this one are dropped with it.
          refused = true;
          log('ill-formed message: socket closed', error);
          ws.terminate();
          return;
        }
        if (text === null) return;
        try {
          listener(text);
          const msg = JSON.parse(text);
          if (msg.d.a === 'auth' || msg.d.a === 'gauth') {
            credential = tokenValid(msg.d.b.cred) ? msg.d.b.cred : null;
          }
        } catch (error) {
          log('a message failed: socket closed', error);
          ws.terminate();
        }
      });
    };
    try {
      serve?.(ws);
    } catch (error) {
      log('a connection failed', error);
      ws.terminate();
    } finally {
      ws.on = on;
    }
  });
}

/**
 * Start a realtime database server.
 * @param {import('./types').RealtimeServerOptions} [options]
 *   port 0 (the default) picks a free port. `rules`: a rules document (`{ rules: {…} }`), or `'production'` for
 *   packages/realtime/database.rules.json; without it every read and write is allowed. `authSecret`: the HS256 secret
 *   access tokens are verified with (./token.js). `acceptToken`: asked on every request whether the back-end still
 *   stands behind a token's claims (log-out). `allowedOrigins`: the pages a browser may connect from.
 * @returns {Promise<RealtimeServer>}
 */
async function startRealtimeServer(options = {}) {
  const { port = 0, host = '127.0.0.1', data = null, namespace = DEFAULT_NAMESPACE } = options;
  const FirebaseServer = loadFirebaseServer();

  const httpServer = http.createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'websocket only: connect with the firebase SDK' }));
  });
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  httpServer.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => {
      httpServer.off('error', reject);
      resolve(undefined);
    });
  });
  const address = httpServer.address();
  if (!address || typeof address === 'string') throw new Error('realtime server: no TCP address');
  const actualPort = address.port;
  const hostPort = `${host}:${actualPort}`;

  // The server name is sent to clients in the handshake as the host to use; keep it equal to the real one.
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const server = new FirebaseServer(
    {
      server: httpServer,
      maxPayload: limits.maxMessageBytes,
      ...(options.allowedOrigins ? { verifyClient: originAllowed(options.allowedOrigins) } : {}),
    },
    hostPort,
    data,
  );
  if (options.rules) server.setRules(options.rules === 'production' ? productionRules() : options.rules);
  if (options.authSecret) server.setAuthSecret(options.authSecret);
  const guard = guardRulesDatabase(server);
  const acceptToken = options.acceptToken;
  if (acceptToken) {
    // Every request decodes its socket's token again: one the back-end no longer stands behind counts as none.
    const decode = server.tokenValidator.decode;
    server.tokenValidator.decode = (token, noVerify) => {
      const claims = decode(token, noVerify);
      if (!noVerify && !acceptToken(claims)) throw new Error('token no longer accepted');
      return claims;
    };
  }
  const tokenValid = (/** @type {string} */ token) => {
    try {
      server.tokenValidator.decode(token);
      return true;
    } catch {
      return false;
    }
  };
  const log =
    options.log ?? ((message, error) => console.warn(`[realtime-server] ${message}`, String(error ?? '')));
  guardConnections(server, limits, tokenValid, log);
  let closed = false;

  return {
    url: `http://${hostPort}?ns=${namespace}`,
    host,
    port: actualPort,
    namespace,
    getData: () => server.getValue(),
    async reset(next = null) {
      // The internal database is offline: a write applies locally at once (and is pushed to listening clients),
      // but its promise would wait for a server acknowledgement that never comes, so it is not awaited.
      server.baseRef.set(next).catch(() => {});
      guard.resetData(next);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const client of server.wss.clients) client.terminate();
      await server.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => httpServer.close(() => resolve(undefined)));
      await server.app.delete().catch(() => {});
    },
  };
}

module.exports = { startRealtimeServer, mintRealtimeToken, productionRules, DEFAULT_NAMESPACE };
