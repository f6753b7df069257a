/**
 * The conversion of TypeScript types to JSON Schema 2020-12: a table of small declarations of
 * one in-memory module (its own file, so its named types become components) → the schema.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { finalNames, renameRefs } from './component-names';
import { type Schema, SchemaBuilder } from './type-to-schema';

const FILE = '/virtual/own.ts';

const CASES: [declaration: string, expected: Schema][] = [
  ['string', { type: 'string' }],
  ['number', { type: 'number' }],
  ['boolean', { type: 'boolean' }],
  ['null', { type: 'null' }],
  ['unknown', {}],
  ["'a'", { const: 'a' }],
  ['true', { const: true }],
  ["'a' | 'b'", { enum: ['a', 'b'] }],
  ['0 | 1', { enum: [0, 1] }],
  ["'a' | null", { enum: ['a', null] }],
  ['string | null', { type: ['string', 'null'] }],
  ['string | boolean', { type: ['string', 'boolean'] }],
  ["string | 'a'", { type: 'string' }],
  ['string[]', { type: 'array', items: { type: 'string' } }],
  ['readonly number[]', { type: 'array', items: { type: 'number' } }],
  [
    '[string, number]',
    {
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'number' }],
      minItems: 2,
      maxItems: 2,
    },
  ],
  [
    '{ a: string; b?: number; c: string | undefined; d: string | null }',
    {
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'number' },
        c: { type: 'string' },
        d: { type: ['string', 'null'] },
      },
      required: ['a', 'd'],
      additionalProperties: false,
    },
  ],
  [
    '{ e?: Kind | null }',
    {
      type: 'object',
      properties: { e: { anyOf: [{ $ref: '#/components/schemas/Kind' }, { type: 'null' }] } },
      additionalProperties: false,
    },
  ],
  ['Record<string, number>', { type: 'object', additionalProperties: { type: 'number' } }],
  ['Record<string, unknown>', { type: 'object' }],
  [
    "Record<'x' | 'y', boolean>",
    {
      type: 'object',
      properties: { x: { type: 'boolean' }, y: { type: 'boolean' } },
      required: ['x', 'y'],
      additionalProperties: false,
    },
  ],
  [
    '{ a: string } & { b: number }',
    {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['a', 'b'],
      additionalProperties: false,
    },
  ],
  [
    '{ k: 1 } | { k: 2; v: string }',
    {
      anyOf: [
        {
          type: 'object',
          properties: { k: { const: 1 } },
          required: ['k'],
          additionalProperties: false,
        },
        {
          type: 'object',
          properties: { k: { const: 2 }, v: { type: 'string' } },
          required: ['k', 'v'],
          additionalProperties: false,
        },
      ],
    },
  ],
  ['Named', { $ref: '#/components/schemas/Named' }],
  ['Named | null', { anyOf: [{ $ref: '#/components/schemas/Named' }, { type: 'null' }] }],
  ['Named[]', { type: 'array', items: { $ref: '#/components/schemas/Named' } }],
  ['Kind', { $ref: '#/components/schemas/Kind' }],
  [
    '{ p: Page<Named> }',
    {
      type: 'object',
      properties: { p: { $ref: '#/components/schemas/Page_Named' } },
      required: ['p'],
      additionalProperties: false,
    },
  ],
  ['Tree', { $ref: '#/components/schemas/Tree' }],
  ['Lookup[keyof Lookup]', { anyOf: [{ $ref: '#/components/schemas/Named' }, { type: 'string' }] }],
  ['() => void', { throws: 'is not JSON' }],
  ['bigint', { throws: 'cannot describe' }],
];

const PRELUDE = `
/** A named thing. */
export interface Named {
  /** Its id */
  id: string;
}
/** x or y */
export type Kind = 'x' | 'y';
export interface Page<T> { list: T[]; total: number }
export interface Tree { name: string; children: Tree[] }
export interface Lookup { a: string; b: Named }
`;

type Converted = { results: Schema[]; components: Record<string, Schema> };

function convert(): Converted {
  const source =
    PRELUDE +
    CASES.map(([declaration], index) => `export type Case${index} = ${declaration};`).join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === FILE || ts.sys.fileExists(name);
  host.readFile = (name) => (name === FILE ? source : readFile(name));
  host.getSourceFile = (name, version) =>
    name === FILE ? ts.createSourceFile(name, source, version) : getSourceFile(name, version);
  const program = ts.createProgram([FILE], options, host);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(FILE);
  const module = file && checker.getSymbolAtLocation(file);
  if (!module) throw new Error('the virtual module did not compile');
  const exported = checker.getExportsOfModule(module);
  const builder = new SchemaBuilder(checker, (name) => name === FILE);
  const results = CASES.map((_, index): Schema => {
    const symbol = exported.find((each) => each.name === `Case${index}`);
    if (!symbol) throw new Error(`Case${index} missing`);
    try {
      return builder.toSchema(checker.getDeclaredTypeOfSymbol(symbol), `Case${index}`);
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
  const names = finalNames([...builder.components.values()]);
  const components = Object.fromEntries(
    [...builder.components.values()].map((each) => [names.get(each.key), each.schema]),
  );
  return renameRefs({ results, components }, names) as Converted;
}

describe('TypeScript type → JSON Schema', () => {
  const { results, components } = convert();

  it.each(CASES.map(([declaration, expected], index) => ({ declaration, expected, index })))(
    '$declaration',
    ({ expected, index }) => {
      // Named cases are aliases of the project: unwrap the alias's own component.
      const result = results[index];
      if ('throws' in expected) {
        expect(result).toMatchObject({ error: expect.stringContaining(String(expected.throws)) });
        return;
      }
      const own = components[`Case${index}`];
      expect(own ?? result).toEqual(expected);
    },
  );

  it('makes components of named types, with their JSDoc as descriptions', () => {
    expect(components.Named).toEqual({
      type: 'object',
      description: 'A named thing.',
      properties: { id: { type: 'string', description: 'Its id' } },
      required: ['id'],
      additionalProperties: false,
    });
    expect(components.Kind).toEqual({ enum: ['x', 'y'], description: 'x or y' });
    expect(components.Page_Named).toEqual({
      type: 'object',
      properties: {
        list: { type: 'array', items: { $ref: '#/components/schemas/Named' } },
        total: { type: 'number' },
      },
      required: ['list', 'total'],
      additionalProperties: false,
    });
    expect(components.Tree?.properties).toMatchObject({
      children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } },
    });
  });
});

describe('component names', () => {
  it('qualifies a name two modules share, and only that one', () => {
    const names = finalNames([
      { key: 'auth.SmsSent', shortName: 'SmsSent', schema: {}, typeId: 1 },
      { key: 'register.SmsSent', shortName: 'SmsSent', schema: {}, typeId: 2 },
      { key: 'auth.UserInfo', shortName: 'UserInfo', schema: {}, typeId: 3 },
    ]);
    expect(Object.fromEntries(names)).toEqual({
      'auth.SmsSent': 'auth.SmsSent',
      'register.SmsSent': 'register.SmsSent',
      'auth.UserInfo': 'UserInfo',
    });
  });
});
