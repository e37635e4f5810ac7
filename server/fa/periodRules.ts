import type { Caller } from '../resources/EntityService';
import { translate } from '../http/translate';
import type { EntityRules, RowActionHandler } from '../resources/entityRules';
import { refuseIfAny } from './refuse';

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (value: unknown) => (value == null || value === '' ? null : String(value).slice(0, 10));

/** The last day of a month, `YYYY-MM-DD`. */
export function lastDayOf(year: number, month: number): string {
  return `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
}

/** The fields a closed period keeps as they are until it is reopened. */
const KEPT_WHEN_CLOSED = ['year', 'month', 'starts_on', 'ends_on'] as const;

/**
 * Accounting periods (`fa.period`): one per month (year and month are unique together), named
 * `YYYY-MM`; its dates default to the month's first and last days, must lie inside the month,
 * and it ends on or after the day it starts. A closed period keeps its dates until it is
 * reopened; closing and reopening are row actions with rights of their own
 * (`fa.admin.period.actions.close`, `.reopen`), and posting into a closed period is refused by
 * the vouchers.
 */
export const periodRules: EntityRules = {
  async prepare(ctx, values, before) {
    const { lang } = ctx;
    const out = { ...values };
    const errors: Record<string, string[]> = {};
    if (before?.status === 'closed') {
      const changed = KEPT_WHEN_CLOSED.filter(
        (name) => out[name] !== undefined && dateOf(out[name]) !== dateOf(before[name]),
      );
      for (const name of changed) errors[name] = [translate(lang, 'fa:errors.period.closed')];
      refuseIfAny(lang, errors);
    }
    const year = Number(out.year ?? before?.year);
    const month = Number(out.month ?? before?.month);
    if (!Number.isInteger(year) || !Number.isInteger(month)) return out;
    const first = `${year}-${pad(month)}-01`;
    const last = lastDayOf(year, month);
    const startsOn = dateOf(out.starts_on !== undefined ? out.starts_on : before?.starts_on) ?? first;
    const endsOn = dateOf(out.ends_on !== undefined ? out.ends_on : before?.ends_on) ?? last;
    if (startsOn < first || startsOn > last)
      errors.starts_on = [
        translate(lang, 'fa:errors.period.outsideMonth', { month: `${year}-${pad(month)}` }),
      ];
    if (endsOn < first || endsOn > last)
      errors.ends_on = [translate(lang, 'fa:errors.period.outsideMonth', { month: `${year}-${pad(month)}` })];
    else if (endsOn < startsOn) errors.ends_on = [translate(lang, 'fa:errors.period.endsBeforeStarts')];
    refuseIfAny(lang, errors);
    return { ...out, starts_on: startsOn, ends_on: endsOn, code: `${year}-${pad(month)}` };
  },
  rowActions: {
    close: statusAction('closed', 'close'),
    reopen: statusAction('open', 'reopen'),
  },
};

/** A row action that sets the period's status through the normal update (rules, version, audit under its key). */
function statusAction(status: 'open' | 'closed', key: string): RowActionHandler {
  return async (ctx, { row, reason, service }) => {
    const caller: Caller = { userId: ctx.userId, lang: ctx.lang };
    const note = reason ? { _reason: reason } : undefined;
    const saved = await service.updateIn(ctx.trx, row.id as number, { status }, undefined, caller, {
      action: key,
      ...(note ? { note } : {}),
    });
    return { row: saved };
  };
}
