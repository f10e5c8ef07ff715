// E-mail verification (SPEC §2 /emailVerify): loaded when a verification link is opened.
export const loadEmailVerifyScreen = () => import('./EmailVerifyScreen');
