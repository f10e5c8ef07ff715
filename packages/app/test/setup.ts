import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 10 s (the default 1 s is too tight when the machine is busy with other suites).
configure({ asyncUtilTimeout: 10000 });
