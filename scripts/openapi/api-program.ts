/**
 * One TypeScript program over the API modules (src/api) and the mock handlers
 * (src/mocks/handlers), with the project's compiler options (its path aliases), so that the
 * checker sees the types the portal is compiled with.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export interface ApiProgram {
  checker: ts.TypeChecker;
  /** The domain modules: src/api/<domain>.ts that have a <domain>-urls.ts beside them. */
  domains: { domain: string; file: ts.SourceFile }[];
  /** The mock's handler modules (tests left out). */
  handlerFiles: ts.SourceFile[];
  /** The HTTP client module (src/lib/http-client.ts). */
  clientFile: ts.SourceFile;
  /** Whether a file is the project's own (its types may become named components). */
  isOwnFile: (fileName: string) => boolean;
}

function sourceFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && keep(name))
    .sort()
    .map((name) => join(dir, name));
}

export function createApiProgram(root: string): ApiProgram {
  const srcDir = resolve(root, 'src');
  const apiDir = join(srcDir, 'api');
  const handlerDir = join(srcDir, 'mocks', 'handlers');
  const domainNames = sourceFiles(apiDir, (name) =>
    existsSync(join(apiDir, name.replace(/\.ts$/, '-urls.ts'))),
  ).map((file) => file.replace(/^.*\//, '').replace(/\.ts$/, ''));
  const clientPath = join(srcDir, 'lib', 'http-client.ts');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    { types: ['vite/client'], noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const handlerPaths = sourceFiles(handlerDir, () => true);
  const roots = [
    ...domainNames.map((name) => join(apiDir, `${name}.ts`)),
    ...handlerPaths,
    clientPath,
  ];
  const program = ts.createProgram(roots, config.options);
  const file = (path: string) => {
    const found = program.getSourceFile(path);
    if (!found) throw new Error(`${path} is not in the program`);
    return found;
  };
  return {
    checker: program.getTypeChecker(),
    domains: domainNames.map((domain) => ({ domain, file: file(join(apiDir, `${domain}.ts`)) })),
    handlerFiles: handlerPaths.map(file),
    clientFile: file(clientPath),
    isOwnFile: (fileName) => resolve(fileName).startsWith(srcDir + '/'),
  };
}
