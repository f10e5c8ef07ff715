// The steps of starting a stream that need no React state: the resume point (positions saved at close reconciled
// first) and the watch session's life (SPEC §6 heartbeat, stop).
import { localResumePosition, resumePosition } from '@ott/domain/watch';
import type { RealtimeContext } from '@ott/realtime';
import { authorizeStream, type Content, startStreamSession, stopStreamSession } from '@ott/sdk/hooks/cms';
import type { AppServices } from '../../hooks/useServices';
import { readPendingProgress, reconcilePendingProgress } from '../../services/pending-progress';

/** How long the resume position may take to arrive before playback starts from the beginning. */
const RESUME_WAIT_MS = 2500;

/** The resume point: saved-at-close positions reconciled first, then the record. */
export async function readResume(
  services: AppServices,
  c: RealtimeContext,
  content: Content,
): Promise<number> {
  const storage = services.session.storage;
  const local = readPendingProgress(storage, c, content.objectid);
  const read = services
    .realtime()
    .then(async (store) => {
      await reconcilePendingProgress(store, storage, c);
      return store.readRecord(c, { objectid: content.objectid, seriesid: content.seriesid ?? null });
    })
    .then((rec) => (rec && rec.objectid === content.objectid ? resumePosition(rec) : 0))
    .catch(() => 0);
  // When the realtime service is slow, the position saved on this device at close still resumes.
  const fallback = localResumePosition(local);
  const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(fallback), RESUME_WAIT_MS));
  return Promise.race([read, timeout]);
}

/** A title's watch session: authorise and start, then a heartbeat at the interval the server asks for. */
export function watchSession(contentid: string) {
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let running = false;
  return {
    start: () => authorizeStream({ contentid }).then(() => startStreamSession(contentid)),
    /** The session started: beat at its interval (at least every 10 s). */
    beat(heartbeatinterval: number | undefined) {
      running = true;
      const every = Math.max(10, heartbeatinterval ?? 30) * 1000;
      heartbeat = setInterval(() => void startStreamSession(contentid).catch(() => {}), every);
    },
    // The stop goes out with keepalive: it must outlive a closing page, or the slot stays taken until the sandbox's
    // heartbeat window ends.
    stop() {
      if (!running) return;
      running = false;
      clearInterval(heartbeat);
      void stopStreamSession(contentid, { keepalive: true }).catch(() => {});
    },
  };
}
