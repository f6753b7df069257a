import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../packages/subapp-contract/package.json';
import {
  buildConfig,
  compile,
  contractNames,
  exportedNames,
  markCommonJs,
  PACKAGE_DIR,
  type BuildFormat,
  type ExportedNames,
} from './contract-package';

/** Every file path package.json points at (exports conditions, main, module, types). */
function packagePaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(packagePaths);
}

const { exports, main, module, types } = packageJson;
const ENTRIES = { esm: exports['.'].import, cjs: exports['.'].require } as const;

describe('the contract package (packages/subapp-contract)', () => {
  let dir = '';
  let source: ExportedNames;

  beforeAll(() => {
    // The package as its two builds write it, into a temporary copy of its folder.
    dir = mkdtempSync(join(tmpdir(), 'contract-package-test-'));
    copyFileSync(join(PACKAGE_DIR, 'package.json'), join(dir, 'package.json'));
    for (const format of ['esm', 'cjs'] as BuildFormat[]) {
      const outDir = join(dir, 'dist', format);
      expect(compile(buildConfig(format, { outDir })).errors).toBe('');
      if (format === 'cjs') markCommonJs(outDir);
    }
    source = contractNames();
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('src/contract/index.ts exports the API the stubs and the README use', () => {
    const used = ['MICRO_APPS', 'isSubAppProps', 'watchGlobalState', 'readGlobalState'];
    expect(source.values).toEqual(expect.arrayContaining([...used, 'isSubAppMessage']));
    expect(source.types).toEqual(expect.arrayContaining(['GlobalState', 'SubAppProps']));
  });

  it.each(['esm', 'cjs'] as const)(
    'the %s declarations type-check and export exactly the names of src/contract/index.ts',
    (format) => {
      const entry = join(dir, ENTRIES[format].types);
      const options = {
        ...buildConfig(format).options,
        noEmit: true,
        skipLibCheck: false,
        skipDefaultLibCheck: true,
      };
      const program = ts.createProgram({ rootNames: [entry], options });
      const errors = ts.getPreEmitDiagnostics(program).map((d) => d.messageText);
      expect(errors).toEqual([]);
      expect(exportedNames(program, entry)).toEqual(source);
    },
    60_000,
  );

  it('the ES modules and the CommonJS build export exactly its run-time values', () => {
    const esm = join(dir, ENTRIES.esm.default);
    const script = `const m = await import(${JSON.stringify(pathToFileURL(esm).href)});
      console.log(JSON.stringify(Object.keys(m)));`;
    const esmKeys = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as string[];
    const cjs = createRequire(import.meta.url)(join(dir, ENTRIES.cjs.default)) as object;
    expect(esmKeys.sort()).toEqual(source.values);
    expect(Object.keys(cjs).sort()).toEqual(source.values);
  });

  it('package.json points only at files the builds write', () => {
    const paths = [...packagePaths(exports), main, module, types];
    const missing = paths.filter((path) => !existsSync(join(dir, path)));
    expect(paths.length).toBeGreaterThan(6);
    expect(missing).toEqual([]);
  });
});
