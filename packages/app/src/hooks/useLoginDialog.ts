// Opens the login dialog (or the profile chooser) from anywhere: the header button, guarded routes after about 4 s
// (SPEC §2), screens that need a subscriber (e.g. a like by a visitor). The host that renders the dialogs is the
// app's (dialogs.tsx); features and components only ask through this context.
import { createContext, useContext } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';

export interface LoginApi {
  /** `reason`: the sentence the dialog opens with, saying why a log-in is asked for (e.g. a visitor's like). */
  openLogin(afterLoginPath?: string | null, reason?: MessageDescriptor): void;
  openLoginLater(ms: number, afterLoginPath: string | null): void;
  openProfiles(): void;
  /** The chooser right after a log-in is open: the page waits for the profile (no other profile's rows behind it). */
  choosingProfile: boolean;
}

export const LoginDialogContext = createContext<LoginApi>({
  openLogin: () => {},
  openLoginLater: () => {},
  openProfiles: () => {},
  choosingProfile: false,
});

export const useLoginDialog = () => useContext(LoginDialogContext);

/** Opens the log-in dialog to come back to this page after; `reason` says why a log-in is asked for. */
export function useLoginHere(): (reason?: MessageDescriptor) => void {
  const { openLogin } = useLoginDialog();
  const { pathname } = useLocation();
  return (reason) => openLogin(pathname, reason);
}
