import fc from 'fast-check';
import type { RouteEntry } from '../../../server/http/routeTable';
import type { HostileCase } from './HostileCase';
import { encodeRaw, hostileString, MALFORMED_PERCENT } from './hostileStrings';
import {
  deeplyNested,
  type Json,
  type JsonSchema,
  nearValidObject,
  oversizeString,
  validObject,
  wrongTypeValue,
} from './schemaValues';

/** A route as the suite attacks it: its benign parameters and what its body and query are. */
export interface HostileTarget {
  route: RouteEntry;
  /** Each path parameter's benign value (percent-encoded), used while another part is attacked. */
  params: Record<string, string>;
  /** How the body is read: JSON (or form) by fastify, a raw upload, an import file, or none. */
  body: 'json' | 'upload' | 'import' | 'none';
  bodySchema: JsonSchema | undefined;
  querySchema: JsonSchema | undefined;
  /** The entity's field names when this is a paged list (sort, filter[...] and search are read). */
  listFields: string[] | undefined;
  /** The first line of the entity's CSV export, for import routes: hostile rows under real columns. */
  importHeader?: string;
}

/** How many generated cases per part of a route; fixed cases come on top. */
export interface CaseRuns {
  /** How many of the fixed malformed bodies each JSON route gets. */
  fixed: number;
  path: number;
  /** Query cases of a route that reads a query (a list, or a querystring schema)... */
  query: number;
  /** ...and of one that reads none. */
  unreadQuery: number;
  body: number;
  file: number;
}

const BODY_LIMIT = 1024 * 1024;
const NUMERIC_EDGES = ['0', '-1', '1.5', '1e3', '0x1F', '2147483648', '9999999999', '99999999999999999999'];
const ODD_DIGITS = ['１', '٣', ' 1', '1 ', '01', '+1', '1,2', 'null', 'undefined', 'NaN', 'Infinity'];

export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => params[name] ?? '1');
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);

/** A hostile value as it goes into a URL: encoded text, undecodable percent sequences, odd numbers. */
const urlValue: fc.Arbitrary<{ text: string; tags: string[] }> = fc.oneof(
  hostileString().map(({ kind, text }) => ({ text: encodeRaw(text), tags: [kind as string] })),
  fc.constantFrom(...MALFORMED_PERCENT).map((text) => ({ text, tags: ['malformedPercent'] })),
  fc.constantFrom(...NUMERIC_EDGES).map((text) => ({ text, tags: ['numberEdge'] })),
  fc.constantFrom(...ODD_DIGITS).map((text) => ({ text: encodeRaw(text), tags: ['oddDigits'] })),
  fc.constant({ text: 'x'.repeat(5000), tags: ['oversizeString'] as string[] }),
);

function pathArb(t: HostileTarget): fc.Arbitrary<HostileCase> | undefined {
  const names = paramNames(t.route.url);
  if (names.length === 0) return undefined;
  return fc.tuple(fc.constantFrom(...names), urlValue).map(([name, v]) => ({
    category: 'pathParam',
    tags: v.tags,
    path: fillPath(t.route.url, { ...t.params, [name]: v.text }),
    ...jsonBodyFor(t),
  }));
}

/** A write route gets a valid-looking body while its path or query is attacked, so validation of those is what answers. */
function jsonBodyFor(t: HostileTarget): Partial<HostileCase> {
  if (t.body !== 'json' || !t.bodySchema) return {};
  return { body: validObject(t.bodySchema) };
}

function queryKeys(t: HostileTarget): string[] {
  const keys = new Set<string>(['__proto__', 'constructor', 'a[b][c]', 'sort[]']);
  for (const name of Object.keys((t.querySchema?.properties ?? {}) as object)) keys.add(name);
  if (t.listFields) {
    for (const key of [
      'page',
      'per_page',
      'sort',
      'search',
      'trashed',
      'filter[__proto__]',
      'filter[id][under]',
    ])
      keys.add(key);
    for (const field of t.listFields) {
      keys.add(`filter[${field}]`);
      keys.add(`filter[${field}][gte]`);
    }
  }
  return [...keys];
}

/** Sort expressions that try to reach SQL: injected clauses, unknown and too many columns. */
function sortValues(t: HostileTarget): string[] {
  const field = t.listFields?.[0] ?? 'id';
  return [
    `${field};select 1`,
    `-(select 1)`,
    `${field} desc nulls first`,
    `"${field}"`,
    `${field},${field},${field},${field}`,
    `-id,-id,-id,-id`,
    `lower(${field})`,
    `${field}--`,
    `1`,
  ];
}

function queryArb(t: HostileTarget): fc.Arbitrary<HostileCase> {
  const keys = queryKeys(t);
  const pair = fc.oneof(
    fc.tuple(fc.constantFrom(...keys), urlValue),
    ...(t.listFields
      ? [
          fc.tuple(
            fc.constant('sort'),
            fc.constantFrom(...sortValues(t)).map((s) => ({ text: encodeRaw(s), tags: ['sql'] })),
          ),
        ]
      : []),
  );
  return fc.array(pair, { minLength: 1, maxLength: 3 }).map((pairs) => ({
    category: 'query',
    tags: pairs.flatMap(([, v]) => v.tags),
    path: fillPath(t.route.url, t.params),
    query: pairs.map(([k, v]) => `${encodeRaw(k)}=${v.text}`).join('&'),
    ...jsonBodyFor(t),
  }));
}

const PROTO_MEMBERS = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"toString":"x","hasOwnProperty":1,"valueOf":null',
];

function bodyArb(t: HostileTarget): fc.Arbitrary<HostileCase> {
  const schema = t.bodySchema ?? { type: 'object' };
  const path = fillPath(t.route.url, t.params);
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const required = (schema.required ?? []) as string[];
  const base = () => validObject(schema);
  const one = (
    category: HostileCase['category'],
    make: fc.Arbitrary<Omit<HostileCase, 'category' | 'path'>>,
  ) => make.map((c): HostileCase => ({ category, path, ...c }));
  const withProperty = (name: string, value: Json) => ({ ...base(), [name]: value });
  const options: fc.Arbitrary<HostileCase>[] = [
    one(
      'nearValid',
      nearValidObject(schema).map((t) => ({
        tags: t.tags,
        body: t.value as { [key: string]: Json },
      })),
    ),
    one(
      'unknownField',
      fc
        .tuple(hostileString(['sql', 'odd', 'zeroWidth', 'direction']), hostileString())
        .map(([key, value]) => ({
          tags: [key.kind, value.kind],
          body: { ...base(), [key.text]: value.text },
        })),
    ),
    one(
      'protoKeys',
      fc.constantFrom(...PROTO_MEMBERS).map((member) => ({ tags: [], body: base(), rawMembers: [member] })),
    ),
    one(
      'wrongType',
      fc
        .constantFrom<Json>([], 'x', 1, null, true, [{}])
        .map((whole) => ({ tags: ['wholeBody'], payload: JSON.stringify(whole) })),
    ),
    one(
      'deepNesting',
      fc
        .tuple(
          fc.constantFrom(...(properties.length > 0 ? properties.map(([n]) => n) : ['nested'])),
          fc.constantFrom('array' as const, 'object' as const),
          fc.constantFrom(64, 2000),
        )
        .map(([name, kind, depth]) => ({
          tags: [`depth${depth}`],
          body: base(),
          rawMembers: [`${JSON.stringify(name)}:${deeplyNested(depth, kind)}`],
        })),
    ),
  ];
  if (properties.length > 0) {
    options.push(
      one(
        'wrongType',
        fc
          .constantFrom(...properties)
          .chain(([name, s]) =>
            wrongTypeValue(s).map((value) => ({ tags: [], body: withProperty(name, value) })),
          ),
      ),
    );
    const strings = properties.filter(([, s]) => JSON.stringify(s.type ?? '').includes('string'));
    if (strings.length > 0)
      options.push(
        one(
          'oversizeString',
          fc
            .constantFrom(...strings)
            .map(([name, s]) => ({ tags: [], body: withProperty(name, oversizeString(s)) })),
        ),
      );
  }
  if (required.length > 0)
    options.push(
      one(
        'missingField',
        fc.constantFrom(...required).map((name) => {
          const body = base();
          delete body[name];
          return { tags: [], body };
        }),
      ),
    );
  return fc.oneof(...options);
}

/** The malformed bodies every JSON route gets: broken JSON, other content types, too big, too deep. */
function fixedBodyCases(t: HostileTarget): HostileCase[] {
  const path = fillPath(t.route.url, t.params);
  const json = { 'content-type': 'application/json' };
  const malformed = ['{', '{"a":}', "{'a':1}", '[1,]', 'NaN', '{"a":1}{"b":2}', '\u0000', '{"a":"\\ud800"}'];
  const cases: HostileCase[] = malformed.map((payload) => ({
    category: 'malformedJson',
    tags: [],
    path,
    headers: json,
    payload,
  }));
  cases.push(
    { category: 'malformedJson', tags: ['empty'], path, headers: json, payload: '' },
    {
      category: 'malformedJson',
      tags: ['invalidUtf8'],
      path,
      headers: json,
      payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { category: 'wrongContentType', tags: [], path, headers: { 'content-type': 'text/plain' }, payload: 'x' },
    {
      category: 'wrongContentType',
      tags: ['multipart'],
      path,
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--zz',
    },
    {
      category: 'wrongContentType',
      tags: ['form', 'protoKeys'],
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '__proto__[polluted]=yes&constructor[prototype][polluted]=yes&a=%00&b=%ED%A0%80',
    },
    {
      category: 'oversizeBody',
      tags: [],
      path,
      headers: json,
      payload: JSON.stringify({ big: 'x'.repeat(BODY_LIMIT) }),
    },
    {
      category: 'deepNesting',
      tags: ['wholeBody'],
      path,
      headers: json,
      payload: deeplyNested(100_000, 'array'),
    },
    {
      category: 'deepNesting',
      tags: ['wholeBody'],
      path,
      headers: json,
      payload: deeplyNested(50_000, 'object'),
    },
    {
      category: 'protoKeys',
      tags: ['wholeBody'],
      path,
      headers: json,
      payload: `{${PROTO_MEMBERS.join(',')}}`,
    },
  );
  return cases;
}

const FILE_NAMES = [
  '../../etc/passwd',
  '..\\..\\boot.ini',
  'a%00.exe',
  'CON',
  '',
  '%ED%A0%80.txt',
  '%E2%80%AEgpj.exe',
];

/** Upload routes: empty, lying about their kind, oversize, with hostile names; import routes: broken sheets. */
function fixedFileCases(t: HostileTarget, uploadLimit: number): HostileCase[] {
  const path = fillPath(t.route.url, t.params);
  const bytes = (...parts: Array<string | number[]>) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'binary') : Buffer.from(p))));
  const file = (tags: string[], contentType: string, payload: Buffer, query?: string): HostileCase => ({
    category: 'file',
    tags,
    path,
    headers: { 'content-type': contentType },
    payload,
    ...(query ? { query } : {}),
  });
  const zipGarbage = bytes('PK\u0003\u0004', [0xff, 0x00, 0x13, 0x37], 'not really a zip');
  if (t.body === 'import') {
    const header = t.importHeader ?? 'id,name';
    const columns = header.split(',').length;
    const row = (cell: string) => Array.from({ length: columns }, () => cell).join(',');
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return ['dry-run', 'commit'].flatMap((mode) => [
      file(['empty'], 'text/csv', Buffer.alloc(0), `mode=${mode}`),
      file(['zipGarbage'], xlsx, zipGarbage, `mode=${mode}`),
      file(['unclosedQuote'], 'text/csv', Buffer.from(`${header}\n"abc,def\n`), `mode=${mode}`),
      file(['nul'], 'text/csv', Buffer.from(`${header}\n${row('a\u0000b')}\n`), `mode=${mode}`),
      file(
        ['sql'],
        'text/csv',
        Buffer.from(`${header}\n${row("'; DROP TABLE users; --")}\n`),
        `mode=${mode}`,
      ),
      file(['formula'], 'text/csv', Buffer.from(`${header}\n${row('=cmd|"/c calc"!A1')}\n`), `mode=${mode}`),
      file(
        ['invalidUtf8'],
        'text/csv',
        bytes(header, '\n', [0xff, 0xfe, 0xed, 0xa0, 0x80], '\n'),
        `mode=${mode}`,
      ),
      file(['json'], 'application/json', Buffer.from('{"rows":[]}'), `mode=${mode}`),
    ]);
  }
  return [
    file(['empty'], 'application/octet-stream', Buffer.alloc(0)),
    file(['zipGarbage'], 'application/zip', zipGarbage),
    file(['fakePdf'], 'application/pdf', bytes('%PDF-1.7\n', [0, 0, 0xff], '%%EOF')),
    file(['fakePng'], 'image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'garbage')),
    file(['multipart'], 'multipart/form-data; boundary=zzz', bytes('--zzz\r\nbroken')),
    file(['oversize'], 'application/octet-stream', Buffer.alloc(uploadLimit + 1, 0x41)),
    ...FILE_NAMES.map((name) => ({
      ...file(['fileName'], 'text/plain', Buffer.from('hello')),
      headers: { 'content-type': 'text/plain', 'x-file-name': name },
    })),
  ];
}

function fileArb(t: HostileTarget): fc.Arbitrary<HostileCase> {
  const path = fillPath(t.route.url, t.params);
  return fc
    .tuple(
      fc.uint8Array({ maxLength: 512 }),
      hostileString(),
      fc.constantFrom('text/csv', 'application/octet-stream', 'text/plain'),
    )
    .map(([data, name, type]) => ({
      category: 'file',
      tags: [name.kind],
      path,
      headers: { 'content-type': type, 'x-file-name': encodeRaw(name.text) },
      payload: Buffer.from(data),
      ...(t.body === 'import' ? { query: 'mode=dry-run' } : {}),
    }));
}

/**
 * Every case for one route: `runs.fixed` of the fixed malformed bodies (taken in turn from
 * `turn`, so consecutive routes together send each of them many times), all fixed file cases,
 * and `runs` generated cases per part, from `seed`.
 */
export function casesFor(
  t: HostileTarget,
  runs: CaseRuns,
  seed: number,
  uploadLimit: number,
  turn: number,
): HostileCase[] {
  const sample = (arb: fc.Arbitrary<HostileCase> | undefined, numRuns: number, salt: number) =>
    arb && numRuns > 0 ? fc.sample(arb, { numRuns, seed: seed + salt }) : [];
  // A route that reads no query (no schema, not a list) only meets unknown keys: fewer runs say as much.
  const reads =
    t.listFields !== undefined || Object.keys((t.querySchema?.properties ?? {}) as object).length > 0;
  const cases: HostileCase[] = [
    ...sample(pathArb(t), runs.path, 1),
    ...sample(queryArb(t), reads ? runs.query : runs.unreadQuery, 2),
  ];
  if (t.body === 'json') {
    const fixed = fixedBodyCases(t);
    for (let i = 0; i < Math.min(runs.fixed, fixed.length); i++)
      cases.push(fixed[(turn * runs.fixed + i) % fixed.length] as HostileCase);
    cases.push(...sample(bodyArb(t), runs.body, 3));
  }
  if (t.body === 'upload' || t.body === 'import')
    cases.push(...fixedFileCases(t, uploadLimit), ...sample(fileArb(t), runs.file, 4));
  return cases;
}
