/** Types of `@ott/realtime-server` (the implementation is CommonJS in ./index.js). */

export interface RealtimeServerOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Initial tree. */
  data?: unknown;
  /** The ns of the databaseURL; default `ott-sandbox`. */
  namespace?: string;
  /**
   * Security rules: a rules document (`{ rules: {…} }`) or `'production'` (packages/realtime/database.rules.json).
   * Without it every read and write is allowed.
   */
  rules?: 'production' | { rules: Record<string, unknown> };
  /** HS256 secret that access tokens are verified with (see `mintRealtimeToken`). */
  authSecret?: string;
  /**
   * Asked on every request with a verified token's claims: false makes the token count as none (the back-end ended
   * its session). A socket signed in with it is closed at its next message.
   */
  acceptToken?: (claims: Record<string, unknown>) => boolean;
  /**
   * Origins a browser may open the websocket from (e.g. `http://127.0.0.1:5173`); a client without an Origin header
   * (not a browser) is always let in. Without the list any origin is. A function is asked at each connection.
   */
  allowedOrigins?: readonly string[] | (() => readonly string[]);
  /** Bounds of one socket's messages (defaults: 64 KiB, 8 fragments, depth 16). */
  limits?: { maxMessageBytes?: number; maxFrames?: number; maxDepth?: number };
  /** Where refused frames and socket errors are reported (default console.warn). */
  log?: (message: string, error?: unknown) => void;
}

export interface RealtimeServer {
  /** databaseURL for the firebase SDK, e.g. `http://127.0.0.1:5000?ns=ott-sandbox`. */
  url: string;
  host: string;
  port: number;
  namespace: string;
  /** The whole tree (null when empty). */
  getData(): Promise<unknown>;
  /** Replace the whole tree (default: empty); listening clients receive it. */
  reset(data?: unknown): Promise<void>;
  /** Stop listening and drop every client connection. Idempotent. */
  close(): Promise<void>;
}

export declare function startRealtimeServer(options?: RealtimeServerOptions): Promise<RealtimeServer>;
export declare const DEFAULT_NAMESPACE: 'ott-sandbox';
/** The production security rules document (packages/realtime/database.rules.json). */
export declare function productionRules(): { rules: Record<string, unknown> };
export { mintRealtimeToken } from './token';
