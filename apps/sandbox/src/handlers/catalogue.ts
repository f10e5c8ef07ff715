import type { ExtraRoute } from '../server';
import type { HandlerMap, OperationId } from '../types';

// Placeholder: the catalogue area fills this in.
export const catalogueHandlers = {} satisfies Partial<HandlerMap<OperationId>>;
export const catalogueExtraRoutes: ExtraRoute[] = [];
