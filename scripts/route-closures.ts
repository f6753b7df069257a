/**
 * Which modules each part of the portal needs, read from the module graph (pure: the graph is
 * passed in). A part is the static closure of its roots; imports of a package's barrel (antd,
 * @ant-design/icons: one module re-exporting every component) follow only the names the
 * importer asks for, as tree-shaking does, or the closure of /login would hold all of antd.
 */
import { posix } from 'node:path';

export interface GraphModule {
  id: string;
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type Graph = ReadonlyMap<string, GraphModule>;

/** Package names whose entry is a barrel, and the end of that entry's module id. */
export const BARRELS: Readonly<Record<string, string>> = {
  antd: '/node_modules/antd/es/index.js',
  '@ant-design/icons': '/node_modules/@ant-design/icons/es/index.js',
};

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const REEXPORT_NAMED = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const REEXPORT_ALL = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const PLAIN_IMPORT = /import\s+(?:[\w$]+\s+from\s+)?["'](\.[^"']+)["']/g;

/** `a, b as c, type D` -> the imported names a, b (types dropped). */
function names(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [imported, local] = part.split(/\s+as\s+/);
      return { imported: imported!.trim(), local: (local ?? imported)!.trim() };
    });
}

function resolveRelative(graph: Graph, from: string, spec: string): string | undefined {
  const base = posix.join(posix.dirname(from), spec);
  return [base, `${base}.js`, `${base}/index.js`, `${base}.mjs`].find((id) => graph.has(id));
}

/** The module a barrel's export `name` comes from (following `export *`), if found. */
export function barrelSource(
  graph: Graph,
  barrel: string,
  name: string,
  seen = new Set<string>(),
): string | undefined {
  if (seen.has(barrel)) return undefined;
  seen.add(barrel);
  const code = graph.get(barrel)?.code ?? '';
  for (const match of code.matchAll(REEXPORT_NAMED)) {
    if (names(match[1]!).some((n) => n.local === name)) {
      return resolveRelative(graph, barrel, match[2]!);
    }
  }
  for (const match of code.matchAll(REEXPORT_ALL)) {
    const inner = resolveRelative(graph, barrel, match[1]!);
    const found = inner && barrelSource(graph, inner, name, seen);
    if (found) return found;
  }
  return undefined;
}

/** What `module` imports statically, a barrel replaced by the modules of the names it takes. */
export function staticImports(graph: Graph, module: GraphModule): string[] {
  const barrelIds = new Map<string, string>();
  for (const id of module.importedIds) {
    const pkg = Object.entries(BARRELS).find(([, end]) => id.endsWith(end));
    if (pkg) barrelIds.set(pkg[0], id);
  }
  if (barrelIds.size === 0) return [...module.importedIds];
  const out = module.importedIds.filter((id) => ![...barrelIds.values()].includes(id));
  for (const match of (module.code ?? '').matchAll(NAMED_IMPORT)) {
    const barrel = barrelIds.get(match[2]!);
    if (!barrel) continue;
    for (const { imported } of names(match[1]!)) {
      // A name not found keeps the whole barrel: more bytes, never a missing module.
      out.push(barrelSource(graph, barrel, imported) ?? barrel);
    }
  }
  for (const barrel of barrelIds.values()) {
    // The barrel's own imports that are not re-exports (antd's version check) run with it.
    for (const match of (graph.get(barrel)?.code ?? '').matchAll(PLAIN_IMPORT)) {
      const id = resolveRelative(graph, barrel, match[1]!);
      if (id) out.push(id);
    }
  }
  return [...new Set(out)];
}

/** The static closure of `roots` (module ids), barrels followed by name. */
export function closure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const module = graph.get(id);
    if (!module) continue;
    seen.add(id);
    stack.push(...staticImports(graph, module));
  }
  return seen;
}

/** The one module id that ends with `end` (a path under the project). */
export function moduleEndingWith(graph: Graph, end: string): string {
  const found = [...graph.keys()].filter((id) => id.endsWith(end));
  if (found.length !== 1) throw new Error(`${found.length} modules end with ${end}`);
  return found[0]!;
}
