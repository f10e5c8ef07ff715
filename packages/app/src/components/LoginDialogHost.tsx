// Opens the login dialog from anywhere (header button, guarded routes after about 4 s — SPEC §2 — and screens that
// need a subscriber, e.g. a like by a visitor). The dialog itself is a lazy chunk of the auth feature.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router-dom';

const LoginDialog = lazy(() => import('../features/auth/LoginDialog'));
const ProfileDialog = lazy(() => import('../features/profiles/ProfileDialog'));

interface LoginApi {
  openLogin(afterLoginPath?: string | null): void;
  openLoginLater(ms: number, afterLoginPath: string | null): void;
  openProfiles(): void;
}
const Ctx = createContext<LoginApi>({
  openLogin: () => {},
  openLoginLater: () => {},
  openProfiles: () => {},
});
export const useLoginDialog = () => useContext(Ctx);

export function LoginDialogHost({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<null | { after: string | null }>(null);
  const [profiles, setProfiles] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigate = useNavigate();
  useEffect(() => () => clearTimeout(timer.current), []);
  const openLogin = useCallback((after: string | null = null) => setOpen({ after }), []);
  const openLoginLater = useCallback((ms: number, after: string | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen({ after }), ms);
  }, []);
  const openProfiles = useCallback(() => setProfiles(true), []);
  return (
    <Ctx.Provider value={{ openLogin, openLoginLater, openProfiles }}>
      {children}
      <Suspense fallback={null}>
        {open && (
          <LoginDialog
            onClose={() => setOpen(null)}
            onLoggedIn={(needsProfile) => {
              const after = open.after;
              setOpen(null);
              if (needsProfile) setProfiles(true);
              if (after) navigate(after);
            }}
          />
        )}
        {profiles && <ProfileDialog onClose={() => setProfiles(false)} />}
      </Suspense>
    </Ctx.Provider>
  );
}
