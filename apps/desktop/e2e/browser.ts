// Debian's Chromium driven by playwright-core (never a downloaded browser), with the flags of @ott/e2e-kit/browser.
export { CHROMIUM, launchChromium, launchChromiumProfile } from '@ott/e2e-kit/browser';
