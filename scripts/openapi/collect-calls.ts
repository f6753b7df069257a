/**
 * The calls of the API modules, read from their source with the TypeScript checker: every
 * exported function of a domain module (src/api/<domain>.ts beside its <domain>-urls.ts) calls
 * the HTTP client's `get` or `post` (src/lib/http-client.ts), possibly wrapped (boundedPage,
 * boundedLists), once or in several branches of the same method and path. Of each call: the
 * method, the path (the literal type of the URL constant, or a template of constants with a
 * fixed query string), the parameters actually sent (the checker's type of the argument), how
 * they travel (query, form, JSON, multipart) and the extra headers of its options; of the
 * function: its name, JSDoc and the `T` of its `ApiResult<T>`.
 */
import ts from 'typescript';
import { callHeaders, type CallHeader } from './call-headers';

export type Encoding = 'query' | 'form' | 'json' | 'multipart';

export interface ApiCall {
  /** The API function's name. */
  operationId: string;
  /** The module's name: auth, menu, product, system, home, value, register. */
  domain: string;
  method: 'GET' | 'POST';
  /** Relative to the API base, without a query string. */
  path: string;
  /** Query parameters written into the URL itself (value/commonQuery?funcId=049). */
  fixedQuery: Record<string, string>;
  encoding: Encoding;
  /** The type of the parameters sent; undefined when the call sends none. */
  params: ts.Type | undefined;
  /** Request headers the options add (besides the session token). */
  headers: CallHeader[];
  /** The `T` of the function's ApiResult<T>. */
  answer: ts.Type;
  /** The JSDoc of the function. */
  doc: string;
  /** file:line of the HTTP client call, for messages. */
  where: string;
}

const CLIENT_FILE = /\/src\/lib\/http-client\.ts$/;

function whereOf(node: ts.Node): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart());
  return `${file.fileName.replace(/^.*\/(src\/)/, '$1')}:${line + 1}`;
}

/** `get` or `post` when the call's callee is the HTTP client's function of that name. */
function clientMethod(
  call: ts.CallExpression,
  checker: ts.TypeChecker,
): 'GET' | 'POST' | undefined {
  let symbol = checker.getSymbolAtLocation(call.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
  if (!CLIENT_FILE.test(file)) return undefined;
  if (symbol?.name === 'get') return 'GET';
  if (symbol?.name === 'post') return 'POST';
  return undefined;
}

function clientCalls(body: ts.Node, checker: ts.TypeChecker): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && clientMethod(node, checker)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

function literalText(expression: ts.Expression, checker: ts.TypeChecker): string {
  const type = checker.getTypeAtLocation(expression);
  if (!type.isStringLiteral()) {
    throw new Error(`${whereOf(expression)}: the URL is not a constant (${expression.getText()})`);
  }
  return type.value;
}

/** The URL of the call: a URL constant, or a template of constants and text. */
export function urlOf(expression: ts.Expression, checker: ts.TypeChecker): string {
  if (ts.isTemplateExpression(expression)) {
    return (
      expression.head.text +
      expression.templateSpans
        .map((span) => literalText(span.expression, checker) + span.literal.text)
        .join('')
    );
  }
  if (ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  return literalText(expression, checker);
}

function splitUrl(url: string): { path: string; fixedQuery: Record<string, string> } {
  const [path = '', query = ''] = url.split('?');
  return { path, fixedQuery: Object.fromEntries(new URLSearchParams(query)) };
}

function isTrueProperty(type: ts.Type, name: string, checker: ts.TypeChecker): boolean {
  const property = type.getProperty(name);
  if (!property) return false;
  const value = checker.getTypeOfSymbol(property);
  return !!(value.flags & ts.TypeFlags.BooleanLiteral) && checker.typeToString(value) === 'true';
}

function encodingOf(
  method: 'GET' | 'POST',
  call: ts.CallExpression,
  params: ts.Type | undefined,
  checker: ts.TypeChecker,
): Encoding {
  if (method === 'GET') return 'query';
  if (params?.getSymbol()?.name === 'FormData') return 'multipart';
  const options = call.arguments[2];
  if (options && isTrueProperty(checker.getTypeAtLocation(options), 'json', checker)) return 'json';
  return 'form';
}

/** The T of ApiResult<T> (an alias of Promise<ApiResponse<T> | false>). */
function answerOf(declaration: ts.FunctionDeclaration, checker: ts.TypeChecker): ts.Type {
  const signature = checker.getSignatureFromDeclaration(declaration);
  const returned = signature && checker.getReturnTypeOfSignature(signature);
  const answer =
    returned?.aliasSymbol?.name === 'ApiResult' ? returned.aliasTypeArguments?.[0] : undefined;
  if (!answer) {
    throw new Error(
      `${whereOf(declaration)}: ${declaration.name?.text} does not return ApiResult<T>`,
    );
  }
  return answer;
}

function docOf(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function callAt(
  call: ts.CallExpression,
  symbol: ts.Symbol,
  implementation: ts.FunctionDeclaration,
  domain: string,
  checker: ts.TypeChecker,
): ApiCall {
  const method = clientMethod(call, checker) ?? 'GET';
  const [urlArgument, paramsArgument, optionsArgument] = call.arguments;
  if (!urlArgument) throw new Error(`${whereOf(call)}: a call without a URL`);
  const params = paramsArgument ? checker.getTypeAtLocation(paramsArgument) : undefined;
  return {
    operationId: symbol.name,
    domain,
    method,
    ...splitUrl(urlOf(urlArgument, checker)),
    encoding: encodingOf(method, call, params, checker),
    params: params && !(params.flags & ts.TypeFlags.Undefined) ? params : undefined,
    headers: callHeaders(optionsArgument, checker),
    answer: answerOf(implementation, checker),
    doc: docOf(symbol, checker),
    where: whereOf(call),
  };
}

/** The calls made by one exported API function: one, or one per branch (same method and path). */
export function callsOf(symbol: ts.Symbol, domain: string, checker: ts.TypeChecker): ApiCall[] {
  const declarations = (symbol.declarations ?? []).filter(ts.isFunctionDeclaration);
  // Overloads: the implementation (the declaration with a body) makes the call.
  const implementation = declarations.find((declaration) => declaration.body);
  if (!implementation?.body) {
    throw new Error(`${domain}.${symbol.name}: an exported function without a body`);
  }
  const calls = clientCalls(implementation.body, checker).map((call) =>
    callAt(call, symbol, implementation, domain, checker),
  );
  const routes = new Set(calls.map((call) => `${call.method} ${call.path}`));
  if (calls.length === 0 || routes.size > 1) {
    throw new Error(
      `${whereOf(implementation)}: ${symbol.name} calls ${routes.size} routes (${[...routes].join(', ')}), not one`,
    );
  }
  return calls;
}

/** The calls of one domain module, in the order of its source. */
export function callsOfModule(
  file: ts.SourceFile,
  domain: string,
  checker: ts.TypeChecker,
): ApiCall[] {
  const module = checker.getSymbolAtLocation(file);
  if (!module) return [];
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => symbol.flags & ts.SymbolFlags.Function)
    .flatMap((symbol) => callsOf(symbol, domain, checker));
}
