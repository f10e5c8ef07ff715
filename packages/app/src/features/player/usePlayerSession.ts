// One playback session: package call, watch session (SPEC §6 2 devices: authorise, start, heartbeat, keepalive stop),
// the rental window on first play (§7 rentalupdate), resume point, Shaka (own chunk), progress every 10 s and on
// pause / seek / pagehide / leave (also copied on the device at close), the next-episode offer.
import { localResumePosition, tracksPlayback } from '@ott/domain/watch';
import {
  afterFirstFrame,
  browserPlatform,
  createPlayer,
  drmFromSource,
  hasPreload,
  loadShaka,
  type NetworkState,
  offlineDrm,
  type PlayerError,
  type PlayerHandle,
  playOrMuted,
  prepareVideo,
  releaseVideo,
  shouldOfferNextEpisode,
  streamRequest,
} from '@ott/player';
import { ApiError } from '@ott/sdk';
import { type Content, getStreamPackage } from '@ott/sdk/hooks/cms';
import { updateRental } from '@ott/sdk/hooks/sms';
import { queryKeys } from '@ott/sdk/query-keys';
import { type RefObject, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { endWithKeptCast } from '../../hooks/kept-cast';
import { toRealtimeContent, useRealtimeContext } from '../../hooks/realtime';
import { streamKey, takeStream } from '../../hooks/stream-prefetch';
import { useInvalidate } from '../../hooks/useInvalidate';
import { useLatest } from '../../hooks/useLatest';
import { useServices, useSession } from '../../hooks/useServices';
import { readPendingProgress, writePendingProgress } from '../../services/pending-progress';
import { type Failure, toFailure } from './failure';
import { readResume, watchSession } from './playback';

export interface PlayerSessionInput {
  content: Content;
  trailerId: string | null;
  availabilityid: string | null;
  quality?: 'SD' | 'HD' | 'UHD1' | 'UHD2' | null;
  maxResolution?: { width: number; height: number } | null;
  /** SPEC §7: the rental whose window this first play starts. */
  rental?: { availabilityid: string; objectid: string } | null;
  /** The profile's remembered audio and subtitle languages (read when the stream starts). */
  preferences?: { audio: string | null; text: string | null };
  /**
   * A complete download: Shaka plays its `offline:` address with the download's DRM, and nothing goes to
   * the network — no package call, no watch session, no realtime write. The position is kept on the device for the
   * profile watching (as a position saved at close): it resumes there offline, and the next time the realtime
   * service is reached it is reconciled with the record, the newer one winning.
   */
  offline?: { manifestUrl: string; drm: DownloadDrm } | null;
}

type DownloadDrm = Parameters<typeof offlineDrm>[0];

export interface PlayerSession {
  failure: Failure | null;
  starting: boolean;
  offerNext: boolean;
  /** The running player (null until the stream has started). */
  handle: PlayerHandle | null;
  /** Changes whenever the stream's tracks or choices change (the menus read `handle.tracks()` again). */
  tracksVersion: number;
  /** 'retrying' while a lost connection is retried (playback resumes by itself). */
  network: NetworkState;
  retry(): void;
}

export function usePlayerSession(
  videoRef: RefObject<HTMLVideoElement | null>,
  {
    content,
    trailerId,
    availabilityid,
    quality = null,
    maxResolution = null,
    rental = null,
    preferences,
    offline = null,
  }: PlayerSessionInput,
): PlayerSession {
  const services = useServices();
  const invalidate = useInvalidate();
  const session = useSession();
  const viewer = useRealtimeContext(); // the profile watching
  // Read when the stream starts, not effect dependencies: a new object each render, or a session restored while a
  // download plays (its position is kept on the device for this viewer), must not restart playback. A download's
  // address identifies it.
  const rentalRef = useLatest(rental);
  const prefsRef = useLatest(preferences);
  const viewerRef = useLatest(viewer);
  const offlineRef = useLatest(offline);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [starting, setStarting] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [offerNext, setOfferNext] = useState(false);
  const [handle, setHandle] = useState<PlayerHandle | null>(null);
  const [tracksVersion, setTracksVersion] = useState(0);
  const [network, setNetwork] = useState<NetworkState>('ok');
  /** Settles once the previous run of the playback effect has torn its player down. */
  const lastRun = useRef<Promise<unknown>>(Promise.resolve());
  const offlineUri = offline?.manifestUrl ?? null;
  // Offline viewing is nobody's watch session nor progress: a log-in restored meanwhile does not restart it.
  const ctx = offlineUri ? null : viewer;
  const maxW = maxResolution?.width ?? null;
  const maxH = maxResolution?.height ?? null;

  useEffect(() => {
    void attempt;
    const video = videoRef.current;
    const previousRun = lastRun.current;
    if (!video) return;
    let live = true;
    let handle: PlayerHandle | null = null;
    const watch = watchSession(content.objectid);
    setFailure(null);
    setStarting(true);
    setOfferNext(false);
    setHandle(null);
    setNetwork('ok');

    const download = offlineUri ? offlineRef.current : null;
    // Who watches a download (read now: a session restored meanwhile must not restart playback).
    const offlineCtx = download ? viewerRef.current : null;
    const platform = browserPlatform(navigator, video);
    const request = download
      ? null
      : streamRequest({ content, trailerId, availabilityid, platform, quality });
    const isTrailer = download ? false : (request?.isTrailer ?? true);
    const tracked = !download && tracksPlayback(ctx, isTrailer);
    const record = toRealtimeContent(content, session.lang);
    const save = (pos: number, dur: number) => {
      if (offlineCtx) {
        writePendingProgress(services.session.storage, offlineCtx, record, pos, dur, services.now());
        return;
      }
      if (!tracked || !ctx || !(dur > 0)) return;
      void services
        .realtime()
        .then((store) => store.saveProgress(ctx, record, pos, dur))
        .catch((e: unknown) => console.error('[player] saving progress failed', e));
    };
    // Synchronous copy of the position on the device: the realtime write may not leave before the page
    // dies; the next start reconciles it (services/pending-progress.ts).
    const saveLocal = () => {
      const v = videoRef.current;
      const who = tracked ? ctx : offlineCtx;
      if (!who || !handle || !v) return;
      const duration = Number.isFinite(v.duration) ? v.duration : 0;
      writePendingProgress(services.session.storage, who, record, v.currentTime, duration, services.now());
    };
    const onPageHide = () => {
      saveLocal();
      handle?.flush();
      watch.stop();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden') return;
      saveLocal();
      handle?.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);

    // What both starts hand the player: where progress and failures go, and the remembered languages (read now).
    const playerOptions = () => ({
      onProgress: save,
      onError: (e: PlayerError) => live && setFailure(toFailure(e)),
      onTracks: () => live && setTracksVersion((v) => v + 1),
      preferredAudio: prefsRef.current?.audio ?? null,
      preferredText: prefsRef.current?.text === 'off' ? null : (prefsRef.current?.text ?? null),
      now: services.now,
    });

    async function startOffline(d: NonNullable<typeof download>) {
      // Nothing to wait for before Shaka starts (no package call): a previous run of this effect (a re-render, React's
      // strict mode) must have let go of the element first.
      await previousRun;
      prepareVideo(video as HTMLVideoElement, loadShaka);
      const local = offlineCtx
        ? readPendingProgress(services.session.storage, offlineCtx, content.objectid)
        : null;
      return createPlayer(video as HTMLVideoElement, {
        ...playerOptions(),
        manifestUrl: d.manifestUrl,
        drm: offlineDrm(d.drm),
        maxResolution: null,
        startAt: localResumePosition(local),
      });
    }

    async function start() {
      const created = download ? await startOffline(download) : await startOnline();
      if (!created) return;
      if (!live) {
        await created.destroy();
        return;
      }
      started(created);
    }

    async function startOnline() {
      if (!request)
        throw new ApiError({ statusCode: 404, reason: 'Content is not accessible', errorcode: 7201 });
      // In parallel: Shaka attached to the video, the package call, the watch session (subscribers), the resume point.
      // The details page may have fetched the package and preloaded the stream already (hooks/stream-prefetch).
      performance.mark?.('ott:player-start');
      const key = streamKey(request);
      const ahead = takeStream(request, services.now);
      const preloaded = ahead !== null && hasPreload(key);
      if (!preloaded) prepareVideo(video as HTMLVideoElement, loadShaka);
      const pkg = ahead ?? getStreamPackage(request.contentId, request.form);
      const watching = tracked ? watch.start() : Promise.resolve(null);
      const resume = tracked && ctx ? readResume(services, ctx, content) : Promise.resolve(0);
      const [source, watchSession, startAt] = await Promise.all([pkg, watching, resume]);
      if (!live) return null;
      const toStart = rentalRef.current;
      if (toStart) {
        // SPEC §7 rentalupdate: the window starts now; the purchases are read again for the new expiry.
        rentalRef.current = null;
        void updateRental(toStart).then(
          () => invalidate(queryKeys.sms.purchases),
          (e: unknown) => console.warn('[ott] starting the rental window failed', e),
        );
      }
      if (watchSession) watch.beat(watchSession.data.heartbeatinterval);
      return createPlayer(video as HTMLVideoElement, {
        ...playerOptions(),
        manifestUrl: source.data.manifesturl,
        drm: drmFromSource(source.data),
        maxResolution: maxW && maxH ? { width: maxW, height: maxH } : null,
        startAt,
        onTime: (pos, dur, ended) => {
          if (content.nextepisodeid && live) setOfferNext(shouldOfferNextEpisode(pos, dur, ended));
        },
        onNetwork: (state) => live && setNetwork(state),
        preloadKey: preloaded ? key : null,
      });
    }

    function started(created: PlayerHandle) {
      handle = created;
      performance.mark?.('ott:player-play');
      // Play first, then mount the controls as a transition once the first frame is presented: rendering them is
      // main-thread work the first frame must not wait behind (the play click → first frame budget).
      playOrMuted(video as HTMLVideoElement);
      afterFirstFrame(video as HTMLVideoElement, () => {
        if (!live) return;
        startTransition(() => {
          setHandle(created);
          setTracksVersion((v) => v + 1);
          setStarting(false);
        });
      });
    }

    const run = start().catch((e: unknown) => {
      if (!live) return;
      console.error('[player] playback failed', e);
      releaseVideo(video);
      watch.stop();
      setStarting(false);
      setFailure(toFailure(e));
    });

    return () => {
      live = false;
      const end = () => {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibility);
        void handle?.destroy();
        releaseVideo(video);
        watch.stop();
      };
      // A cast kept going after the player closed (hooks/kept-cast.ts) ends this session when it ends.
      if (endWithKeptCast(video, end)) return;
      lastRun.current = run.then(() => handle?.destroy());
      end();
    };
  }, [
    videoRef,
    content,
    trailerId,
    availabilityid,
    quality,
    maxW,
    maxH,
    ctx,
    services,
    session.lang,
    attempt,
    invalidate,
    offlineUri,
  ]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { failure, starting, offerNext, handle, tracksVersion, network, retry };
}
