import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

describe.each(testDatabaseTargets())('clock-in devices on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('stores a device’s allow-list one address or range per line and refuses anything else', async () => {
    const created = await as(admin, 'POST', '/api/sc/hardware', {
      name: 'Front door',
      type: 'card_reader',
      location: 'Lobby',
      allowed_addresses: '192.168.10.0/24, 10.0.0.5 2001:db8::/48',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      allowed_addresses: '192.168.10.0/24\n10.0.0.5\n2001:db8::/48',
      is_active: true,
    });
    const bad = await as(admin, 'PUT', `/api/sc/hardware/${created.json().data.id}`, {
      allowed_addresses: '192.168.10.0/40',
      version: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      allowed_addresses: ['“192.168.10.0/40” is not an IP address or CIDR range.'],
    });
    const badType = await as(admin, 'POST', '/api/sc/hardware', { name: 'Palm', type: 'palm' });
    expect(Object.keys(badType.json().errors)).toEqual(['type']);
    expect((await as(staff, 'GET', '/api/sc/hardware')).statusCode).toBe(403);
  });
});
