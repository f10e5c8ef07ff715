// Programmatic entry for tests and tools: the sandbox server (all back-ends) and its sample identifiers.
export { createSandbox, type Sandbox } from './server';
export { SAMPLE_SECRET, SAMPLE_PROVIDER_ID, TEST_OTP } from './options';
