// Run by the build (vite.config.ts firstVisitHome): index.html from stdin, out with Home's top drawn before the root
// from a visitor's start-up calls (SPEC §4) made now. Nothing reachable: the page unchanged and the reason on stderr.

import { readFileSync } from 'node:fs';
import { homeForFirstVisit } from '@ott/app/first-visit';
import { withSnapshot } from '@ott/app/snapshot-markup';

const html = readFileSync(0, 'utf8');
const configUrl = process.env.VITE_CONFIG_URL ?? '';
const home = await homeForFirstVisit({
  configUrl,
  secret: process.env.VITE_OTT_SECRET ?? '',
  platform: 'Web',
  userAgent: 'OTT web build',
  fetch,
  timeoutMs: Number(process.env.OTT_FIRST_HOME_TIMEOUT_MS ?? 5000),
});
if (!home)
  console.error(
    `the first visit's Home was not drawn into index.html (no Home from the calls of ${configUrl})`,
  );
process.stdout.write(home ? withSnapshot(html, home, 'first-visit') : html);
