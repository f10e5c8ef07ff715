import type { ExtraRoute } from '../server';
import type { HandlerMap, OperationId } from '../types';

// Placeholder: the commerce area fills this in.
export const commerceHandlers = {} satisfies Partial<HandlerMap<OperationId>>;
export const commerceExtraRoutes: ExtraRoute[] = [];
