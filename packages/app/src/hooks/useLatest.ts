// The value of the latest render, for effects and callbacks that read it without depending on it.
import { type RefObject, useRef } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
