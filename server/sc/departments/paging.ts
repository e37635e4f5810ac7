/** Query-string schema of a paged list: `page` ≥ 1, `per_page` 1..200 (as the resource API). */
export const PAGE_QUERY_SCHEMA = {
  page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
  per_page: { type: 'string', pattern: '^([1-9][0-9]?|1[0-9][0-9]|200)$' },
} as const;

export function readPage(query: { page?: string; per_page?: string }, defaultPerPage = 20) {
  return { page: Number(query.page ?? 1), perPage: Number(query.per_page ?? defaultPerPage) };
}

/** Laravel's paging meta. */
export function pageMeta(page: number, perPage: number, total: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

/** A case-insensitive substring pattern for `ilike`, with the user's `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
