// The handler registry: every contract operation must have exactly one handler. The `satisfies` below fails the
// typecheck when an operation of openapi/*.yaml has none; test/registry.test.ts checks the same at run time.
import type { HandlerMap } from '../types';
import { accountsHandlers } from './accounts';
import { catalogueHandlers } from './catalogue';
import { commerceHandlers } from './commerce';
import { configHandlers } from './config';
import { supportHandlers } from './support';

export const handlers = {
  ...configHandlers,
  ...accountsHandlers,
  ...catalogueHandlers,
  ...commerceHandlers,
  ...supportHandlers,
} satisfies HandlerMap;
