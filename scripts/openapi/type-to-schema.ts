/**
 * TypeScript types (as the checker sees them) to JSON Schema 2020-12, the schema dialect of
 * OpenAPI 3.1: primitives, literals and their unions (enum), arrays and tuples, objects with
 * required and optional properties, index signatures (additionalProperties), intersections
 * (one object), and null. Objects without an index signature are closed
 * (additionalProperties false), as TypeScript's object literals are. A named interface or type alias declared in the project becomes a
 * component (`$ref`), generic instantiations too (PageResult<Product> → PageResult_Product);
 * JSDoc comments become descriptions. Anything else (functions, bigint, symbols) throws with the
 * place it came from: the generator fails rather than guess.
 */
import ts from 'typescript';
import { unionSchema } from './union-schema';

export type Schema = { [key: string]: unknown };

/** Where component references point before ./component-names.ts gives the final names. */
export const REF_PREFIX = '#/components/schemas/';

export interface Component {
  /** Qualified name: the declaring module's file name, a dot, the type's name. */
  key: string;
  /** The name alone, used when no other component has it. */
  shortName: string;
  schema: Schema;
  typeId: number;
}

interface Named {
  key: string;
  shortName: string;
}

/** The id the checker gives every type (not in the public typings). */
function typeId(type: ts.Type): number {
  return (type as unknown as { id: number }).id;
}

function docOf(symbol: ts.Symbol | undefined, checker: ts.TypeChecker): string {
  if (!symbol) return '';
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function withDescription(schema: Schema, description: string): Schema {
  if (!description) return schema;
  // A $ref with siblings is allowed in 2020-12; the description then documents the use.
  return { ...schema, description };
}

export class SchemaBuilder {
  readonly components = new Map<string, Component>();
  private readonly building = new Set<number>();

  constructor(
    private readonly checker: ts.TypeChecker,
    /** Whether a declaration in this file may become a component (the project's own files). */
    private readonly isOwnFile: (fileName: string) => boolean,
  ) {}

  /** The schema of a type; `where` names the place for error messages. */
  toSchema(type: ts.Type, where: string): Schema {
    const named = this.nameOf(type);
    if (!named) return this.inline(type, where);
    const existing = this.components.get(named.key);
    if (existing) {
      if (existing.typeId !== typeId(type)) {
        throw new Error(`${where}: two different types are both named ${named.key}`);
      }
      return { $ref: REF_PREFIX + named.key };
    }
    if (this.building.has(typeId(type))) return { $ref: REF_PREFIX + named.key };
    this.building.add(typeId(type));
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const schema = withDescription(
      this.inline(type, `${where} → ${named.key}`),
      docOf(symbol, this.checker),
    );
    this.building.delete(typeId(type));
    this.components.set(named.key, { ...named, schema, typeId: typeId(type) });
    return { $ref: REF_PREFIX + named.key };
  }

  /** An object type's properties: each schema, and which are required (undefined not allowed). */
  propertiesOf(
    type: ts.Type,
    where: string,
  ): { properties: Record<string, Schema>; required: string[] } {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      const propertyType = this.checker.getTypeOfSymbol(property);
      const optional =
        (property.flags & ts.SymbolFlags.Optional) !== 0 || containsUndefined(propertyType);
      const schema = this.withoutUndefined(propertyType, `${where}.${property.name}`);
      properties[property.name] = withDescription(schema, docOf(property, this.checker));
      if (!optional) required.push(property.name);
    }
    return { properties, required };
  }

  /** The schema of a type less `undefined` (null stays). */
  private withoutUndefined(type: ts.Type, where: string): Schema {
    if (!containsUndefined(type)) return this.toSchema(type, where);
    const schema = this.toSchema(this.checker.getNonNullableType(type), where);
    const nullable = (type as ts.UnionType).types.some(
      (member) => member.flags & ts.TypeFlags.Null,
    );
    return nullable ? orNull(schema) : schema;
  }

  private inline(type: ts.Type, where: string): Schema {
    const { checker } = this;
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.TypeParameter)
      return this.typeParameter(type as ts.TypeParameter, where);
    if (flags & ts.TypeFlags.IndexedAccess) {
      const constraint = checker.getBaseConstraintOfType(type);
      if (!constraint) throw new Error(`${where}: an indexed access without a constraint`);
      return this.toSchema(constraint, where);
    }
    if (flags & ts.TypeFlags.String) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isStringLiteral() || type.isNumberLiteral()) return { const: type.value };
    if (flags & ts.TypeFlags.BooleanLiteral)
      return { const: checker.typeToString(type) === 'true' };
    if (type.isUnion()) return this.union(type, where);
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.objectSchema(type, where);
    throw new Error(`${where}: cannot describe the type ${checker.typeToString(type)} in JSON`);
  }

  private typeParameter(type: ts.TypeParameter, where: string): Schema {
    const fallback = this.checker.getDefaultFromTypeParameter(type) ?? type.getConstraint();
    return fallback ? this.toSchema(fallback, where) : {};
  }

  private union(type: ts.UnionType, where: string): Schema {
    const members = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
    return unionSchema(members, (member) => this.toSchema(member, where), this.checker);
  }

  /** An object type (or array, tuple) as a schema of its own, never a $ref. */
  objectSchema(type: ts.Type, where: string): Schema {
    const { checker } = this;
    if (checker.isArrayType(type)) {
      const [item] = checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: item ? this.toSchema(item, `${where}[]`) : {} };
    }
    if (checker.isTupleType(type)) {
      const items = checker.getTypeArguments(type as ts.TypeReference);
      const prefixItems = items.map((item, index) => this.toSchema(item, `${where}[${index}]`));
      return { type: 'array', prefixItems, minItems: items.length, maxItems: items.length };
    }
    if (type.getCallSignatures().length > 0) {
      throw new Error(`${where}: a function (${checker.typeToString(type)}) is not JSON`);
    }
    const { properties, required } = this.propertiesOf(type, where);
    const schema: Schema = { type: 'object' };
    if (Object.keys(properties).length > 0) schema.properties = properties;
    if (required.length > 0) schema.required = required;
    const index = checker
      .getIndexInfosOfType(type)
      .find((info) => info.keyType.flags & ts.TypeFlags.String);
    if (index) {
      const values = this.toSchema(index.type, `${where}[key]`);
      if (Object.keys(values).length > 0) schema.additionalProperties = values;
    } else {
      // Closed: an answer field the types do not declare (a leaked column) is an error.
      schema.additionalProperties = false;
    }
    return schema;
  }

  /** The component name of a named type of the project, or undefined to inline it. */
  private nameOf(type: ts.Type): Named | undefined {
    const alias = type.aliasSymbol;
    if (alias && this.ownDeclaration(alias)) {
      return this.named(alias, type.aliasTypeArguments ?? []);
    }
    const symbol = type.getSymbol();
    if (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)))
      return undefined;
    if (!this.ownDeclaration(symbol)) return undefined;
    const reference = type as ts.TypeReference;
    const target = (reference.target ?? type) as ts.InterfaceType;
    const count = target.typeParameters?.length ?? 0;
    const args = count > 0 ? this.checker.getTypeArguments(reference).slice(0, count) : [];
    return this.named(symbol, args);
  }

  private named(symbol: ts.Symbol, args: readonly ts.Type[]): Named | undefined {
    const parts = [symbol.name];
    for (const arg of args) {
      const argName = this.argumentName(arg);
      if (!argName) return undefined;
      parts.push(argName);
    }
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
    const module = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    const shortName = parts.join('_');
    return { key: `${module}.${shortName}`, shortName };
  }

  /** A type argument's part of a component name: a named type or a primitive. */
  private argumentName(arg: ts.Type): string | undefined {
    if (arg.flags & (ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.Boolean)) {
      return this.checker.typeToString(arg);
    }
    if (arg.flags & ts.TypeFlags.TypeParameter) return undefined;
    return this.nameOf(arg)?.shortName;
  }

  private ownDeclaration(symbol: ts.Symbol): boolean {
    const declaration = symbol.declarations?.[0];
    return declaration !== undefined && this.isOwnFile(declaration.getSourceFile().fileName);
  }
}

/** A schema that also admits null. */
export function orNull(schema: Schema): Schema {
  if (typeof schema.type === 'string' && Object.keys(schema).length === 1) {
    return { type: [schema.type, 'null'] };
  }
  if (Array.isArray(schema.enum)) return { ...schema, enum: [...(schema.enum as unknown[]), null] };
  return { anyOf: [schema, { type: 'null' }] };
}

export function containsUndefined(type: ts.Type): boolean {
  if (type.flags & ts.TypeFlags.Undefined) return true;
  return type.isUnion() && type.types.some((member) => member.flags & ts.TypeFlags.Undefined);
}
