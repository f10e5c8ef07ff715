// Opens the login dialog (or the profile chooser) from anywhere: the header button, guarded routes after about 4 s
// (SPEC §2), screens that need a subscriber (e.g. a like by a visitor). The host that renders the dialogs is the
// app's (dialogs.tsx); features and components only ask through this context.
import { createContext, useContext } from 'react';

export interface LoginApi {
  openLogin(afterLoginPath?: string | null): void;
  openLoginLater(ms: number, afterLoginPath: string | null): void;
  openProfiles(): void;
}

export const LoginDialogContext = createContext<LoginApi>({
  openLogin: () => {},
  openLoginLater: () => {},
  openProfiles: () => {},
});

export const useLoginDialog = () => useContext(LoginDialogContext);
