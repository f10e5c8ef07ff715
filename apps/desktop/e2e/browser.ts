// Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags of apps/web/e2e/browser.ts.
export { CHROMIUM, launchChromium, launchChromiumProfile } from '@ott/web/e2e/browser';
