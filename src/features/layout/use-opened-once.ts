import { useState } from 'react';

/**
 * True from the first time `open` is true: a drawer or modal whose code is loaded lazily is
 * rendered from its first opening on (and stays, so that it can animate its closing), never
 * before: its code is not part of the frame's first download.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
