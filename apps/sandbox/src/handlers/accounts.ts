import type { ExtraRoute } from '../server';
import type { HandlerMap, OperationId } from '../types';

// Placeholder: the accounts area fills this in.
export const accountsHandlers = {} satisfies Partial<HandlerMap<OperationId>>;
export const accountsExtraRoutes: ExtraRoute[] = [];
