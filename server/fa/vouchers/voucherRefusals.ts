import { HttpError, ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { RuleContext } from '../../resources/entityRules';
import { periodClosed } from './voucherBooks';

/** 409 for a write to a voucher that is no longer a draft, naming how it can change. */
export function refuseUnlessDraft(lang: Language, row: Record<string, unknown>): void {
  if (row.status === undefined || row.status === null || row.status === 'draft') return;
  const key = row.status === 'posted' ? 'fa:voucher.errors.posted' : 'fa:voucher.errors.confirmed';
  throw new HttpError(409, translate(lang, key, { number: String(row.number ?? row.id) }));
}

/** 422 on `voucher_date` when its period is closed. */
export async function refuseClosedPeriod(
  ctx: Pick<RuleContext, 'trx' | 'lang' | 'memo'>,
  date: string,
): Promise<void> {
  if (await periodClosed(ctx.trx, date, ctx.memo))
    throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
      voucher_date: [translate(ctx.lang, 'fa:voucher.errors.periodClosed', { period: date.slice(0, 7) })],
    });
}
