/**
 * The throw-away consumer of the contract package: a copy of packages/subapp-contract/test-consumer
 * in a temporary folder with the packed tarball installed (offline: the package has no
 * dependencies), type-checked and run the way another team's sub-application uses the package.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, PACKAGE_DIR, readConfig, type ExportedNames } from './contract-package';

export const PACKAGE_NAME = '@fund-portal/subapp-contract';
/** The consumer's module resolutions, each a tsconfig.<name>.json of test-consumer/. */
export const RESOLUTIONS = ['bundler', 'node16', 'nodenext'] as const;
/** The consumer's Node entry points: one imports the package, one requires it. */
export const RUNTIMES = { import: 'runtime.mjs', require: 'runtime.cjs' } as const;

/** Runs a command; throws with its output when it fails. */
export function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${output.trim()}`);
  }
  return result.stdout;
}

/**
 * A module that re-exports every public name of the contract from the package: it type-checks
 * only when each exists there, a type as a type and a value as a value.
 */
export function allNamesModule(names: ExportedNames): string {
  const list = [...names.values, ...names.types.map((name) => `type ${name}`)];
  return (
    '// Every public name of src/contract/index.ts, written by scripts/contract-consumer.ts.\n' +
    `export {\n${list.map((name) => `  ${name},\n`).join('')}} from '${PACKAGE_NAME}';\n`
  );
}

/** Creates the consumer in `dir` and installs `tarball` into it. */
export function createConsumer(dir: string, tarball: string, names: ExportedNames): void {
  cpSync(join(PACKAGE_DIR, 'test-consumer'), dir, { recursive: true });
  writeFileSync(join(dir, 'all-names.ts'), allNamesModule(names));
  run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
}

/** Type-checks the consumer with each module resolution; returns the errors ('' when none). */
export function typeCheckConsumer(dir: string): string {
  return RESOLUTIONS.map((resolution) => {
    const { errors } = compile(readConfig(join(dir, `tsconfig.${resolution}.json`)));
    return errors && `moduleResolution ${resolution}:\n${errors}`;
  })
    .filter(Boolean)
    .join('\n');
}

/** Runs the consumer's runtime checks in Node, by import and by require. */
export function runConsumer(dir: string, names: ExportedNames): void {
  for (const file of Object.values(RUNTIMES)) {
    run(process.execPath, [file, JSON.stringify(names.values)], dir);
  }
}
