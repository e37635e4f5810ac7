import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { Resources } from '../../resources/buildResources';
import { annualLeaveTask } from '../../as/leave/annualLeaveTask';

/**
 * Every demo user is an attendance member on the day shift, with a card number (C0001, ...),
 * so anyone signing in to the demo can clock in at /as/use/clocking. Without a calendar region
 * their days follow the company's time zone; the regions and holidays are the administrator's
 * (/sc/calendar-region). Each has a hire date and this year's leave granted (annual leave by
 * the annual calculation). Servers started with other descriptors (runtime tests) have no such table.
 */
export async function seedAttendanceMembers(db: Kysely<Database>, resources: Resources, adminId: number) {
  if (!resources.services.has('as.member') || !resources.services.has('as.shift')) return;
  await sql`
    insert into as_members (user_id, card_number, default_shift_id, created_by, updated_by)
    select u.id, 'C' || lpad(u.id::text, 4, '0'), (select id from as_shifts where code = 'DAY'), ${adminId}, ${adminId}
    from users u where u.deleted_at is null
    on conflict do nothing`.execute(db);
  // Hire dates: most of the demo joined in 2024 (a year or more of service: 7 days of annual
  // leave in 2026), a few longer or shorter, so the annual calculation shows the table at work.
  await sql`update as_members m set hired_on = coalesce(v.hired_on::date,
      date '2024-01-15' + ((m.user_id * 37) % 330) * interval '1 day')
    from users u left join (values ('admin', '2012-04-01'), ('manager', '2016-08-15'), ('user01', '2020-02-01'),
      ('user02', '2023-05-01'), ('user03', '2025-06-01'), ('user04', '2025-10-01')) v(account, hired_on)
      on v.account = u.account
    where u.id = m.user_id and m.hired_on is null`.execute(db);
  // Two of the demo work flexible hours from the list (/as/admin/shift/flexible-working-hours-list):
  // user03 with the setting's default allowance, user04 with 45 minutes of their own.
  if (resources.services.has('as.flexibleHours'))
    await sql`insert into as_flexible_hours (user_id, minutes, starts_on, note, created_by, updated_by)
      select u.id, v.minutes, date '2026-01-01', v.note, ${adminId}, ${adminId}
      from users u join (values ('user03', null::int, '育兒：彈性上班'), ('user04', 45, '通勤距離遠'))
        v(account, minutes, note) on v.account = u.account
      where u.deleted_at is null
      on conflict do nothing`.execute(db);
  // This year's grants, as movements with the balances they make (a balance is the sum of its
  // movements): 14 days of personal leave and 30 of sick leave, in hours; annual leave by the
  // annual calculation itself, from the hire dates and article 38's table.
  const grants = sql`select u.id as user_id, t.id as leave_type_id, g.hours
    from users u cross join (values ('PERSONAL', 112), ('SICK', 240)) g(code, hours)
    join as_leave_types t on t.code = g.code and t.deleted_at is null
    where u.deleted_at is null`;
  await sql`insert into as_leave_movements (user_id, leave_type_id, amount, kind, note, created_by, updated_by)
    select user_id, leave_type_id, hours, 'grant', ${'2026'}, ${adminId}, ${adminId} from (${grants}) g`.execute(
    db,
  );
  await sql`insert into as_leave_balances (user_id, leave_type_id, balance, pending, created_by, updated_by)
    select user_id, leave_type_id, hours, 0, ${adminId}, ${adminId} from (${grants}) g
    on conflict do nothing`.execute(db);
  if (resources.services.has('as.leaveRule'))
    await db.transaction().execute((trx) =>
      annualLeaveTask.apply({
        db: trx,
        params: { year: 2026, hoursPerDay: 8 },
        userId: adminId,
        lang: 'tw',
        // The annual calculation queues nothing for after its commit.
        afterCommit: () => undefined,
      }),
    );
}
