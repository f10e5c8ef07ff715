// axe in the page, as the web journeys run it (@ott/e2e-kit/axe): serious and critical violations only.
export { seriousA11yViolations } from '@ott/e2e-kit/axe';
