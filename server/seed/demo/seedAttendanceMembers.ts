import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { Resources } from '../../resources/buildResources';

/**
 * Every demo user is an attendance member on the day shift, with a card number (C0001, ...),
 * so anyone signing in to the demo can clock in at /as/use/clocking. Without a calendar region
 * their days follow the company's time zone; the regions and holidays are the administrator's
 * (/sc/calendar-region). Each has this year's leave granted. Servers started with other descriptors (runtime tests) have no such table.
 */
export async function seedAttendanceMembers(db: Kysely<Database>, resources: Resources, adminId: number) {
  if (!resources.services.has('as.member') || !resources.services.has('as.shift')) return;
  await sql`
    insert into as_members (user_id, card_number, default_shift_id, created_by, updated_by)
    select u.id, 'C' || lpad(u.id::text, 4, '0'), (select id from as_shifts where code = 'DAY'), ${adminId}, ${adminId}
    from users u where u.deleted_at is null
    on conflict do nothing`.execute(db);
  // This year's grants, as movements with the balances they make (a balance is the sum of its
  // movements): 7 days of annual leave, 14 of personal leave and 30 of sick leave, in hours.
  const grants = sql`select u.id as user_id, t.id as leave_type_id, g.hours
    from users u cross join (values ('ANNUAL', 56), ('PERSONAL', 112), ('SICK', 240)) g(code, hours)
    join as_leave_types t on t.code = g.code and t.deleted_at is null
    where u.deleted_at is null`;
  await sql`insert into as_leave_movements (user_id, leave_type_id, amount, kind, note, created_by, updated_by)
    select user_id, leave_type_id, hours, 'grant', ${'2026'}, ${adminId}, ${adminId} from (${grants}) g`.execute(
    db,
  );
  await sql`insert into as_leave_balances (user_id, leave_type_id, balance, pending, created_by, updated_by)
    select user_id, leave_type_id, hours, 0, ${adminId}, ${adminId} from (${grants}) g
    on conflict do nothing`.execute(db);
}
