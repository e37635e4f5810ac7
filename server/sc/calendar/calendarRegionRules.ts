import { sql } from 'kysely';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { canonicalTimeZone } from '../../settings/canonicalTimeZone';

/**
 * Calendar regions (`sc.calendarRegion`): the time zone must be a real IANA zone (stored in
 * its canonical spelling), and at most one region is the default: marking one clears the
 * mark on the others, in the same transaction and audit-logged, so the attendance module
 * always finds one calendar for people without a region.
 */
export const calendarRegionRules: EntityRules = {
  async prepare(ctx, values) {
    if (typeof values.time_zone !== 'string') return values;
    const zone = canonicalTimeZone(values.time_zone);
    if (!zone)
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        time_zone: [
          translate(ctx.lang, 'sc:calendar.errors.timeZone', { value: values.time_zone.slice(0, 64) }),
        ],
      });
    return { ...values, time_zone: zone };
  },
  async afterWrite(ctx, row) {
    if (ctx.action === 'delete' || row.is_default !== true) return;
    const cleared = await sql<{ id: number }>`
      update calendar_regions set is_default = false, version = version + 1, updated_at = now(), updated_by = ${ctx.userId}
      where is_default and id <> ${row.id as number} and deleted_at is null returning id`.execute(ctx.trx);
    for (const { id } of cleared.rows)
      await ctx.trx
        .insertInto('audit_log')
        .values({
          entity: ctx.descriptor.id,
          record_id: id,
          action: 'update',
          user_id: ctx.userId,
          before: JSON.stringify({ is_default: true }),
          after: JSON.stringify({ is_default: false }),
        })
        .execute();
  },
};
