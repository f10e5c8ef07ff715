// Handler types, from the generated contract types (packages/sdk/src/generated/types): a handler of operation K
// must answer one of K's documented bodies. The registry in handlers/index.ts must name every operation.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { operations as ChargeOps } from '@ott/sdk/types/charge';
import type { operations as CmsOps } from '@ott/sdk/types/cms';
import type { operations as ConfigOps } from '@ott/sdk/types/config';
import type { operations as CrmOps } from '@ott/sdk/types/crm';
import type { operations as SmsOps } from '@ott/sdk/types/sms';
import type { Caller } from './auth';
import type { SandboxOptions } from './options';
import type { State } from './state';

export type Ops = SmsOps & CmsOps & CrmOps & ChargeOps & ConfigOps;
export type OperationId = keyof Ops & string;

type Content<R> = R extends { content: infer C } ? C[keyof C] : undefined;
type Responses<K extends OperationId> = Ops[K] extends { responses: infer R } ? R : never;
/** Body of a documented success response (200, 201, 202) of K. */
export type SuccessBody<K extends OperationId> = Content<
  Responses<K>[Extract<keyof Responses<K>, 200 | 201 | 202>]
>;

export interface ApiErrorBody {
  errorcode: number;
  reason: string;
}

export interface Ctx {
  operationId: OperationId;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  files: Record<string, File[]>;
  headers: Headers;
  caller: Caller;
  state: State;
  options: SandboxOptions;
  /** Public base URL of the sandbox, e.g. http://127.0.0.1:7000 (back-ends live under /sms, /cms, …). */
  baseUrl: string;
}

type Reply<K extends OperationId> =
  | { status: 200 | 201 | 202; body: SuccessBody<K>; headers?: Record<string, string> }
  | { status: 204 }
  | {
      status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500;
      body: ApiErrorBody;
      headers?: Record<string, string>;
    }
  /** A file body (PDF, attachment): sent as it is with its content type. */
  | { status: 200; file: Uint8Array | string; contentType: string; filename?: string };

export type Handler<K extends OperationId> = (ctx: Ctx) => Reply<K> | Promise<Reply<K>>;
export type HandlerMap<K extends OperationId = OperationId> = { [P in K]: Handler<P> };

/** Error reply helper: `fail(400, 6110, 'Invalid Credential')`. */
export const fail = (
  status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 500,
  errorcode: number,
  reason: string,
): { status: typeof status; body: ApiErrorBody } => ({ status, body: { errorcode, reason } });

/** What a non-contract route (checkout page, licence, reset…) gets. */
export interface ExtraCtx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  match: RegExpExecArray;
  state: State;
  options: SandboxOptions;
  baseUrl: string;
}
export interface ExtraRoute {
  method: string;
  path: RegExp;
  handle(ctx: ExtraCtx): void | Promise<void>;
  /** What the route keeps outside the resettable state and must forget on a reset (POST /__sandbox/reset, reset()). */
  onReset?(options: SandboxOptions): void;
}
