import { sql } from 'kysely';
import { translate } from '../http/translate';
import type { EntityRules } from '../resources/entityRules';
import { refuseIfAny } from './refuse';

/** The side an account of each category kind grows on: assets and expenses debit, the others credit. */
export const NORMAL_SIDE = {
  asset: 'debit',
  expense: 'debit',
  liability: 'credit',
  equity: 'credit',
  revenue: 'credit',
} as const;

type Executor = Parameters<NonNullable<EntityRules['prepare']>>[0]['trx'];

async function categoryKind(trx: Executor, id: number): Promise<keyof typeof NORMAL_SIDE | undefined> {
  const { rows } = await sql<{ kind: keyof typeof NORMAL_SIDE }>`
    select kind from fa_account_categories where id = ${id} and deleted_at is null`.execute(trx);
  return rows[0]?.kind;
}

/**
 * The chart of accounts (`fa.account`, a tree):
 * - a sub-account without a category takes its parent's;
 * - the category's kind gives the normal side when none is chosen (assets and expenses debit,
 *   liabilities, equity and revenue credit), and again when the category changes without one;
 * - an account with sub-accounts is a heading: it cannot be made postable, and an account that
 *   receives its first sub-account (created or moved under it) stops being postable.
 */
export const accountRules: EntityRules = {
  async prepare(ctx, values, before) {
    const { trx, lang } = ctx;
    const out = { ...values };
    const row = { ...before, ...out };
    const errors: Record<string, string[]> = {};
    if (row.category_id == null && typeof row.parent_id === 'number') {
      const { rows } = await sql<{ category_id: number | null }>`
        select category_id from fa_accounts where id = ${row.parent_id} and deleted_at is null`.execute(trx);
      if (rows[0]?.category_id != null) out.category_id = rows[0].category_id;
    }
    const categoryId = out.category_id ?? before?.category_id;
    if (typeof categoryId !== 'number')
      errors.category_id = [translate(lang, 'fa:errors.account.categoryRequired')];
    else {
      const categoryChanged =
        before === null || (out.category_id !== undefined && out.category_id !== before.category_id);
      const sideGiven = out.normal_side !== undefined && out.normal_side !== null;
      if (!sideGiven && (categoryChanged || before?.normal_side == null)) {
        const kind = await categoryKind(trx, categoryId);
        if (kind) out.normal_side = NORMAL_SIDE[kind];
      }
    }
    if (before !== null && (out.is_postable ?? before.is_postable) === true) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from fa_accounts where parent_id = ${before.id as number} and deleted_at is null`.execute(
        trx,
      );
      if ((rows[0]?.n ?? 0) > 0)
        errors.is_postable = [translate(lang, 'fa:errors.account.headingNotPostable')];
    }
    refuseIfAny(lang, errors);
    return out;
  },
  async afterWrite(ctx, row, before) {
    const parent = row.parent_id;
    if (typeof parent !== 'number' || before?.parent_id === parent) return;
    await sql`update fa_accounts set is_postable = false, version = version + 1, updated_at = now(),
      updated_by = ${ctx.userId} where id = ${parent} and is_postable`.execute(ctx.trx);
  },
};
