/**
 * Checks the contract package as another team gets it: builds it from src/contract, packs it
 * with npm into a temporary folder, installs the tarball into a throw-away consumer (offline),
 * type-checks the consumer's use of the public API with moduleResolution bundler, node16 and
 * nodenext (lib ES2022 + DOM, skipLibCheck false) including every public name of
 * src/contract/index.ts, and runs a few helpers in Node by import and by require.
 * Prints one line at the end; exits 1 on any failure. Usage: tsx scripts/check-contract-package.ts
 * (npm run test:contract).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildContractPackage, contractNames, PACKAGE_DIR } from './contract-package';
import {
  createConsumer,
  RESOLUTIONS,
  run,
  RUNTIMES,
  runConsumer,
  typeCheckConsumer,
} from './contract-consumer';

/** What the tarball must hold, and all it may hold besides dist/. */
const REQUIRED_FILES = [
  'package.json',
  'README.md',
  'dist/esm/index.js',
  'dist/esm/index.d.ts',
  'dist/cjs/index.js',
  'dist/cjs/index.d.ts',
  'dist/cjs/package.json',
];

interface PackResult {
  filename: string;
  size: number;
  files: { path: string }[];
}

/** Packs the package into `dir`; returns the tarball's path after checking its file list. */
function pack(dir: string): { tarball: string; summary: string } {
  const output = run(
    'npm',
    ['pack', '--ignore-scripts', '--json', '--pack-destination', dir],
    PACKAGE_DIR,
  );
  const [result] = JSON.parse(output) as PackResult[];
  if (!result) throw new Error('npm pack wrote no tarball');
  const files = result.files.map((file) => file.path);
  const missing = REQUIRED_FILES.filter((file) => !files.includes(file));
  const extra = files.filter((file) => !REQUIRED_FILES.includes(file) && !file.startsWith('dist/'));
  if (missing.length || extra.length) {
    throw new Error(
      `tarball files: missing [${missing.join(', ')}], unexpected [${extra.join(', ')}]`,
    );
  }
  const summary = `${result.filename} (${files.length} files, ${(result.size / 1024).toFixed(1)} KB)`;
  return { tarball: join(dir, result.filename), summary };
}

function main(): void {
  const started = performance.now();
  const { version } = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  const work = mkdtempSync(join(tmpdir(), 'subapp-contract-'));
  try {
    buildContractPackage();
    const names = contractNames();
    const { tarball, summary } = pack(work);
    const consumer = join(work, 'consumer');
    createConsumer(consumer, tarball, names);
    const errors = typeCheckConsumer(consumer);
    if (errors) throw new Error(`the consumer does not type-check:\n${errors}`);
    runConsumer(consumer, names);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `contract package OK: ${summary}, v${version}, ${names.values.length} values and ` +
        `${names.types.length} types; installed offline, type-checked (${RESOLUTIONS.join(', ')}) ` +
        `and run (${Object.keys(RUNTIMES).join(', ')}) in a consumer in ${seconds} s`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('contract package check FAILED (see above)');
    process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
