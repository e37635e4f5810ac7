import { type Kysely, sql } from 'kysely';

/**
 * The voucher numbers' counters (issue 16, server/fa/vouchers/assignVoucherNumber.ts): the last
 * number taken per voucher type and month. The confirming transaction increments its row with an
 * upsert, which holds the row's lock until it ends, so numbers are gapless and never repeat.
 * No foreign key: the voucher types' table is synced from its descriptor after the migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fa_voucher_sequences (
      voucher_type_id integer not null,
      year_month text not null,
      last_value integer not null,
      primary key (voucher_type_id, year_month)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists fa_voucher_sequences`.execute(db);
}
