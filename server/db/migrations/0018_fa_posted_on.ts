import { type Kysely, sql } from 'kysely';

/**
 * Voucher lines carry the books' date, `posted_on` (server/fa/vouchers/markBookedLines.ts): the
 * voucher's date while it is posted. Schema sync adds the column to a new database; a database
 * that already holds vouchers gets it here, filled from the vouchers posted so far, so its reports
 * (which now read `posted_on`) show the same books as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ present: string | null }>`
    select to_regclass('fa_voucher_lines')::text as present`.execute(db);
  if (!rows[0]?.present) return;
  await sql`alter table fa_voucher_lines add column if not exists posted_on date`.execute(db);
  await sql`
    update fa_voucher_lines l set posted_on = v.voucher_date
    from fa_vouchers v
    where v.id = l.voucher_id and v.status = 'posted' and v.deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table if exists fa_voucher_lines drop column if exists posted_on`.execute(db);
}
