// Programmatic entry for tests and tools: the sandbox server (all back-ends) and its sample identifiers.

export { checkRequest } from './http';
export { SAMPLE_PROVIDER_ID, SAMPLE_REALTIME_SECRET, SAMPLE_SECRET, TEST_OTP } from './options';
export { createSandbox, type Sandbox } from './server';
export { makePng } from './state/support';
