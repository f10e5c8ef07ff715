// Near the viewport: lazy rails (ScreenSections) and the next page of a list (PagedGrid).
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the element of the returned ref comes within `rootMargin` of the viewport, observing again
 * whenever `key` changes (an element that is still in view then reports again). Nothing happens without
 * IntersectionObserver: callers keep a fallback.
 */
export function useNear<T extends Element>(
  onNear: () => void,
  rootMargin: string,
  key: unknown,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onNear);
  callback.current = onNear;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the caller's signal to observe again
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && callback.current(),
      {
        rootMargin,
      },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [rootMargin, key]);
  return ref;
}
