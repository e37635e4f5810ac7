import type { GeofenceSite } from '../../../schemas/sc/settings/mapSettingLimits';

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres (haversine): exact enough at geofence scale. */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * For attendance: whether a clock-in position is inside one of the geofence's sites. With
 * the geofence off every position is accepted.
 *
 * @example isWithinGeofence({ enabled: true, sites }, { latitude: 25.03, longitude: 121.56 })
 */
export function isWithinGeofence(
  geofence: { enabled: boolean; sites: readonly GeofenceSite[] },
  position: { latitude: number; longitude: number },
): boolean {
  if (!geofence.enabled) return true;
  return geofence.sites.some((site) => distanceMetres(site, position) <= site.radius);
}
