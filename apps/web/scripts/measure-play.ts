// Play click → first frame, as the benches measure it for the app and for a bare <video> alike: the first frame on
// screen (the paint of an element holding a decoded frame, or its first presented frame) and the moving picture (a
// second frame presented); with each request the click set off, the player's marks and the long animation frames.
import type { Page } from 'playwright-core';

/** Opens `url` (a playable title's details page), clicks play and measures. */
export async function measurePlay(
  page: Page,
  url: string,
): Promise<{ first: number; moving: number; steps: string[] }> {
  // The default buffer (250 entries) fills up on the details page: the requests after the click would be missing.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  // tsx keeps function names with a `__name` helper that the page does not have (named functions in evaluate).
  await page.addInitScript('globalThis.__name = (f) => f;');
  await page.goto(url, { waitUntil: 'networkidle' });
  const button = page.getByTestId('play-button');
  await button.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as {
      __t0?: number;
      __moving?: number;
      __picture?: number;
      __events?: string[];
      __onFrame?: () => void;
    };
    w.__events = [];
    // Long animation frames (≥ 50 ms of main-thread work) after the click, with the scripts that ran in them.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        blockingDuration: number;
        scripts: { invoker: string; duration: number; sourceFunctionName: string; sourceURL: string }[];
      })[]) {
        if (w.__t0 === undefined || e.startTime + e.duration < w.__t0) continue;
        const scripts = e.scripts
          .filter((x) => x.duration >= 5)
          .map(
            (x) =>
              `${x.invoker} ${x.sourceFunctionName || '?'}@${x.sourceURL.split('/').pop()} ${x.duration.toFixed(0)}`,
          );
        w.__events?.push(
          `long frame ${(e.startTime - w.__t0).toFixed(0)}+${e.duration.toFixed(0)} [${scripts.join('; ')}]`,
        );
      }
    }).observe({ type: 'long-animation-frame' });
    new MutationObserver(() => {
      const v = document.querySelector('video') as (HTMLVideoElement & { __hooked?: boolean }) | null;
      if (v && !v.__hooked) {
        v.__hooked = true;
        w.__events?.push(
          `<video> ${(performance.now() - (w.__t0 ?? 0)).toFixed(0)} (readyState ${v.readyState})`,
        );
        for (const type of [
          'loadedmetadata',
          'loadeddata',
          'canplay',
          'play',
          'playing',
          'waiting',
          'timeupdate',
        ])
          v.addEventListener(type, () =>
            w.__events?.push(`${type} ${(performance.now() - (w.__t0 ?? 0)).toFixed(0)}`),
          );
        // The first frame on screen: the paint after the element is in the page with a current frame (a stream primed
        // before the click shows its first frame there, paused), or its first presented frame if sooner.
        const watch = () =>
          requestAnimationFrame(() => {
            if (v.readyState >= 2) requestAnimationFrame(() => (w.__picture ??= performance.now()));
            else if (w.__picture === undefined) watch();
          });
        watch();
        const frame = (_now: number, meta: VideoFrameCallbackMetadata) => {
          const at = performance.now();
          w.__picture = Math.min(w.__picture ?? at, at);
          w.__events?.push(
            `frame: media time ${meta.mediaTime.toFixed(3)} s, presented frames ${meta.presentedFrames}, expected display ${(meta.expectedDisplayTime - (w.__t0 ?? 0)).toFixed(0)}`,
          );
          if (meta.presentedFrames < 2) return void v.requestVideoFrameCallback(frame);
          w.__moving = at;
          w.__onFrame?.();
        };
        v.requestVideoFrameCallback(frame);
      }
    }).observe(document.body, { childList: true, subtree: true });
    document.addEventListener(
      'click',
      () => {
        w.__t0 = performance.now();
      },
      { capture: true, once: true },
    );
  });
  await button.click();
  // Waited for without polling from the page: Playwright's waitForFunction would run its script in every frame of
  // the playback start being measured.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const w = window as unknown as { __moving?: number; __onFrame?: () => void };
        if (w.__moving !== undefined) return resolve();
        w.__onFrame = resolve;
        setTimeout(() => reject(new Error('no frame within 30 s')), 30000);
      }),
  );
  return page.evaluate(() => {
    const w = window as unknown as { __t0: number; __moving: number; __picture: number; __events: string[] };
    const steps = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.startTime >= w.__t0 - 1 && e.startTime <= w.__moving)
      .map((e) => {
        const u = new URL(e.name);
        const name = u.pathname.split('/').slice(-2).join('/');
        return `${name} ${(e.startTime - w.__t0).toFixed(0)}→${(e.responseEnd - w.__t0).toFixed(0)}`;
      });
    const marks = performance
      .getEntriesByType('mark')
      .filter((m) => m.startTime >= w.__t0)
      .map((m) => `${m.name} ${(m.startTime - w.__t0).toFixed(0)}`);
    return {
      first: w.__picture - w.__t0,
      moving: w.__moving - w.__t0,
      steps: [...steps, ...w.__events, ...marks],
    };
  });
}
