/**
 * Limits of the clock-in geofence (google-map settings), shared by the server, which
 * enforces them, and the screen, which shows them on its inputs.
 */
export const MAP_LIMITS = {
  apiKeyMaxLength: 200,
  siteNameMaxLength: 100,
  maxSites: 50,
  latitude: { minimum: -90, maximum: 90 },
  longitude: { minimum: -180, maximum: 180 },
  /** Metres: below 20 m a phone's GPS error alone would refuse people standing inside. */
  radius: { minimum: 20, maximum: 10_000 },
} as const;

export interface GeofenceSite {
  name: string;
  latitude: number;
  longitude: number;
  radius: number;
}
