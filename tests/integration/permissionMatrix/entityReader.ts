import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { bearer, type SignedIn } from '../../support/startTestServer';
import type { MatrixContext } from './MatrixContext';

const EN = { 'accept-language': 'en' };

export interface Answer<T> {
  res: LightMyRequestResponse;
  /** Set when the answer was a success. */
  value?: T;
}

/** The requests the descriptor matrix sends to one entity's generic API, as one user. */
export function entityReader(m: MatrixContext, d: EntityDescriptor, who: SignedIn) {
  const headers = { ...bearer(who.token), ...EN };
  const get = (url: string) => m.send({ method: 'GET', url, headers });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    m.send({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    headers,
    get,
    send,
    /**
     * Every id of the list (page by page, 200 a page), its total and what each row offers
     * (`allowedActions`); stops at the first refusal.
     */
    async list(
      query = '',
    ): Promise<Answer<{ ids: number[]; total: number; offered: Map<number, string[]> }>> {
      const ids: number[] = [];
      const offered = new Map<number, string[]>();
      for (let page = 1; ; page++) {
        const res = await get(`${d.listApi ?? d.api}?per_page=200&page=${page}${query}`);
        if (res.statusCode !== 200) return { res };
        const body = res.json() as {
          data: Array<{ id: number; allowedActions?: string[] }>;
          meta: { total: number; last_page: number };
        };
        for (const row of body.data) {
          ids.push(row.id);
          offered.set(row.id, row.allowedActions ?? []);
        }
        if (page >= body.meta.last_page) return { res, value: { ids, total: body.meta.total, offered } };
      }
    },
    /** The pick list's rows. */
    async all(): Promise<Answer<Array<Record<string, unknown>>>> {
      const res = await get(`${d.api}/all`);
      return res.statusCode === 200 ? { res, value: res.json().data } : { res };
    },
    /** The ids a CSV export holds (its first column). */
    async exported(): Promise<Answer<number[]>> {
      const res = await get(`${d.api}/export?format=csv`);
      if (res.statusCode !== 200) return { res };
      const rows = parse(res.body, { bom: true, from_line: 2 }) as string[][];
      return { res, value: rows.map((r) => Number(r[0])) };
    },
    /**
     * The ids the calendar (`GET {api}/calendar`) answers for a window of a day either side of
     * the row's start, so the row is in the window whether or not the caller may see it.
     */
    async calendarAround(id: number): Promise<Answer<number[]>> {
      const window = await calendarWindowAround(m, d, id);
      const res = await get(
        `${d.api}/calendar?start=${encodeURIComponent(window.start)}&end=${encodeURIComponent(window.end)}`,
      );
      if (res.statusCode !== 200) return { res };
      return { res, value: (res.json().data as Array<{ id: number }>).map((row) => Number(row.id)) };
    },
    /** An import dry run of a CSV file. */
    importDryRun: (csv: string) =>
      m.send({
        method: 'POST',
        url: `${d.api}/import?mode=dry-run`,
        headers: { ...headers, 'content-type': 'text/csv', accept: 'application/json' },
        payload: csv,
      }),
  };
}

/** A row's current version, read from its table (the API may not show it to the caller). */
export async function versionOf(m: MatrixContext, d: EntityDescriptor, id: number): Promise<number> {
  const { rows } = await sql<{
    version: number;
  }>`select version from ${sql.table(d.table)} where id = ${id}`.execute(m.t.server.ctx.db);
  return Number(rows[0]?.version);
}

/** A window of a day either side of a row's calendar start, typed as the start field (date or instant). */
async function calendarWindowAround(
  m: MatrixContext,
  d: EntityDescriptor,
  id: number,
): Promise<{ start: string; end: string }> {
  const field = d.calendar!.start;
  const { rows } = await sql<{
    starts: Date | string | null;
  }>`select ${sql.ref(field)}::text as starts from ${sql.table(d.table)} where id = ${id}`.execute(
    m.t.server.ctx.db,
  );
  // As text, so a date is its calendar day and an instant is read with its offset.
  const starts = String(rows[0]?.starts);
  const ms = Date.parse(starts.length === 10 ? `${starts}T00:00:00Z` : starts.replace(' ', 'T'));
  const day = 86_400_000;
  const isDate = (d.fields as Record<string, FieldDescriptor>)[field]?.type === 'date';
  const text = (t: number) => (isDate ? new Date(t).toISOString().slice(0, 10) : new Date(t).toISOString());
  return { start: text(ms - day), end: text(ms + day) };
}

/** Whether a row is live (not soft-deleted), read from its table. */
export async function isLive(m: MatrixContext, d: EntityDescriptor, id: number): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(d.table)} where id = ${id} and deleted_at is null`.execute(
    m.t.server.ctx.db,
  );
  return Number(rows[0]?.n) === 1;
}

/** Soft-deletes or restores a row straight in its table, as someone outside the matrix would. */
export async function setDeleted(m: MatrixContext, d: EntityDescriptor, id: number, deleted: boolean) {
  await sql`update ${sql.table(d.table)} set deleted_at = ${deleted ? new Date() : null} where id = ${id}`.execute(
    m.t.server.ctx.db,
  );
}

/** `a` and `b` hold the same ids. */
export function sameIds(a: Iterable<number>, b: Iterable<number>): boolean {
  const x = [...new Set(a)].sort((p, q) => p - q);
  const y = [...new Set(b)].sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** The difference, for a failure message: ids that came back but should not, and those missing. */
export function idDiff(got: Iterable<number>, want: ReadonlySet<number>): string {
  const g = new Set(got);
  const extra = [...g].filter((id) => !want.has(id));
  const missing = [...want].filter((id) => !g.has(id));
  return `outside the scope: [${extra.slice(0, 10).join(', ')}]${extra.length > 10 ? '…' : ''}, missing: [${missing.slice(0, 10).join(', ')}]${missing.length > 10 ? '…' : ''}`;
}
