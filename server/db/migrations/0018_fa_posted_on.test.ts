import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseTargets } from '../../../tests/support/testDatabases';
import { loadEntityDescriptors } from '../../resources/loadEntityDescriptors';
import { syncEntitySchema } from '../../resources/syncEntitySchema';
import type { OpenedDatabase } from '../openDatabase';
import { runMigrations } from '../runMigrations';
import { MIGRATIONS } from './index';

/** Only the vouchers' tables are needed (a full schema sync takes seconds on PGlite). */
const vouchers = () =>
  loadEntityDescriptors().filter((d) => d.id === 'fa.voucher' || d.id === 'fa.voucherLine');

/** The vouchers' tables as the previous release made them: lines without `posted_on`. */
function previousDescriptors() {
  return vouchers().map((d) => {
    if (d.id !== 'fa.voucherLine') return d;
    const { posted_on: _postedOn, ...fields } = d.fields as Record<string, unknown>;
    return { ...d, fields, indexes: [['voucher_id', 'sort']] } as typeof d;
  });
}

describe.each(testDatabaseTargets())(
  'migration 0018: the books’ date on voucher lines on $name',
  (target) => {
    let opened: OpenedDatabase | undefined;
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    it('dates the lines of vouchers posted before it, and leaves drafts and confirmed ones undated', async () => {
      opened = await openTestDatabase(target);
      const { db } = opened;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo('0017_number_sequences');
      if (error) throw error;
      await syncEntitySchema(db, previousDescriptors());
      const voucher = async (status: string, date: string) => {
        const { rows } = await sql<{ id: number }>`
        insert into fa_vouchers (voucher_date, status, total_debit, total_credit)
        values (${date}::date, ${status}, 10, 10) returning id`.execute(db);
        const id = rows[0]!.id;
        await sql`insert into fa_voucher_lines (voucher_id, sort, debit, credit)
        values (${id}, 1, 10, 0), (${id}, 2, 0, 10)`.execute(db);
        return id;
      };
      const posted = await voucher('posted', '2026-03-31');
      const draft = await voucher('draft', '2026-04-01');
      const confirmed = await voucher('confirmed', '2026-04-02');

      await runMigrations(db);
      const { rows } = await sql<{ voucher_id: number; posted_on: string | null }>`
      select voucher_id, posted_on::text as posted_on from fa_voucher_lines order by voucher_id, sort`.execute(
        db,
      );
      expect(rows).toEqual([
        { voucher_id: posted, posted_on: '2026-03-31' },
        { voucher_id: posted, posted_on: '2026-03-31' },
        { voucher_id: draft, posted_on: null },
        { voucher_id: draft, posted_on: null },
        { voucher_id: confirmed, posted_on: null },
        { voucher_id: confirmed, posted_on: null },
      ]);
      // Schema sync then finds the column in place and adds the reports' index.
      await syncEntitySchema(db, vouchers());
      const { rows: indexes } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where tablename = 'fa_voucher_lines'`.execute(db);
      expect(indexes.map((i) => i.indexname)).toContain(
        'fa_voucher_lines_account_id_posted_on_debit_credit_idx',
      );
    });
  },
);
