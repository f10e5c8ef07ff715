// The named Firebase app one service uses (analytics, push), made once from the provider config's Firebase fields.
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';

export async function firebaseApp(name: string, cfg: FirebaseOptions): Promise<FirebaseApp> {
  const { initializeApp, getApps } = await import('firebase/app');
  const { apiKey, authDomain, projectId, appId, messagingSenderId, measurementId } = cfg;
  return (
    getApps().find((a) => a.name === name) ??
    initializeApp({ apiKey, authDomain, projectId, appId, messagingSenderId, measurementId }, name)
  );
}
