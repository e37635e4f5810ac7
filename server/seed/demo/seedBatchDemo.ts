import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { Resources } from '../../resources/buildResources';

/**
 * The demo's batches (/as/use/batch-dayoff, /as/use/batch-overtime): a posted batch of official
 * leave for the HR section's training day (Friday 20 November 2026), posted as the screen's `post`
 * action does, so its leave records and balances are there; and a draft batch of comp-time
 * overtime for the sales section's stock-take (Saturday 19 December 2026), waiting to be posted.
 * Servers started with other descriptors (runtime tests) have no batches.
 */
export async function seedBatchDemo(db: Kysely<Database>, resources: Resources, adminId: number) {
  const leaveBatch = resources.documents.get('as.leaveBatch');
  const overtimeBatch = resources.documents.get('as.overtimeBatch');
  if (!leaveBatch || !overtimeBatch) return;
  const caller = { userId: adminId, lang: 'tw' as const };
  const inDepartment = async (code: string) =>
    (
      await sql<{ id: number }>`
        select u.id from users u join user_departments ud on ud.user_id = u.id
        join departments d on d.id = ud.department_id
        where d.code = ${code} and ud.is_primary and u.deleted_at is null order by u.id limit 4`.execute(db)
    ).rows.map((r) => ({ user_id: r.id }));
  const official = (
    await sql<{
      id: number;
    }>`select id from as_leave_types where code = 'OFFICIAL' and deleted_at is null`.execute(db)
  ).rows[0];
  if (!official) return;
  const [hr, sales] = [await inDepartment('HR'), await inDepartment('SE')];
  await db.transaction().execute(async (trx) => {
    const { row } = await leaveBatch.saveIn(
      trx,
      null,
      {
        values: {
          subject: '人資教育訓練（公假）',
          leave_type_id: official.id,
          start_date: '2026-11-20',
          end_date: '2026-11-20',
          reason: '年度勞動法規教育訓練',
        },
        lines: hr,
      },
      undefined,
      caller,
    );
    const ctx = {
      trx,
      descriptor: leaveBatch.parent.descriptor,
      action: 'update' as const,
      userId: adminId,
      lang: 'tw' as const,
    };
    await leaveBatch.parent.rules.rowActions?.post?.(ctx, { row, reason: null, service: leaveBatch.parent });
    await overtimeBatch.saveIn(
      trx,
      null,
      {
        values: {
          subject: '年終盤點加班',
          work_date: '2026-12-19',
          start_time: '09:00',
          end_time: '13:00',
          compensation: 'leave',
          reason: '業務一課年終庫存盤點',
        },
        lines: sales,
      },
      undefined,
      caller,
    );
  });
}
