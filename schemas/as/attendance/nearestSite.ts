import type { GeofenceSite } from '../../sc/settings/mapSettingLimits';

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The site nearest to where one stands, how far, and whether that is within its radius (the
 * clock-in geofence of the google-map settings); undefined without sites.
 * @example nearestSite({ latitude: 25.033, longitude: 121.565 }, sites) // { site, metres: 42, inside: true }
 */
export function nearestSite(
  at: { latitude: number; longitude: number },
  sites: readonly GeofenceSite[],
): { site: GeofenceSite; metres: number; inside: boolean } | undefined {
  let best: { site: GeofenceSite; metres: number; inside: boolean } | undefined;
  for (const site of sites) {
    const metres = distanceMetres(at, site);
    if (!best || metres < best.metres) best = { site, metres, inside: metres <= site.radius };
  }
  return best;
}
