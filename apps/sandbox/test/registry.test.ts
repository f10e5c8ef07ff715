import { describe, expect, it } from 'vitest';
import { loadContracts } from '../src/contracts';
import { handlers } from '../src/handlers';

describe('handler registry (a test fails if any contract operation has no handler)', () => {
  const { routes } = loadContracts();
  it('every operation of openapi/*.yaml has a handler', () => {
    const missing = routes.map((r) => r.operationId).filter((id) => !(id in handlers));
    expect(missing).toEqual([]);
  });
  it('no handler is registered for an operation the contracts do not have', () => {
    const ids = new Set(routes.map((r) => r.operationId));
    expect(Object.keys(handlers).filter((k) => !ids.has(k))).toEqual([]);
  });
});
