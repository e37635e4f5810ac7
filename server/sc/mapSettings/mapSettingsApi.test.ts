import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { isWithinGeofence } from './isWithinGeofence';

const OFFICE = { name: 'Taipei office', latitude: 25.033, longitude: 121.5654, radius: 200 };

describe.each(testDatabaseTargets())('the map settings on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('refuses sites out of range, each on its own field, and a geofence without sites', async () => {
    const res = await as(admin, 'PUT', '/api/sc/map', {
      sites: [OFFICE, { name: '', latitude: 91, longitude: -181, radius: 5 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'sites.1.name': ['Enter the site’s name (at most 100 characters).'],
      'sites.1.latitude': ['Latitude must be between -90 and 90.'],
      'sites.1.longitude': ['Longitude must be between -180 and 180.'],
      'sites.1.radius': ['The radius must be between 20 and 10000 metres.'],
    });
    const empty = await as(admin, 'PUT', '/api/sc/map', { geofenceEnabled: true });
    expect(empty.json().errors).toEqual({ sites: ['Add at least one site before turning the geofence on.'] });
    const badKey = await as(admin, 'PUT', '/api/sc/map', { apiKey: 'key with spaces' });
    expect(Object.keys(badKey.json().errors)).toEqual(['apiKey']);
  });

  it('keeps the key for administrators and gives staff only the geofence', async () => {
    const saved = await as(admin, 'PUT', '/api/sc/map', {
      apiKey: 'AIza-secret_key',
      geofenceEnabled: true,
      sites: [OFFICE],
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({
      apiKey: 'AIza-secret_key',
      geofenceEnabled: true,
      sites: [OFFICE],
      version: 1,
    });
    expect((await as(admin, 'PUT', '/api/sc/map', { geofenceEnabled: false, version: 0 })).statusCode).toBe(
      409,
    );
    expect((await as(staff, 'GET', '/api/sc/map/settings')).statusCode).toBe(403);
    expect((await as(staff, 'PUT', '/api/sc/map', { apiKey: 'x' })).statusCode).toBe(403);
    const geofence = await as(staff, 'GET', '/api/sc/map/geofence');
    expect(geofence.json()).toEqual({ data: { enabled: true, sites: [OFFICE] } });
    expect(geofence.body).not.toContain('secret');
    const audit = await t.server.ctx.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'sc.mapSettings')
      .execute();
    expect(JSON.stringify(audit)).not.toContain('secret');
  });

  it('tells attendance whether a position is inside a site', () => {
    const fence = { enabled: true, sites: [OFFICE] };
    expect(isWithinGeofence(fence, { latitude: 25.0335, longitude: 121.5655 })).toBe(true);
    // About 1.1 km north: outside a 200 m radius.
    expect(isWithinGeofence(fence, { latitude: 25.043, longitude: 121.5654 })).toBe(false);
    expect(isWithinGeofence({ ...fence, enabled: false }, { latitude: 0, longitude: 0 })).toBe(true);
  });
});
