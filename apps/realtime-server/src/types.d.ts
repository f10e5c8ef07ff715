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
