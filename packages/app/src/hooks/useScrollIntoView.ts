// A child route that names a part of a page (the trailers, the related titles) brings that part into view.
import { useEffect, useRef } from 'react';

/** A ref whose element scrolls to the top of the view once `when` turns true. */
export function useScrollIntoView<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [when]);
  return ref;
}
