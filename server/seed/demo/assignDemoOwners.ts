import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import type { Resources } from '../../resources/buildResources';

/**
 * Who "owns" the demo's leads and quotations (their creator, the ownership the cm descriptors
 * name), so the demo shows row scopes at work: everyone's customer rights reach their own
 * records, the managers group's their department and below. Leads go round these accounts in
 * id order: `staff` (業務一課), `manager` (業務處), `user02` (業務處), `user05` (業務一課),
 * `user03` (研發處) and `admin`; a quotation belongs to whoever owns its lead.
 */
const OWNERS = ['staff', 'manager', 'user02', 'user05', 'user03', 'admin'];

export async function assignDemoOwners(db: Kysely<Database>, resources: Resources): Promise<void> {
  // Servers started with other descriptors (tests of the runtime) have no customer tables.
  const leads = resources.services.get('cm.lead')?.descriptor.table;
  const quotations = resources.services.get('cm.quotation')?.descriptor.table;
  if (!leads) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'account'])
    .where('account', 'in', OWNERS)
    .execute();
  const idOf = new Map(users.map((u) => [u.account, u.id]));
  const owners = OWNERS.map((account) => idOf.get(account)).filter((id): id is number => id !== undefined);
  if (owners.length === 0) return;
  await sql`
    update ${sql.table(leads)} as l set created_by = (${sql.val(owners)}::integer[])[1 + (ranked.n % ${owners.length})]
    from (select id, (row_number() over (order by id))::integer - 1 as n from ${sql.table(leads)}) as ranked
    where ranked.id = l.id`.execute(db);
  if (quotations)
    await sql`
      update ${sql.table(quotations)} as q set created_by = l.created_by
      from ${sql.table(leads)} as l where l.id = q.lead_id`.execute(db);
}
