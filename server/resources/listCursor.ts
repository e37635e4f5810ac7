import type { ListParams } from './parseListQuery';

/** Where a keyset page starts: right after the row whose first sort key is `key` (as text) and id is `id`. */
export interface ListCursor {
  key: string | null;
  id: number;
}

const sortText = (sort: ListParams['sort']) => sort.map((s) => (s.desc ? `-${s.field}` : s.field)).join(',');

/**
 * The opaque `next_cursor` of a list page (docs/resource-api.md, "Cursor paging"): the sort it
 * belongs to, and the last row's first sort key and id, as base64url JSON.
 * @example encodeListCursor({ sort: [{ field: 'name', desc: false }], key: 'Acme', id: 42 }) // 'eyJzIjoibmFtZSIs...'
 */
export function encodeListCursor(cursor: ListCursor & { sort: ListParams['sort'] }): string {
  return Buffer.from(JSON.stringify({ s: sortText(cursor.sort), k: cursor.key, i: cursor.id })).toString(
    'base64url',
  );
}

/**
 * A cursor read back, or undefined when it is malformed or was made for another sort (a client
 * that changed the sort starts again from page 1).
 */
export function decodeListCursor(raw: string, sort: ListParams['sort']): ListCursor | undefined {
  if (raw.length > 2000 || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { s, k, i } = value as Record<string, unknown>;
  if (s !== sortText(sort)) return undefined;
  if (!(k === null || (typeof k === 'string' && k.length <= 1000))) return undefined;
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 1 || i > 2147483647) return undefined;
  return { key: k, id: i };
}
