// What the desktop tells packages/app about where it runs (src/renderer/env.ts), and the sandbox a build without
// VITE_* settings talks to (vite.config.ts).

/** SPEC §1 platform label: the desktop says Web. */
export const PLATFORM_LABEL = 'Web';

/** The provider config of the local sandbox and its sample secret: what a build without VITE_* settings talks to. */
export const SANDBOX_CONFIG_URL = 'http://127.0.0.1:7000/config/provider.json';
export const SANDBOX_SECRET = 'sandbox-sample-secret';
