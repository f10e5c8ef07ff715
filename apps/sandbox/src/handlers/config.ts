import type { HandlerMap, OperationId } from '../types';

export const configHandlers = {} satisfies Partial<HandlerMap<OperationId>>;
