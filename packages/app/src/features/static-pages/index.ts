// Static pages (SPEC §2 terms of use, privacy policy, about us, FAQ, help): loaded when one opens.
export const loadStaticPageScreen = () => import('./StaticPageScreen');
