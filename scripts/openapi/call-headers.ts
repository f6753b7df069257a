/**
 * The extra request headers a call sends, read from its options argument: the `headers` object
 * literal there, or in an object spread into it, or in what a function of the project returns
 * (`holding(draft)` → `{ headers: { [REGISTER_TOKEN_HEADER]: draft.draftToken } }`). A header's
 * name is the literal type of its key; its description the JSDoc of the constant naming it.
 */
import ts from 'typescript';

export interface CallHeader {
  name: string;
  description: string;
}

function docOfSymbol(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string {
  if (!symbol) return '';
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
}

function headerOf(property: ts.ObjectLiteralElementLike, checker: ts.TypeChecker): CallHeader {
  const name = property.name;
  if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) {
    return { name: name.text, description: '' };
  }
  if (name && ts.isComputedPropertyName(name)) {
    const type = checker.getTypeAtLocation(name.expression);
    if (type.isStringLiteral()) {
      const description = docOfSymbol(checker.getSymbolAtLocation(name.expression), checker);
      return { name: type.value, description };
    }
  }
  throw new Error(`${property.getText()}: a header whose name is not a constant`);
}

/** The function a call expression calls, when it is declared in the project with a body. */
function calledFunction(call: ts.CallExpression, checker: ts.TypeChecker): ts.Node | undefined {
  let symbol = checker.getSymbolAtLocation(call.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (declaration && ts.isFunctionDeclaration(declaration)) return declaration.body;
  if (declaration && ts.isVariableDeclaration(declaration)) return declaration.initializer;
  return undefined;
}

function returnedExpressions(body: ts.Node): ts.Expression[] {
  if (ts.isArrowFunction(body) && !ts.isBlock(body.body)) return [body.body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    if (!ts.isFunctionLike(node) || node === body) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

export function callHeaders(
  expression: ts.Expression | undefined,
  checker: ts.TypeChecker,
  depth = 0,
): CallHeader[] {
  if (!expression || depth > 3) return [];
  if (ts.isParenthesizedExpression(expression))
    return callHeaders(expression.expression, checker, depth);
  if (ts.isCallExpression(expression)) {
    const body = calledFunction(expression, checker);
    if (!body || body.getSourceFile().isDeclarationFile) return [];
    return returnedExpressions(body).flatMap((each) => callHeaders(each, checker, depth + 1));
  }
  if (!ts.isObjectLiteralExpression(expression)) return [];
  return expression.properties.flatMap((property) => {
    if (ts.isSpreadAssignment(property))
      return callHeaders(property.expression, checker, depth + 1);
    const isHeaders =
      property.name && ts.isIdentifier(property.name) && property.name.text === 'headers';
    if (!isHeaders || !ts.isPropertyAssignment(property)) return [];
    if (!ts.isObjectLiteralExpression(property.initializer)) {
      throw new Error(`${property.getText()}: headers that are not an object literal`);
    }
    return property.initializer.properties.map((each) => headerOf(each, checker));
  });
}
