import { sql } from 'kysely';
import { translate } from '../http/translate';
import type { SettingsRules } from '../settings/document/SettingsRules';

/**
 * The accounting parameters (`fa.parameter`): the base currency is a currency on file and, when
 * one is marked as the base, that one; the retained-earnings account of the year-end close is an
 * account on file whose category is equity.
 */
export const parameterRules: SettingsRules = {
  async check(ctx, changes, errors) {
    const { db, lang } = ctx;
    const base = changes.baseCurrency;
    if (typeof base === 'string' && !errors.baseCurrency) {
      const { rows } = await sql<{ code: string; is_base: boolean }>`
        select code, is_base from fa_currencies where deleted_at is null and (code = ${base} or is_base)`.execute(
        db,
      );
      const named = rows.find((r) => r.code === base);
      const marked = rows.find((r) => r.is_base);
      if (!named)
        errors.baseCurrency = [translate(lang, 'fa:errors.parameter.unknownCurrency', { code: base })];
      else if (marked && marked.code !== base)
        errors.baseCurrency = [translate(lang, 'fa:errors.parameter.notBase', { code: marked.code })];
    }
    const account = changes.retainedEarningsAccount;
    if (typeof account === 'string' && !errors.retainedEarningsAccount) {
      const { rows } = await sql<{ kind: string | null }>`
        select c.kind from fa_accounts a left join fa_account_categories c on c.id = a.category_id
        where a.code = ${account} and a.deleted_at is null`.execute(db);
      if (rows.length === 0)
        errors.retainedEarningsAccount = [
          translate(lang, 'fa:errors.parameter.unknownAccount', { code: account }),
        ];
      else if (rows[0]!.kind !== 'equity')
        errors.retainedEarningsAccount = [
          translate(lang, 'fa:errors.parameter.notEquity', { code: account }),
        ];
    }
  },
};
