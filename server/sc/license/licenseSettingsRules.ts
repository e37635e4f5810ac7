import { isModuleId, MODULES, type ModuleId } from '../../../schemas/core/modules';
import { translate } from '../../http/translate';
import { broadcastCacheChanged } from '../../realtime/broadcastCacheChanged';
import type { SettingsRules } from '../../settings/document/SettingsRules';
import { countSeatsUsed } from './licenseSettings';

export const MAX_SEATS = 1_000_000;

/**
 * The licence (`sc.license`) beyond its field limits: `seats` is null (no limit) or
 * 1..1,000,000 and at least the seats in use, so saving never leaves active users beyond the
 * licence; `modules` are known module ids, system settings among them (it cannot be
 * switched off), stored in the modules' order. Both answers carry the seats in use; a save
 * clears the permission cache and tells every client to refetch the licence list.
 */
export const licenseSettingsRules: SettingsRules = {
  async check({ db, lang, body }, changes, errors) {
    if (errors.seats) errors.seats = [translate(lang, 'sc:license.errors.seatsRange', { max: MAX_SEATS })];
    else if (typeof changes.seats === 'number') {
      const used = await countSeatsUsed(db);
      if (changes.seats < used)
        errors.seats = [translate(lang, 'sc:license.errors.seatsBelowUsed', { count: used })];
    }
    if (!('modules' in body)) return;
    delete changes.modules;
    const value = body.modules;
    if (!Array.isArray(value) || !value.every((m): m is ModuleId => typeof m === 'string' && isModuleId(m)))
      errors.modules = [translate(lang, 'sc:license.errors.modules')];
    // Said, not silently put back: a client that dropped it believes it switched it off.
    else if (!value.includes('sc')) errors.modules = [translate(lang, 'sc:license.errors.scAlwaysOn')];
    else {
      delete errors.modules;
      changes.modules = MODULES.filter((m) => value.includes(m));
    }
  },
  answerExtras: async (db) => ({ used: await countSeatsUsed(db) }),
  async afterSave(ctx) {
    // Switched modules show in every userPermission and route check at once (on this
    // instance; others within the cache's lifetime), without signing in again.
    ctx.permissions.clear();
    await broadcastCacheChanged(ctx.realtime, 'license');
  },
};
