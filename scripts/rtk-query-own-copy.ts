/**
 * Gives RTK Query (only the signed-in frame loads it) its own copies of the Redux Toolkit core,
 * immer and reselect in the browser build.
 *
 * A bundler puts a module into one chunk, with every statement any chunk uses of it. The login
 * page's store needs the toolkit's createSlice and immer's produce; RTK Query also uses immer's
 * patches, reselect's memoizers and the toolkit's matchers. Shared, those parts would sit in the
 * modules /login downloads (2.6 KB of gzip, docs/performance.md). With copies, what RTK Query
 * uses of them rides in the frame's chunk, and /login keeps only what it runs. The copies are
 * the same files: the actions, state and middleware of both are plain Redux.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Plugin } from 'vite';

/** The folder of RTK Query's own modules inside the toolkit package. */
const QUERY_DIR = /[\\/]node_modules[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/;
/** The packages RTK Query (and the copies themselves) import from their own copies. */
export const OWN_COPIES: ReadonlySet<string> = new Set(['@reduxjs/toolkit', 'immer', 'reselect']);
/** The folder, inside RTK Query's own, where the copies are named. */
export const COPY_FOLDER = 'own-copy';

/**
 * The id of the copy of package `source` (resolved to `file`) for an importer inside RTK Query's
 * folder, or null for any other importer or package.
 */
export function ownCopyId(
  importer: string | undefined,
  source: string,
  file: string,
): string | null {
  const match = importer ? QUERY_DIR.exec(importer) : null;
  if (!importer || !match || !OWN_COPIES.has(source)) return null;
  const queryDir = importer.slice(0, match.index + match[0].length);
  return `${queryDir}${COPY_FOLDER}/${source.replace('/', '+')}/${basename(file)}`;
}

export function rtkQueryOwnCopy(): Plugin {
  const copies = new Map<string, string>();
  return {
    name: 'rtk-query-own-copy',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (ownCopyId(importer, source, source) === null) return null;
      const shared = await this.resolve(source, importer, { skipSelf: true });
      if (!shared || shared.external) return null;
      const id = ownCopyId(importer, source, shared.id);
      if (id === null) return null;
      copies.set(id, shared.id);
      return id;
    },
    load(id) {
      const file = copies.get(id);
      return file === undefined ? null : readFileSync(file, 'utf8');
    },
  };
}
