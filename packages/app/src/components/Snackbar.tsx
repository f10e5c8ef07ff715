// SPEC §2 snackbar, bottom centre: "You are offline,Please check your connectivity" and "Back to Online" for 2 s on
// connectivity change, other messages for 5 s.
import { SNACKBAR_CONNECTIVITY_MS, SNACKBAR_DEFAULT_MS } from '@ott/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

interface Snack {
  id: number;
  messageId: string;
  values?: Record<string, string | number>;
}
const SnackbarContext = createContext<
  (messageId: string, opts?: { ms?: number; values?: Record<string, string | number> }) => void
>(() => undefined);
export const useSnackbar = () => useContext(SnackbarContext);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [snack, setSnack] = useState<Snack | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const intl = useIntl();
  const show = useCallback(
    (messageId: string, opts: { ms?: number; values?: Record<string, string | number> } = {}) => {
      clearTimeout(timer.current);
      const id = Date.now();
      setSnack({ id, messageId, values: opts.values });
      timer.current = setTimeout(
        () => setSnack((s) => (s?.id === id ? null : s)),
        opts.ms ?? SNACKBAR_DEFAULT_MS,
      );
    },
    [],
  );
  useEffect(() => {
    const offline = () => show('snackbar.offline', { ms: SNACKBAR_CONNECTIVITY_MS });
    const online = () => show('snackbar.online', { ms: SNACKBAR_CONNECTIVITY_MS });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [show]);
  return (
    <SnackbarContext.Provider value={show}>
      {children}
      <div className="snackbar-region" role="status" aria-live="polite">
        {snack && (
          <div className="snackbar" data-testid="snackbar">
            {intl.formatMessage({ id: snack.messageId }, snack.values)}
          </div>
        )}
      </div>
    </SnackbarContext.Provider>
  );
}
