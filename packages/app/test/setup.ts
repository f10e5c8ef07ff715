import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 20 s: `npm test` runs these beside the browser journeys on a busy machine.
configure({ asyncUtilTimeout: 20000 });
// Every file's rendered trees are unmounted after each test (the shared project runs files in one module graph).
afterEach(cleanup);
