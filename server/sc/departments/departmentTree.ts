import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';

/**
 * The ids on the way from `id` up to its root, `id` first. `union` (not `union all`)
 * stops at a row seen before, so even a cycle left by bad data cannot loop forever.
 */
export async function ancestorsOf(db: Executor, id: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    with recursive up(id, parent_id) as (
      select id, parent_id from departments where id = ${id}
      union
      select d.id, d.parent_id from departments d join up on d.id = up.parent_id
    )
    select id from up`.execute(db);
  return result.rows.map((r) => r.id);
}

/** `id` and every department below it (deleted ones included: they come back with a restore). */
export function subtreeIdsQuery(id: number) {
  return sql<{ id: number }>`
    with recursive down(id) as (
      select id from departments where id = ${id}
      union
      select d.id from departments d join down on d.parent_id = down.id
    )
    select id from down`;
}

/** The depth of a level, or null when the department has none (or the level is gone). */
export async function levelDepth(db: Executor, levelId: number | null): Promise<number | null> {
  if (levelId === null) return null;
  const row = await db
    .selectFrom('department_levels')
    .select('depth')
    .where('id', '=', levelId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.depth ?? null;
}

/** The smallest level depth among the live direct sub-departments of `id` (null: none has a level). */
export async function shallowestChildDepth(db: Executor, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('departments as d')
    .innerJoin('department_levels as l', 'l.id', 'd.level_id')
    .select((eb) => eb.fn.min<number>('l.depth').as('depth'))
    .where('d.parent_id', '=', id)
    .where('d.deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.depth ?? null;
}
