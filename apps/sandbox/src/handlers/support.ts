import type { HandlerMap, OperationId } from '../types';

// Placeholder: the support area fills this in.
export const supportHandlers = {} satisfies Partial<HandlerMap<OperationId>>;
