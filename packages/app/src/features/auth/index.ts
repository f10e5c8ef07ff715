// Logging in (SPEC §4 Login): the dialog (loaded when opened) and the /login, /lookup routes that open it.
export { useOpenLoginOnRoute } from './useOpenLoginOnRoute';
export const loadLoginDialog = () => import('./LoginDialog');
