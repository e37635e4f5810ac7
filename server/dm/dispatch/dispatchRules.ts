import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import { takeSequenceValue } from '../../db/takeSequenceValue';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { EntityRules, RuleContext, RowActionInput } from '../../resources/entityRules';

interface DispatchType {
  id: number;
  direction: 'incoming' | 'outgoing';
  prefix: string;
  is_active: boolean;
}

function refuse(lang: Language, field: string, key: string, values: Record<string, string> = {}): never {
  throw new ValidationFailed(translate(lang, 'validation:failed'), {
    [field]: [translate(lang, `dm:dispatch.errors.${key}`, values)],
  });
}

const dispatchTypeOf = async (trx: Executor, id: number) =>
  (
    await sql<DispatchType>`select id, direction, prefix, is_active from dm_dispatch_types
      where id = ${id} and deleted_at is null`.execute(trx)
  ).rows[0];

/**
 * The register's number of a dispatch: `{prefix}-{year}-{serial}` (`收-2026-0001`), the serial
 * counted per type and year (the year of the document's date) in `number_sequences`, taken in
 * the registering transaction so numbers neither repeat nor skip.
 * @example await dispatchNumber(trx, type, 2026) // { serial: 1, number: '收-2026-0001' }
 */
export async function dispatchNumber(trx: Executor, type: DispatchType, year: number) {
  const serial = await takeSequenceValue(trx, 'dm.dispatch', `${type.id}:${year}`);
  return { serial, number: `${type.prefix}-${year}-${String(serial).padStart(4, '0')}` };
}

/** Moves a dispatch to a status by its row action (audited under the action's key). */
const moveTo =
  (status: string, key: string) =>
  async (ctx: RuleContext, { row, service }: RowActionInput) => ({
    row: await service.updateIn(ctx.trx, row.id as number, { status }, undefined, ctx, { action: key }),
  });

/**
 * Paper dispatch (`dm.dispatch`, docs/guide-dm-dispatch.md): a registration takes its direction
 * from its type (an active one) and its number from the type's counter for the year of its date;
 * neither the type nor that year changes afterwards, as the number says both. The status moves
 * with its sign-off (dispatchKind.ts) and by the row actions `reopen` (a rejected one back to
 * registered, to be corrected and routed again) and `close` (an approved one filed).
 */
export const dispatchRules: EntityRules = {
  prepare: async (ctx, values, before) => {
    const { trx, lang } = ctx;
    if (!before) {
      const type = await dispatchTypeOf(trx, Number(values.type_id));
      // A missing type is the reference check's to name; an inactive one is refused here.
      if (!type) return values;
      if (!type.is_active) refuse(lang, 'type_id', 'inactiveType');
      const year = Number(String(values.doc_date ?? '').slice(0, 4));
      if (!Number.isInteger(year) || year < 1900) return values;
      const { serial, number } = await dispatchNumber(trx, type, year);
      return { ...values, direction: type.direction, year, serial, number, status: 'registered' };
    }
    if (values.type_id !== undefined && Number(values.type_id) !== Number(before.type_id))
      refuse(lang, 'type_id', 'typeFixed', { number: String(before.number ?? '') });
    if (values.doc_date !== undefined && String(values.doc_date).slice(0, 4) !== String(before.year))
      refuse(lang, 'doc_date', 'yearFixed', { year: String(before.year) });
    return values;
  },
  rowActions: {
    reopen: moveTo('registered', 'reopen'),
    close: moveTo('closed', 'close'),
  },
};
