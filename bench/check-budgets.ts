/**
 * The byte budgets of bench/budgets.json against a production build with its manifest:
 *   tsx bench/check-budgets.ts [outDir]     (default dist-budget; npm run test:budgets builds it)
 * Prints each route's JavaScript and CSS (raw and gzip) and its requests, and fails (exit 1) when
 * a route is over its byte or request budget, loads a module it must not, a chunk is over
 * maxChunkKB, or any script of the build holds a text of mustNotContain (code that only
 * development and demo builds may have).
 * Deterministic: sizes and contents of files, never times.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_MODULES_FILE } from '../scripts/network-chunks';
import { requestsOf, type RouteRequests } from './route-requests';
import { forbiddenLoaded, routeFiles, type ChunkModules, type Manifest } from './route-chunks';

interface RouteBudget extends RouteRequests {
  maxJsKB: number;
  maxCssKB: number;
  maxRequests: number;
  mustNotLoad: string[];
}
interface Budgets {
  gzipLevel: number;
  maxChunkKB: number;
  routes: Record<string, RouteBudget>;
  mustNotContain: { text: string; why: string }[];
}

const outDir = process.argv[2] ?? 'dist-budget';
const budgets = JSON.parse(
  readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'),
) as Budgets;
const manifest = JSON.parse(
  readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
) as Manifest;
const modulesFile = join(outDir, CHUNK_MODULES_FILE);
const modules = (
  existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : {}
) as ChunkModules;

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(outDir, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: budgets.gzipLevel }).length };
    sizes.set(file, size);
  }
  return size;
}
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = (files: string[], kind: 'raw' | 'gzip') =>
  files.reduce((sum, file) => sum + sizeOf(file)[kind], 0);

const failures: string[] = [];
// A root of mustNotLoad that the build lacks counts as not loaded: it must still name a file or
// folder of the repository, or a misspelt one would hold for ever.
const repoRoot = new URL('../', import.meta.url);
for (const [route, budget] of Object.entries(budgets.routes)) {
  for (const root of budget.mustNotLoad) {
    if (!existsSync(new URL(root, repoRoot))) {
      failures.push(`${route}: mustNotLoad "${root}" names no file or folder of the repository`);
    }
  }
}
const rows: string[][] = [
  ['route', 'JS gzip KB', 'JS raw KB', 'CSS gzip KB', 'budget JS KB', 'requests', 'budget'],
];
for (const [route, budget] of Object.entries(budgets.routes)) {
  const files = routeFiles(manifest, budget.roots, modules);
  const requests = requestsOf(manifest, budgets.routes, route, modules);
  const js = total(files.js, 'gzip');
  const css = total(files.css, 'gzip');
  rows.push([
    route,
    String(kb(js)),
    String(kb(total(files.js, 'raw'))),
    String(kb(css)),
    String(budget.maxJsKB),
    String(requests),
    String(budget.maxRequests),
  ]);
  if (requests > budget.maxRequests) {
    failures.push(`${route}: ${requests} requests while it loads, budget ${budget.maxRequests}`);
  }
  if (js > budget.maxJsKB * 1024) {
    failures.push(`${route}: ${kb(js)} KB of JavaScript (gzip), budget ${budget.maxJsKB} KB`);
  }
  if (css > budget.maxCssKB * 1024) {
    failures.push(`${route}: ${kb(css)} KB of CSS (gzip), budget ${budget.maxCssKB} KB`);
  }
  for (const root of forbiddenLoaded(manifest, files, budget.mustNotLoad, modules)) {
    failures.push(`${route} downloads ${root}, which it must not`);
  }
}
for (const chunk of Object.values(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const { gzip } = sizeOf(chunk.file);
  if (gzip > budgets.maxChunkKB * 1024) {
    failures.push(
      `${chunk.file}: ${kb(gzip)} KB (gzip), no chunk may exceed ${budgets.maxChunkKB} KB`,
    );
  }
}
for (const file of readdirSync(join(outDir, 'assets'))) {
  if (!file.endsWith('.js')) continue;
  const text = readFileSync(join(outDir, 'assets', file), 'utf8');
  for (const { text: marker, why } of budgets.mustNotContain) {
    if (text.includes(marker)) failures.push(`assets/${file} contains "${marker}": ${why}`);
  }
}

const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
if (failures.length > 0) {
  console.error(`\nBudgets exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll byte and request budgets hold.');
