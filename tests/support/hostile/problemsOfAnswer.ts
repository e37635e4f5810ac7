import type { LightMyRequestResponse } from 'fastify';

/**
 * What an error answer must never show: a stack frame, a source path, a driver's or the
 * database's own error text, a JavaScript runtime error, fastify's internal error codes.
 */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\bat [\w.$<>[\] ]+ \(|\n\s+at /],
  ['source path', /(\/work\/|\/home\/|\/usr\/|node_modules|\.[cm]?[jt]s:\d+)/],
  [
    'database error text',
    /syntax error at or near|violates [\w ]*constraint|relation "[^"]*" does not exist|column "[^"]*" does not exist|invalid input syntax for|out of range for type|invalid byte sequence|duplicate key value|unterminated quoted|could not determine data type|operator does not exist|\bSQLSTATE\b|pglite|kysely/i,
  ],
  [
    'runtime error',
    /\b(TypeError|ReferenceError|RangeError|SyntaxError)\b|Cannot read propert|is not a function|Maximum call stack/,
  ],
  ['internal error code', /\bFST_[A-Z_]+|\bERR_[A-Z_]{4,}/],
];

/**
 * The problems of one answer to hostile input: a 5xx, an error answer that is not the
 * project's JSON error shape (`{message, errors?: {field: [text]}}`, registerErrorHandling.ts),
 * or one that leaks internals. An empty list means the answer is fine.
 */
export function problemsOfAnswer(res: LightMyRequestResponse, importRoute = false): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (res.statusCode < 400) return problems;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`error answer of type "${type}"`);
  const text = res.body;
  for (const [what, pattern] of LEAKS) if (pattern.test(text)) problems.push(`leaks ${what}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    problems.push('error answer is not JSON');
    return problems;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    problems.push('error answer is not an object');
    return problems;
  }
  const record = body as Record<string, unknown>;
  // An import that checked the file answers its report, row errors included (docs/resource-api.md).
  if (importRoute && res.statusCode === 422 && isImportReport(record)) return problems;
  if (typeof record.message !== 'string' || record.message.length === 0) problems.push('no message');
  for (const key of ['stack', 'statusCode', 'code', 'error'])
    if (key in record) problems.push(`error answer carries "${key}" (not the project's shape)`);
  if ('errors' in record) {
    const errors = record.errors;
    const wellFormed =
      typeof errors === 'object' &&
      errors !== null &&
      !Array.isArray(errors) &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
    if (!wellFormed) problems.push('errors is not {field: [text]}');
  }
  return problems;
}

function isImportReport(record: Record<string, unknown>): boolean {
  return (
    typeof record.mode === 'string' &&
    typeof record.total === 'number' &&
    Array.isArray(record.errors) &&
    record.errors.every(
      (e) => typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string',
    )
  );
}
