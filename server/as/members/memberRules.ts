import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityRules } from '../../resources/entityRules';
import { readMapSettings } from '../../sc/mapSettings/mapSettings';
import { clockSiteNames } from './clockSiteNames';

/**
 * Attendance members (`as.member`): the sites an employee clocks in at (a per-employee
 * geofence) must be sites of the map settings (/sc/google-map), spelled as there; the clock-in
 * then accepts a position inside one of those only.
 */
export const memberRules: EntityRules = {
  async prepare(ctx, values) {
    const names = clockSiteNames(values.clock_sites);
    if (names.length === 0)
      return values.clock_sites === undefined ? values : { ...values, clock_sites: null };
    const known = new Set((await readMapSettings(ctx.trx as never)).sites.map((site) => site.name));
    const unknown = names.filter((name) => !known.has(name));
    if (unknown.length > 0)
      throw new ValidationFailed(translate(ctx.lang, 'validation:failed'), {
        clock_sites: [translate(ctx.lang, 'as:errors.member.unknownSites', { names: unknown.join(', ') })],
      });
    return { ...values, clock_sites: names.join(', ') };
  },
};
