/**
 * A send that leaves in a task of its own, after the one that asked for it: the tracker's page
 * view, fed by the navigation it records, never holds up that navigation's work (a beacon sent in
 * a warm sub-application switch's task kept the switch about 4 ms longer, docs/performance.md).
 * What still waits when the page is hidden or left goes at once, while a beacon still can leave.
 */
type Send<A extends unknown[]> = (...args: A) => boolean | Promise<boolean>;

export function sendLater<A extends unknown[]>(
  send: Send<A>,
  target: Window | undefined = typeof window === 'undefined' ? undefined : window,
): (...args: A) => Promise<boolean> {
  const waiting: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const run of waiting.splice(0)) run();
  };
  target?.addEventListener('pagehide', flush);
  target?.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') flush();
  });
  return (...args) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push(() => {
        try {
          resolve(send(...args));
        } catch (error) {
          reject(error);
        }
      });
      timer ??= setTimeout(flush, 0);
    });
}
