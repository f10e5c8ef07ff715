// axe in the page, as the web journeys run it (apps/web/e2e/axe.ts): serious and critical violations only.
export { seriousA11yViolations } from '@ott/web/e2e/axe';
