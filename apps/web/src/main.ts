// The browser shell: platform label (SPEC §1: MobWeb for a mobile user agent or a touch Mac), then the shared app.
import { mountApp } from '@ott/app';
import { platformLabel } from '@ott/domain';

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
mountApp(el, {
  // Where the remote provider config lives; the sandbox serves one pointing at itself (README).
  configUrl: import.meta.env.VITE_CONFIG_URL ?? 'http://127.0.0.1:7000/config/provider.json', // set by vite.config.ts
  // The configured secret of device registration and email login. The default is the sandbox's documented sample.
  secret: import.meta.env.VITE_OTT_SECRET ?? 'sandbox-sample-secret',
  platform: platformLabel({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    platform: navigator.platform,
  }),
});
