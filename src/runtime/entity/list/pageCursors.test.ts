import { describe, expect, it } from 'vitest';
import type { ListAnswer } from '../data/EntityRow';
import { PageCursors } from './pageCursors';

const answer = (page: number, next: string | null): ListAnswer => ({
  data: [],
  meta: { current_page: page, last_page: 9, per_page: 20, total: 180, next_cursor: next },
});

describe('PageCursors', () => {
  it('sends the cursor a page answered when the page after it is asked for', async () => {
    const cursors = new PageCursors();
    const asked: string[] = [];
    const fetch = cursors.fetcher(async (path) => {
      asked.push(path);
      return answer(Number(new URLSearchParams(path.split('?')[1]).get('page')), `after-${asked.length}`);
    });
    const page = (n: number) => `/api/cm/lead?page=${n}&per_page=20&sort=-updated_at`;
    expect(cursors.withCursor(page(1))).toBe(page(1));
    await fetch(cursors.withCursor(page(1)));
    expect(cursors.withCursor(page(2))).toBe(`${page(2)}&cursor=after-1`);
    await fetch(cursors.withCursor(page(2)));
    expect(cursors.withCursor(page(3))).toBe(`${page(3)}&cursor=after-2`);
    // Back to page 1, and a page reached by number (a shared link), go by number.
    expect(cursors.withCursor(page(1))).toBe(page(1));
    expect(cursors.withCursor(page(7))).toBe(page(7));
  });

  it('forgets the cursors of another sort or filter, and keeps none after the last page', async () => {
    const cursors = new PageCursors();
    await cursors.fetcher(async () => answer(1, 'x'))('/api/cm/lead?page=1&sort=subject');
    expect(cursors.withCursor('/api/cm/lead?page=2&sort=subject')).toContain('cursor=x');
    expect(cursors.withCursor('/api/cm/lead?page=2&sort=-subject')).not.toContain('cursor');
    await cursors.fetcher(async () => answer(1, null))('/api/cm/lead?page=1&sort=-subject');
    expect(cursors.withCursor('/api/cm/lead?page=2&sort=-subject')).not.toContain('cursor');
    await cursors.fetcher(async () => answer(1, 'y'))('/api/cm/lead?page=1&filter%5Bstatus%5D=won');
    expect(cursors.withCursor('/api/cm/lead?page=2&sort=subject')).not.toContain('cursor');
    expect(cursors.withCursor('/api/cm/lead?page=2&filter%5Bstatus%5D=won')).toBe(
      '/api/cm/lead?page=2&filter%5Bstatus%5D=won&cursor=y',
    );
  });
});
