import { sql } from 'kysely';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules, RuleContext } from '../../resources/entityRules';

function refuse(
  ctx: RuleContext,
  field: string,
  key: string,
  options?: Record<string, string | number>,
): never {
  throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
    [field]: [translate(ctx.lang, `sc:departments.errors.${key}`, options)],
  });
}

/**
 * Department levels (`sc.departmentLevel`) hold the tree's rule that a department's level
 * is deeper than its parent's: a level in use cannot be deleted, and its depth cannot
 * change so that a department would sit at or above its parent's level (or at or below a
 * sub-department's). Runs inside the write's transaction, so a refusal writes nothing.
 */
export const departmentLevelRules: EntityRules = {
  async afterWrite(ctx, row, before) {
    const id = row.id as number;
    if (ctx.action === 'delete') {
      const used = await ctx.trx
        .selectFrom('departments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('level_id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(used.n) > 0) refuse(ctx, 'id', 'levelInUse', { count: Number(used.n) });
      return;
    }
    if (ctx.action !== 'update' || before?.depth === row.depth) return;
    // A pair parent/child, both live and both with a level, whose depths are no longer increasing.
    const broken = await sql<{ n: number }>`
      select count(*)::int as n
      from departments c
      join departments p on p.id = c.parent_id and p.deleted_at is null
      join department_levels cl on cl.id = c.level_id
      join department_levels pl on pl.id = p.level_id
      where c.deleted_at is null and (c.level_id = ${id} or p.level_id = ${id}) and cl.depth <= pl.depth`.execute(
      ctx.trx,
    );
    if ((broken.rows[0]?.n ?? 0) > 0) refuse(ctx, 'depth', 'levelDepthBreaksTree');
  },
};
