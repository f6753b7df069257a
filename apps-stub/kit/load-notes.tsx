/**
 * The load notes of a page that draws its own list or form (no DataState): 加载中… while the
 * load runs, the server's message as an alert when it failed.
 */
import { useCls } from './stub-context';
import type { LoadState } from './use-api-load';

export function LoadNotes({ load }: { load: Pick<LoadState<unknown>, 'loading' | 'error'> }) {
  const cls = useCls();
  return (
    <>
      {load.loading && <p className={cls('note')}>加载中…</p>}
      {load.error && (
        <p role="alert" className={cls('error')}>
          {load.error}
        </p>
      )}
    </>
  );
}
