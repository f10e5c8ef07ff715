import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 20 s: `npm test` runs these beside the browser journeys on a busy machine.
configure({ asyncUtilTimeout: 20000 });
// After each test its rendered trees are unmounted and a fake clock is put back (the shared project runs files in one
// module graph).
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
