import fc from 'fast-check';
import { type HostileKind, hostileString } from './hostileStrings';

export type JsonSchema = Record<string, unknown>;
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A generated value and what makes it hostile (counted per category in the run's summary). */
export interface Tagged {
  value: Json;
  tags: string[];
}

const branchesOf = (schema: JsonSchema): JsonSchema[] | undefined =>
  (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;

const typesOf = (schema: JsonSchema): string[] => {
  const branches = branchesOf(schema);
  if (branches) return [...new Set(branches.flatMap(typesOf))];
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === 'string') return [type];
  if (schema.properties) return ['object'];
  if (schema.enum) return [...new Set((schema.enum as Json[]).map((v) => (v === null ? 'null' : typeof v)))];
  return [];
};

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** A plausible valid value: what the hostile mutations start from. */
export function validValue(schema: JsonSchema): Json {
  const branches = branchesOf(schema);
  if (branches?.[0]) return validValue(branches[0]);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0] as Json;
  if ('const' in schema) return schema.const as Json;
  const types = typesOf(schema);
  if (types.includes('object')) return validObject(schema);
  if (types.includes('string')) {
    if (schema.format === 'date') return '2024-01-31';
    if (schema.format === 'date-time') return '2024-01-31T08:00:00.000Z';
    if (schema.format === 'email') return 'hostile@example.test';
    if (schema.format === 'uri') return 'https://example.test/';
    if (typeof schema.pattern === 'string') {
      const sample = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0];
      return (sample ?? 'x').slice(0, num(schema.maxLength) ?? 1000);
    }
    return 'x'.repeat(Math.max(1, num(schema.minLength) ?? 1));
  }
  if (types.includes('integer') || types.includes('number')) return Math.max(1, num(schema.minimum) ?? 1);
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  return null;
}

/** An object holding every required property at a valid value. */
export function validObject(schema: JsonSchema): { [key: string]: Json } {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const out: { [key: string]: Json } = {};
  for (const name of (schema.required ?? []) as string[]) out[name] = validValue(properties[name] ?? {});
  return out;
}

const INT_EDGES = [0, -1, 1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, -(2 ** 53)];
const NUMBER_EDGES = [...INT_EDGES, 1e308, -1e308, 5e-324, 0.1 + 0.2, 1e15 + 0.01, 123456789.12345679];
const DATE_EDGES = ['2024-02-29', '2023-02-29', '0001-01-01', '9999-12-31', '2024-13-01', '1900-01-00'];
const DATETIME_EDGES = ['2024-01-31T25:00:00Z', '0000-01-01T00:00:00Z', '2024-01-31T08:00:00+14:00'];

/**
 * Values of the schema's own type that stress what lies behind validation: hostile text within
 * the length limits, numbers at and just past the database's integer range, impossible dates.
 */
export function nearValidValue(schema: JsonSchema, depth = 0): fc.Arbitrary<Tagged> {
  const branches = branchesOf(schema);
  if (branches && branches.length > 0) return fc.oneof(...branches.map((b) => nearValidValue(b, depth)));
  const types = typesOf(schema);
  const options: fc.Arbitrary<Tagged>[] = [];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const values = schema.enum as Json[];
    options.push(fc.constantFrom(...values).map((value) => ({ value, tags: [] })));
    const strings = values.filter((v): v is string => typeof v === 'string');
    if (strings.length > 0)
      options.push(
        fc
          .tuple(fc.constantFrom(...strings), fc.constantFrom(' ', '\u200b', '\u0000', "'"))
          .map(([v, extra]) => ({ value: `${v}${extra}`, tags: ['enumVariant'] })),
      );
  } else if (types.includes('string')) {
    const max = num(schema.maxLength);
    const min = num(schema.minLength) ?? 0;
    if (schema.format === 'date')
      options.push(fc.constantFrom(...DATE_EDGES).map((value) => ({ value, tags: ['dateEdge'] })));
    else if (schema.format === 'date-time')
      options.push(fc.constantFrom(...DATETIME_EDGES).map((value) => ({ value, tags: ['dateEdge'] })));
    else if (typeof schema.pattern === 'string')
      options.push(
        fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length <= (max ?? 1000))
          .map((value) => ({ value, tags: ['patternMatch'] })),
      );
    options.push(
      hostileString(undefined, max).map(({ kind, text }) => ({
        value: text.length >= min ? text : text.padEnd(min, 'x'),
        tags: [kind as HostileKind],
      })),
    );
  }
  if (types.includes('integer'))
    options.push(
      fc.oneof(fc.constantFrom(...INT_EDGES), fc.integer()).map((value) => ({ value, tags: ['numberEdge'] })),
    );
  if (types.includes('number'))
    options.push(
      fc
        .oneof(fc.constantFrom(...NUMBER_EDGES), fc.double({ noNaN: true, noDefaultInfinity: true }))
        .map((value) => ({ value, tags: ['numberEdge'] })),
    );
  if (types.includes('boolean')) options.push(fc.boolean().map((value) => ({ value, tags: [] })));
  if (types.includes('null')) options.push(fc.constant({ value: null, tags: [] }));
  if (types.includes('array') && depth < 3) {
    const items = (schema.items ?? {}) as JsonSchema;
    const maxItems = Math.min(num(schema.maxItems) ?? 4, 4);
    options.push(
      fc.array(nearValidValue(items, depth + 1), { maxLength: maxItems }).map((list) => ({
        value: list.map((t) => t.value),
        tags: list.flatMap((t) => t.tags),
      })),
    );
  }
  if (types.includes('object') && depth < 3) options.push(nearValidObject(schema, depth + 1));
  if (options.length === 0) return hostileString().map(({ kind, text }) => ({ value: text, tags: [kind] }));
  return fc.oneof(...options);
}

/** Every required property and some optional ones, each at a near-valid value. */
export function nearValidObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Tagged> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const required = new Set((schema.required ?? []) as string[]);
  if (properties.length === 0)
    return fc
      .dictionary(
        hostileString(['sql', 'odd', 'zeroWidth']).map((s) => s.text),
        nearValidValue({ type: ['string', 'integer', 'boolean', 'null'] }, depth + 1),
        { maxKeys: 4 },
      )
      .map((entries) => {
        const value: { [key: string]: Json } = {};
        for (const [key, t] of Object.entries(entries)) value[key] = t.value;
        return { value, tags: Object.values(entries).flatMap((t) => t.tags) };
      });
  return fc
    .tuple(
      ...properties.map(([name, s]) =>
        fc.record({
          use: required.has(name) ? fc.constant(true) : fc.boolean(),
          t: nearValidValue(s, depth),
        }),
      ),
    )
    .map((picked) => {
      const value: { [key: string]: Json } = {};
      const tags: string[] = [];
      picked.forEach(({ use, t }, i) => {
        if (!use) return;
        value[properties[i]![0]] = t.value;
        tags.push(...t.tags);
      });
      return { value, tags };
    });
}

/** A value the schema forbids by its type: a string for an integer, an object for a string... */
export function wrongTypeValue(schema: JsonSchema): fc.Arbitrary<Json> {
  const types = typesOf(schema);
  const candidates: Json[] = [123, 1.5, '1', 'true', true, [], [1], {}, { a: 1 }, null, ''];
  const wrong = candidates.filter((v) => {
    const kind = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
    if (types.length === 0) return false;
    if (kind === 'number')
      return !types.includes('number') && !(Number.isInteger(v) && types.includes('integer'));
    if (kind === 'boolean') return !types.includes('boolean');
    return !types.includes(kind);
  });
  return wrong.length > 0 ? fc.constantFrom(...wrong) : fc.constant({ unexpected: ['shape'] });
}

/** Text longer than the schema allows (or 200,000 characters where it sets no limit). */
export function oversizeString(schema: JsonSchema): string {
  const max = num(schema.maxLength);
  return 'x'.repeat(max === undefined ? 200_000 : max + 1);
}

/** JSON nested `depth` levels deep, as text: `[[[...]]]` or `{"a":{"a":...}}`. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
