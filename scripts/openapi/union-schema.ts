/**
 * The JSON Schema of a TypeScript union: literals gather into one `enum` (with null when the
 * union has it), `true | false` is boolean, plain primitives become a `type` list, and anything
 * else (objects, arrays, named types) goes into `anyOf` beside them.
 */
import ts from 'typescript';
import type { Schema } from './type-to-schema';

type Literal = string | number | boolean | null;

const PRIMITIVES: [ts.TypeFlags, string][] = [
  [ts.TypeFlags.String, 'string'],
  [ts.TypeFlags.Number, 'number'],
  [ts.TypeFlags.Boolean, 'boolean'],
];

function literalOf(member: ts.Type, checker: ts.TypeChecker): Literal | undefined {
  if (member.isStringLiteral() || member.isNumberLiteral()) return member.value;
  if (member.flags & ts.TypeFlags.BooleanLiteral) return checker.typeToString(member) === 'true';
  if (member.flags & ts.TypeFlags.Null) return null;
  return undefined;
}

/** The primitive JSON type a literal belongs to. */
function kindOf(literal: Literal): string {
  return literal === null ? 'null' : typeof literal;
}

export function unionSchema(
  members: readonly ts.Type[],
  convert: (member: ts.Type) => Schema,
  checker: ts.TypeChecker,
): Schema {
  const types = new Set<string>();
  let literals: Literal[] = [];
  const others: Schema[] = [];
  for (const member of members) {
    const primitive = PRIMITIVES.find(([flag]) => member.flags & flag && !member.isUnion());
    const literal = literalOf(member, checker);
    if (primitive) types.add(primitive[1]);
    else if (literal !== undefined) literals.push(literal);
    else others.push(convert(member));
  }
  if (literals.includes(true) && literals.includes(false)) {
    types.add('boolean');
  }
  // A literal whose primitive type is in the union already adds nothing (string | 'a').
  literals = literals.filter((literal) => !types.has(kindOf(literal)));
  // null last: `'a' | null` reads as enum ['a', null] whatever order the checker keeps.
  if (literals.includes(null)) {
    literals = literals.filter((literal) => literal !== null);
    if (literals.length === 0) types.add('null');
    else literals.push(null);
  }
  // Objects and named types first, then literals, then plain types (null last).
  const parts: Schema[] = [...others];
  if (literals.length === 1) parts.push({ const: literals[0] });
  else if (literals.length > 1) parts.push({ enum: literals });
  if (types.size > 0) {
    const list = [...types].sort((a, b) => Number(a === 'null') - Number(b === 'null'));
    parts.push({ type: list.length === 1 ? list[0] : list });
  }
  if (parts.length === 1 && parts[0]) return parts[0];
  return { anyOf: parts };
}
