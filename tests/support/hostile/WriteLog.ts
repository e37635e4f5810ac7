import { type Kysely, sql } from 'kysely';

/** One committed row change: its table, the operation and the row as written (or deleted). */
export interface LoggedWrite {
  id: number;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
  row: Record<string, unknown> | null;
}

const LOG_TABLE = 'hostile_write_log';

/**
 * Records every committed row change in the database, by triggers on every table, so a test
 * can ask "what did this request write?" exactly and cheaply: a row count per table misses an
 * update, a full snapshot per request is too slow for thousands of requests. A rolled-back
 * transaction leaves no entry, as it leaves no row.
 * Install after the database is seeded; `since()` answers the writes after the last call.
 */
export class WriteLog {
  private last = 0;

  private constructor(private readonly db: Kysely<unknown>) {}

  static async install(db: Kysely<unknown>): Promise<WriteLog> {
    await sql`create table if not exists ${sql.raw(LOG_TABLE)} (
      id bigserial primary key, tbl text not null, op text not null, row_data jsonb)`.execute(db);
    await sql`create or replace function hostile_log_write() returns trigger language plpgsql as $$
      begin
        if tg_op = 'TRUNCATE' then
          insert into ${sql.raw(LOG_TABLE)} (tbl, op) values (tg_table_name, tg_op);
        elsif tg_op = 'DELETE' then
          insert into ${sql.raw(LOG_TABLE)} (tbl, op, row_data) values (tg_table_name, tg_op, to_jsonb(old));
        else
          insert into ${sql.raw(LOG_TABLE)} (tbl, op, row_data) values (tg_table_name, tg_op, to_jsonb(new));
        end if;
        return null;
      end $$`.execute(db);
    const tables = await sql<{ name: string }>`select c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> ${LOG_TABLE}`.execute(
      db,
    );
    for (const { name } of tables.rows) {
      const table = sql.id(name);
      await sql`create trigger hostile_write_row after insert or update or delete on ${table}
        for each row execute function hostile_log_write()`.execute(db);
      await sql`create trigger hostile_write_truncate after truncate on ${table}
        for each statement execute function hostile_log_write()`.execute(db);
    }
    const log = new WriteLog(db);
    await log.since();
    return log;
  }

  /** The writes committed since the previous call (the first call, in install, starts the log). */
  async since(): Promise<LoggedWrite[]> {
    const result = await sql<{ id: string; tbl: string; op: LoggedWrite['op']; row_data: unknown }>`
      select id, tbl, op, row_data from ${sql.raw(LOG_TABLE)} where id > ${this.last} order by id`.execute(
      this.db,
    );
    const writes = result.rows.map((r) => ({
      id: Number(r.id),
      table: r.tbl,
      op: r.op,
      row: (typeof r.row_data === 'string' ? JSON.parse(r.row_data) : r.row_data) as LoggedWrite['row'],
    }));
    const lastWrite = writes.at(-1);
    if (lastWrite) this.last = lastWrite.id;
    return writes;
  }
}
