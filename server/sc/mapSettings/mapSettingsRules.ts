import { type GeofenceSite, MAP_LIMITS } from '../../../schemas/sc/settings/mapSettingLimits';
import { type Language, translate } from '../../http/translate';
import type { SettingsRules } from '../../settings/document/SettingsRules';

type Errors = Record<string, string[]>;

function inRange(value: unknown, range: { minimum: number; maximum: number }): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= range.minimum && value <= range.maximum
  );
}

/** One site; its problems go to `sites.{i}.{field}` (Laravel's dotted names for array items). */
function checkSite(raw: unknown, i: number, lang: Language, errors: Errors): GeofenceSite | null {
  const at = (field: string) => `sites.${i}.${field}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors[`sites.${i}`] = [translate(lang, 'sc:map.errors.site')];
    return null;
  }
  const site = raw as Record<string, unknown>;
  let ok = true;
  const name = typeof site.name === 'string' ? site.name.trim() : '';
  if (name === '' || name.length > MAP_LIMITS.siteNameMaxLength) {
    errors[at('name')] = [translate(lang, 'sc:map.errors.siteName', { max: MAP_LIMITS.siteNameMaxLength })];
    ok = false;
  }
  for (const field of ['latitude', 'longitude', 'radius'] as const) {
    if (!inRange(site[field], MAP_LIMITS[field])) {
      errors[at(field)] = [translate(lang, `sc:map.errors.${field}`, MAP_LIMITS[field])];
      ok = false;
    }
  }
  const unknown = Object.keys(site).filter((k) => !['name', 'latitude', 'longitude', 'radius'].includes(k));
  if (unknown.length > 0) {
    errors[at(unknown[0]!)] = [
      translate(lang, 'entity:settingsDocument.rules.unknown', { attribute: unknown[0]! }),
    ];
    ok = false;
  }
  const { latitude, longitude, radius } = site as unknown as GeofenceSite;
  return ok ? { name, latitude, longitude, radius } : null;
}

/**
 * The google-map settings (`sc.map`) beyond their field limits: the sites (at most 50, each
 * named, latitude -90..90, longitude -180..180, radius 20..10,000 m, each problem on its own
 * `sites.{i}.{field}`); turning the geofence on needs at least one site, counting the stored
 * ones when the body leaves them out; the key's and the switch's messages say what is
 * allowed. The audit log, readable more widely than the key should be, keeps it masked.
 */
export const mapSettingsRules: SettingsRules = {
  check({ lang, stored, body }, changes, errors) {
    if (errors.apiKey)
      errors.apiKey = [translate(lang, 'sc:map.errors.apiKey', { max: MAP_LIMITS.apiKeyMaxLength })];
    if (errors.geofenceEnabled) errors.geofenceEnabled = [translate(lang, 'sc:map.errors.boolean')];
    if ('sites' in body) {
      delete changes.sites;
      delete errors.sites;
      const value = body.sites;
      if (!Array.isArray(value) || value.length > MAP_LIMITS.maxSites)
        errors.sites = [translate(lang, 'sc:map.errors.sites', { max: MAP_LIMITS.maxSites })];
      else {
        const sites = value.map((raw, i) => checkSite(raw, i, lang, errors));
        if (sites.every((s): s is GeofenceSite => s !== null)) changes.sites = sites;
      }
    }
    const enabled = changes.geofenceEnabled ?? stored.geofenceEnabled;
    const sites = ('sites' in body ? changes.sites : stored.sites) as GeofenceSite[] | undefined;
    if (enabled === true && sites !== undefined && sites.length === 0 && !errors.sites)
      errors.sites = [translate(lang, 'sc:map.errors.noSites')];
  },
  auditView: (value) => ({ ...value, apiKey: value.apiKey === '' ? '' : '********' }),
};
