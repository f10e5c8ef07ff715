// The host of the app-wide dialogs (login, profile chooser): each is a lazy chunk of its feature, opened through
// hooks/useLoginDialog.
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { loadLoginDialog } from './features/auth';
import { loadProfileDialog } from './features/profiles';
import { LoginDialogContext } from './hooks/useLoginDialog';
import { withMessages } from './messages';

const LoginDialog = lazy(withMessages(loadLoginDialog));
const ProfileDialog = lazy(withMessages(loadProfileDialog));

export function LoginDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<null | { after: string | null; reason?: MessageDescriptor }>(null);
  // 'login': the chooser a log-in opened (the page waits behind it); 'asked': opened from the header.
  const [profiles, setProfiles] = useState<false | 'login' | 'asked'>(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigate = useNavigate();
  useEffect(() => () => clearTimeout(timer.current), []);
  const openLogin = useCallback(
    (after: string | null = null, reason?: MessageDescriptor) =>
      setOpen(reason ? { after, reason } : { after }),
    [],
  );
  const openLoginLater = useCallback((ms: number, after: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen({ after }), ms);
  }, []);
  const openProfiles = useCallback(() => setProfiles('asked'), []);
  return (
    <LoginDialogContext.Provider
      value={{ openLogin, openLoginLater, openProfiles, choosingProfile: profiles === 'login' }}
    >
      {children}
      <Suspense fallback={null}>
        {open && (
          <LoginDialog
            {...(open.reason ? { reason: open.reason } : {})}
            onClose={() => setOpen(null)}
            onLoggedIn={(needsProfile) => {
              const after = open.after;
              setOpen(null);
              if (needsProfile) setProfiles('login');
              if (after) navigate(after);
            }}
          />
        )}
        {profiles && <ProfileDialog onClose={() => setProfiles(false)} />}
      </Suspense>
    </LoginDialogContext.Provider>
  );
}
