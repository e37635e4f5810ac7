import { type GeofenceSite, MAP_LIMITS } from '../../../schemas/sc/settings/mapSettingLimits';
import { type Language, translate } from '../../http/translate';
import type { MapSettings } from './mapSettings';

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
    errors[at(unknown[0]!)] = [translate(lang, 'sc:settings.rules.unknown', { attribute: unknown[0]! })];
    ok = false;
  }
  return ok
    ? {
        name,
        latitude: site.latitude as number,
        longitude: site.longitude as number,
        radius: site.radius as number,
      }
    : null;
}

/**
 * Reads a PUT body of the map settings: the API key (letters, digits, `-` and `_`, at most
 * 200), whether the geofence is on, and its sites (at most 50, each named, latitude -90..90,
 * longitude -180..180, radius 20..10,000 m). Turning the geofence on needs at least one site,
 * counting the stored ones when the body leaves the sites out.
 */
export function checkMapBody(
  body: Record<string, unknown>,
  stored: MapSettings,
  lang: Language,
): { changes: Partial<MapSettings>; version: number | undefined; errors: Errors } {
  const errors: Errors = {};
  const changes: Partial<MapSettings> = {};
  let version: number | undefined;
  for (const [field, value] of Object.entries(body)) {
    if (field === 'version') {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 0) version = value;
      else errors.version = [translate(lang, 'sc:settings.rules.version')];
    } else if (field === 'apiKey') {
      if (
        typeof value !== 'string' ||
        !/^[A-Za-z0-9_-]*$/.test(value.trim()) ||
        value.length > MAP_LIMITS.apiKeyMaxLength
      )
        errors.apiKey = [translate(lang, 'sc:map.errors.apiKey', { max: MAP_LIMITS.apiKeyMaxLength })];
      else changes.apiKey = value.trim();
    } else if (field === 'geofenceEnabled') {
      if (typeof value !== 'boolean') errors.geofenceEnabled = [translate(lang, 'sc:map.errors.boolean')];
      else changes.geofenceEnabled = value;
    } else if (field === 'sites') {
      if (!Array.isArray(value) || value.length > MAP_LIMITS.maxSites) {
        errors.sites = [translate(lang, 'sc:map.errors.sites', { max: MAP_LIMITS.maxSites })];
        continue;
      }
      const sites = value.map((raw, i) => checkSite(raw, i, lang, errors));
      if (sites.every((s): s is GeofenceSite => s !== null)) changes.sites = sites;
    } else errors[field] = [translate(lang, 'sc:settings.rules.unknown', { attribute: field })];
  }
  const enabled = changes.geofenceEnabled ?? stored.geofenceEnabled;
  const sites = 'sites' in body ? changes.sites : stored.sites;
  if (enabled && sites !== undefined && sites.length === 0 && !errors.sites)
    errors.sites = [translate(lang, 'sc:map.errors.noSites')];
  return { changes, version, errors };
}
