/**
 * Which calls are public: the mock's handlers are written with `publicRoute` (open to anonymous
 * callers) or `route` (a session is required, -403 without one) of src/mocks/http-kit.ts. The
 * URL argument is the same constant the API module calls, so its literal type is the path.
 */
import ts from 'typescript';

const KIT_FILE = /\/src\/mocks\/http-kit\.ts$/;

function kitFunction(call: ts.CallExpression, checker: ts.TypeChecker): string | undefined {
  let symbol = checker.getSymbolAtLocation(call.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
  return KIT_FILE.test(file) ? symbol?.name : undefined;
}

/** "METHOD path" of every handler written with publicRoute. */
export function publicCalls(files: readonly ts.SourceFile[], checker: ts.TypeChecker): Set<string> {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && kitFunction(node, checker) === 'publicRoute') {
      const [method, url] = node.arguments.map((argument) => checker.getTypeAtLocation(argument));
      if (method?.isStringLiteral() && url?.isStringLiteral()) {
        found.add(`${method.value.toUpperCase()} ${url.value}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  files.forEach(visit);
  return found;
}
