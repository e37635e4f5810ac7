import type { EntityRules } from '../../resources/entityRules';

/**
 * Calendar events (`sc.calendarEvent`): `year` is derived from the date, so the list filters
 * a region's year by an indexed equality (region, year, date) instead of a date range the
 * screen would have to compute. The pair (region, date) is unique through the descriptor's
 * `uniqueTogether`, checked by the runtime.
 */
export const calendarEventRules: EntityRules = {
  async prepare(_ctx, values) {
    if (typeof values.date !== 'string') return values;
    return { ...values, year: Number(values.date.slice(0, 4)) };
  },
};
