import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 20 s: `npm test` runs these at low priority beside the browser journeys.
configure({ asyncUtilTimeout: 20000 });
