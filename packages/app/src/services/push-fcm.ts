// Firebase Cloud Messaging on the web (SPEC §7 Push), a lazy chunk loaded when the config has `push.firebase` and the
// shell's worker carries the push handlers (apps/web/src/push-sw.js). Untestable here (a Firebase project, a VAPID
// key, the browser's push service); the sandbox push channel runs the same flow in the tests.
import type { PushConfig, PushProvider } from '../platform/types';
import { firebaseApp } from './firebase-app';
import { topicsAt } from './push-topics';

// getToken with the VAPID key and the shell's worker registration gives the token (the browser asks permission then).
// A web client cannot call FCM's topic API (it needs the server key), so the provider's back-end does:
// `POST {topicsURL}/subscribe` and `/unsubscribe` with `{ token, topics }`. The worker posts each push to every tab.
export async function createFcmPush(
  cfg: NonNullable<PushConfig['firebase']>,
  serviceWorkerUrl: string,
): Promise<PushProvider | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
  if (!(await isSupported())) return null;
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl);
  const messaging = getMessaging(await firebaseApp('ott-push', cfg));
  let token: Promise<string> | null = null;
  const tokenOf = () => {
    token ??= getToken(messaging, { vapidKey: cfg.vapidKey, serviceWorkerRegistration: registration });
    return token;
  };
  return {
    ...topicsAt(cfg.topicsURL, tokenOf),
    onMessage(listener) {
      const onMessage = (e: MessageEvent) => {
        const d = e.data as { type?: string; payload?: unknown } | null;
        if (d?.type === 'ott-push') listener(d.payload);
      };
      navigator.serviceWorker.addEventListener('message', onMessage);
      return () => navigator.serviceWorker.removeEventListener('message', onMessage);
    },
  };
}
