import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { refuseIfAny } from '../refuse';

/** An account as the year-end close sees it: its code, its category's kind, whether it takes postings. */
export interface ClosingAccount {
  id: number;
  code: string;
  kind: string | null;
  is_postable: boolean;
  is_active: boolean;
}

/** The live accounts of these ids with their category's kind, by id. */
export async function closingAccounts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ClosingAccount>> {
  const wanted = [...new Set(ids.filter((id) => Number.isInteger(id)))];
  if (wanted.length === 0) return new Map();
  const { rows } = await sql<ClosingAccount>`
    select a.id, a.code, c.kind, a.is_postable, a.is_active from fa_accounts a
    left join fa_account_categories c on c.id = a.category_id
    where a.id in (${sql.join(wanted)}) and a.deleted_at is null`.execute(db);
  return new Map(rows.map((a) => [a.id, a]));
}

/**
 * A year-end mapping (`fa.yearEndMapping`): a revenue or expense account (a heading covers every
 * account below it) closes into a postable, active equity account. Unmapped accounts close into
 * the parameters' retained-earnings account (yearEndClose.ts).
 */
export const yearEndMappingRules: EntityRules = {
  prepare: async (ctx, values, before) => {
    const row = { ...(before ?? {}), ...values };
    const accounts = await closingAccounts(ctx.trx, [Number(row.account_id), Number(row.target_account_id)]);
    const source = accounts.get(Number(row.account_id));
    const target = accounts.get(Number(row.target_account_id));
    const errors: Record<string, string[]> = {};
    // A missing account is the reference check's to name.
    if (source && source.kind !== 'revenue' && source.kind !== 'expense')
      errors.account_id = [translate(ctx.lang, 'fa:yearEnd.errors.notIncome', { code: source.code })];
    if (target && (target.kind !== 'equity' || !target.is_postable || !target.is_active))
      errors.target_account_id = [translate(ctx.lang, 'fa:yearEnd.errors.notEquity', { code: target.code })];
    refuseIfAny(ctx.lang, errors);
    return values;
  },
};
