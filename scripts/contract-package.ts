/**
 * The contract package, packages/subapp-contract: built from src/contract (the single source)
 * with the TypeScript compiler API into dist/esm (ES modules, for import) and dist/cjs (CommonJS,
 * for require), each with its .d.ts. Shared by build-contract.ts, check-contract-package.ts and
 * their test.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const PACKAGE_DIR = join(ROOT_DIR, 'packages/subapp-contract');
export const CONTRACT_INDEX = join(ROOT_DIR, 'src/contract/index.ts');
/** The package's tsconfig of each build. */
export const BUILD_CONFIGS = { esm: 'tsconfig.json', cjs: 'tsconfig.cjs.json' } as const;
export type BuildFormat = keyof typeof BUILD_CONFIGS;

const FORMAT_HOST: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (file) => file,
  getCurrentDirectory: () => ROOT_DIR,
  getNewLine: () => '\n',
};

/** Parses a tsconfig file; `overrides` replace its compiler options. Throws on a config error. */
export function readConfig(
  configPath: string,
  overrides: ts.CompilerOptions = {},
): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostics([diagnostic], FORMAT_HOST));
    },
  });
  if (!parsed) throw new Error(`${configPath}: cannot read`);
  if (parsed.errors.length) throw new Error(ts.formatDiagnostics(parsed.errors, FORMAT_HOST));
  return parsed;
}

export interface Compiled {
  program: ts.Program;
  /** The formatted errors; '' when the project type-checks */
  errors: string;
}

/** TypeScript's own lib files (lib.dom.d.ts is 1.8 MB), parsed once per process. */
const libFiles = new Map<string, ts.SourceFile | undefined>();

function cachingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const libDir = dirname(host.getDefaultLibFileName(options));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (!fileName.startsWith(libDir)) return getSourceFile(fileName, languageVersion, ...rest);
    const key = `${fileName} ${JSON.stringify(languageVersion)}`;
    if (!libFiles.has(key)) libFiles.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return libFiles.get(key);
  };
  return host;
}

/** Type-checks a project and, unless it says noEmit, writes its output (none on error). */
export function compile(config: ts.ParsedCommandLine): Compiled {
  const options = { ...config.options, noEmitOnError: true };
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options,
    host: cachingHost(options),
  });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  if (!diagnostics.length && !config.options.noEmit)
    diagnostics.push(...program.emit().diagnostics);
  return { program, errors: ts.formatDiagnostics(diagnostics, FORMAT_HOST) };
}

/** The compiler config of one build; `overrides` e.g. move its outDir. */
export function buildConfig(format: BuildFormat, overrides: ts.CompilerOptions = {}) {
  return readConfig(join(PACKAGE_DIR, BUILD_CONFIGS[format]), overrides);
}

/** Marks a CommonJS output folder as such (the package itself is `type: module`). */
export function markCommonJs(outDir: string): void {
  writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
}

/** Builds packages/subapp-contract/dist afresh; throws with the compiler's errors. */
export function buildContractPackage(): void {
  rmSync(join(PACKAGE_DIR, 'dist'), { recursive: true, force: true });
  for (const format of Object.keys(BUILD_CONFIGS) as BuildFormat[]) {
    const config = buildConfig(format);
    const { errors } = compile(config);
    if (errors) throw new Error(`the ${format} build of the contract failed:\n${errors}`);
    if (format === 'cjs') markCommonJs(config.options.outDir!);
  }
}

export interface ExportedNames {
  /** Names that exist at run time (functions, constants), sorted */
  values: string[];
  /** Names that are types only, sorted */
  types: string[];
}

function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d));
}

/** The names the module `file` of `program` exports, run-time values and types apart. */
export function exportedNames(program: ts.Program, file: string): ExportedNames {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module of the program`);
  const names: ExportedNames = { values: [], types: [] };
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const isValue = target.flags & ts.SymbolFlags.Value && !isTypeOnlyExport(symbol);
    (isValue ? names.values : names.types).push(symbol.name);
  }
  names.values.sort();
  names.types.sort();
  return names;
}

/** The public names of src/contract/index.ts, from a type-checked program of the package. */
export function contractNames(): ExportedNames {
  const { program, errors } = compile(buildConfig('esm', { noEmit: true }));
  if (errors) throw new Error(`src/contract does not type-check as the package:\n${errors}`);
  return exportedNames(program, CONTRACT_INDEX);
}
