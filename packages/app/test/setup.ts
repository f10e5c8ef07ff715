import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 20 s: `npm test` runs these beside the browser journeys on a busy machine.
configure({ asyncUtilTimeout: 20000 });
