// Focus moves to each step's heading when the step appears, so keyboard and screen-reader users start there.
import { useEffect, useRef } from 'react';

/** Returns a ref for the heading (give it tabIndex={-1}); focus moves to it whenever `step` changes. */
export function useStepHeading<T extends HTMLElement = HTMLHeadingElement>(
  step: unknown = null,
  enabled = true,
) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: false });
  }, [step, enabled]);
  return ref;
}
