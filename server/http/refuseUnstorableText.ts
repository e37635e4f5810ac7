import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from './HttpError';
import { translate } from './translate';

/** NUL, or a UTF-16 surrogate without its partner (text that is not well-formed Unicode). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when PostgreSQL can store the text as sent: no NUL character, well-formed Unicode. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Where a value holds text PostgreSQL cannot store exactly, as Laravel-style field names
 * (`name`, `lines.0.note`; a bad key names its own path). Walks without recursion, so a body
 * nested 100,000 levels deep is no danger; stops after `limit` findings.
 */
export function unstorableTextPaths(value: unknown, root: string, limit = 20): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0 && found.length < limit) {
    const [item, at] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(at);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], at ? `${at}.${i}` : String(i)]);
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item) && !('pipe' in item)) {
      for (const [key, child] of Object.entries(item)) {
        const path = at ? `${at}.${key}` : key;
        if (!isStorableText(key)) found.push(path);
        else stack.push([child, path]);
      }
    }
  }
  return found;
}

/**
 * Refuses (422, per field) any request whose path, query or body holds a NUL character or a
 * lone surrogate. PostgreSQL's text and jsonb cannot hold NUL (the insert fails, which was a
 * 500), and a lone surrogate would be stored as U+FFFD, not as sent. Checked before schema
 * validation, so every route, with a schema or not, is covered; raw upload bodies are bytes
 * and are not walked.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...unstorableTextPaths(request.params, ''),
      ...unstorableTextPaths(request.query, ''),
      ...unstorableTextPaths(request.body, ''),
    ];
    if (paths.length === 0) return;
    // fromEntries: a field named `__proto__` becomes a key, not the object's prototype.
    const errors = Object.fromEntries(
      paths.map((path) => {
        const field = path || 'body';
        return [field, [translate(request.lang, 'validation:rules.unstorableText', { attribute: field })]];
      }),
    );
    throw new ValidationFailed(translate(request.lang, 'validation:failed'), errors);
  });
}
