/**
 * What a route downloads, read from Vite's build manifest (pure: no file system). A route is
 * a set of root modules (the page's HTML entry plus the lazy modules it opens); its chunks are
 * the roots' files and everything they import statically, with their CSS. Dynamic imports are
 * other routes' business and are not followed. A module that the build put into a group chunk
 * (scripts/network-chunks.ts) has no manifest entry of its own: the chunks' module lists
 * (ChunkModules, written beside the manifest) say which chunk holds it.
 */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** Chunk file -> the modules in it (paths relative to the project). */
export type ChunkModules = Record<string, readonly string[]>;

/** The manifest keys of the chunks holding a module whose path contains `fragment`. */
function keysHolding(manifest: Manifest, modules: ChunkModules, fragment: string): string[] {
  return Object.keys(manifest).filter((key) =>
    (modules[manifest[key]!.file] ?? []).some((id) => id.includes(fragment)),
  );
}

export interface RouteFiles {
  js: string[];
  css: string[];
  /** Manifest keys of the modules the route loads */
  keys: string[];
}

/**
 * The manifest key of a root: a key as such, the one key that contains `root`, or else the one
 * chunk holding modules whose paths contain it.
 */
export function resolveKey(manifest: Manifest, root: string, modules: ChunkModules = {}): string {
  if (manifest[root]) return root;
  let found = Object.keys(manifest).filter((key) => key.includes(root));
  if (found.length === 0) found = keysHolding(manifest, modules, root);
  if (found.length !== 1) {
    throw new Error(`root "${root}" matches ${found.length} manifest entries: ${found.join(', ')}`);
  }
  return found[0]!;
}

export function routeFiles(
  manifest: Manifest,
  roots: readonly string[],
  modules: ChunkModules = {},
): RouteFiles {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    keys.add(key);
    chunk.imports?.forEach(visit);
  };
  roots.forEach((root) => visit(resolveKey(manifest, root, modules)));
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
  }
  return { js: [...js].sort(), css: [...css].sort(), keys: [...keys].sort() };
}

/**
 * The roots among `forbidden` whose modules a route would load (should be none). A root is a
 * manifest key or a part of keys (a folder: every module under it); one the build does not
 * have at all (code a build-time gate dropped) is loaded by no route.
 */
export function forbiddenLoaded(
  manifest: Manifest,
  route: RouteFiles,
  forbidden: readonly string[],
  modules: ChunkModules = {},
): string[] {
  const loaded = new Set(route.keys);
  return forbidden.filter((root) =>
    [
      ...(manifest[root] ? [root] : Object.keys(manifest).filter((key) => key.includes(root))),
      ...keysHolding(manifest, modules, root),
    ].some((key) => loaded.has(key)),
  );
}
