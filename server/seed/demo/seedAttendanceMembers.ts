import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { Resources } from '../../resources/buildResources';

/**
 * Every demo user is an attendance member on the day shift, with a card number (C0001, ...),
 * so anyone signing in to the demo can clock in at /as/use/clocking. Without a calendar region
 * their days follow the company's time zone; the regions and holidays are the administrator's
 * (/sc/calendar-region). Servers started with other descriptors (runtime tests) have no such table.
 */
export async function seedAttendanceMembers(db: Kysely<Database>, resources: Resources, adminId: number) {
  if (!resources.services.has('as.member') || !resources.services.has('as.shift')) return;
  await sql`
    insert into as_members (user_id, card_number, default_shift_id, created_by, updated_by)
    select u.id, 'C' || lpad(u.id::text, 4, '0'), (select id from as_shifts where code = 'DAY'), ${adminId}, ${adminId}
    from users u where u.deleted_at is null
    on conflict do nothing`.execute(db);
}
