/**
 * Whether an element has come near the window: true from the first time it is within
 * `marginPx` of the visible area, and for good. The home page's sections below the first screen
 * ask for their data only then, so a manager who does not scroll sends five calls fewer. Where
 * the browser has no IntersectionObserver, everything is near at once.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useNearViewport<E extends Element>(
  marginPx: number,
): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, marginPx]);
  return [ref, near];
}
