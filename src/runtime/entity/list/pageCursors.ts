import type { ListAnswer } from '../data/EntityRow';

/** A list path without its page and cursor: the pages of one sort, search and filters. */
function listKey(path: string): { key: string; page: number } {
  const [base = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  const page = Number(params.get('page') ?? '1');
  params.delete('page');
  params.delete('cursor');
  return { key: `${base}?${params.toString()}`, page };
}

/**
 * Keyset paging for a list screen (docs/resource-api.md#cursor-paging): each answer's
 * `next_cursor` is kept for the page after it, and asking for that page sends the cursor, so
 * paging forward through a big list reads from the row the last page ended on instead of
 * skipping `OFFSET` rows: page 500 costs what page 1 costs. A page reached otherwise (a
 * reload, a shared link) is asked by number, as before.
 * @example const cursors = new PageCursors(); fetcher = cursors.fetcher(swrFetcher); path = cursors.withCursor(path)
 */
export class PageCursors {
  private readonly byKey = new Map<string, Map<number, string>>();

  /** The path, with the cursor for its page when one is known. */
  withCursor(path: string): string {
    const { key, page } = listKey(path);
    const cursor = this.byKey.get(key)?.get(page);
    return cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;
  }

  /** A fetcher that keeps each answer's cursor for the page after it. */
  fetcher(fetch: (path: string) => Promise<ListAnswer>): (path: string) => Promise<ListAnswer> {
    return async (path) => {
      const answer = await fetch(path);
      const next = answer.meta.next_cursor;
      if (next) {
        const { key, page } = listKey(path);
        // One list's cursors at a time: another sort or filter starts again from page 1.
        if (!this.byKey.has(key)) this.byKey.clear();
        const pages = this.byKey.get(key) ?? new Map<number, string>();
        pages.set(page + 1, next);
        this.byKey.set(key, pages);
      }
      return answer;
    };
  }
}
