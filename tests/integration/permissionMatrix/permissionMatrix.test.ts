import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { RowScope } from '../../../schemas/core/rowScopes';
import { pickListRights } from '../../../server/resources/pickListRights';
import { bearer, startTestServer, type TestServer } from '../../support/startTestServer';
import { testDatabaseTargets } from '../../support/testDatabases';
import { assignMatrixOwners } from './assignMatrixOwners';
import { checkDescriptor } from './checkDescriptor';
import { checkDescriptorScopes } from './checkDescriptorScopes';
import { checkRoutes } from './checkRoutes';
import { createMatrixUsers } from './createMatrixUsers';
import type { MatrixContext } from './MatrixContext';
import { untranslatedMessages } from './untranslatedMessages';

// Issue 14, item 3: the permission matrix, generated from the code. It walks every route the
// server registered (app.routeTable) and every entity descriptor it loaded, so a new route or
// descriptor is checked without a test being written for it; its size is printed at the end.
describe.each(testDatabaseTargets())('permission matrix on $name', (target) => {
  let t: TestServer;
  let m: MatrixContext;
  let requests = 0;
  const failures: string[] = [];
  const tallies = new Map<string, number>();
  let publicRoutes: string[] = [];

  beforeAll(async () => {
    t = await startTestServer(target);
    const admin = await t.signIn('admin');
    const users = await createMatrixUsers(t);
    const descriptors = t.server.ctx.resources.descriptors as readonly EntityDescriptor[];
    m = {
      t,
      users,
      admin,
      descriptors: new Map(descriptors.map((d) => [d.id, d])),
      send: async (options) => {
        requests++;
        const res = await t.request(options);
        // Every answer the matrix provokes says what is wrong in words, not as a missing key.
        for (const key of untranslatedMessages(res.body))
          failures.push(`${options.method} ${options.url}: the message "${key}" is not in the locales`);
        return res;
      },
      grant: async (grants: Readonly<Record<string, RowScope>>) => {
        const narrower = Object.entries(grants).filter(([, s]) => s !== 'all');
        const res = await m.send({
          method: 'PUT',
          url: `/api/sc/rights/owner/u${users.probe.user.id}`,
          headers: bearer(admin.token),
          payload: { paths: Object.keys(grants), scopes: Object.fromEntries(narrower) },
        });
        if (res.statusCode !== 200)
          throw new Error(`granting ${JSON.stringify(grants)}: ${res.statusCode} ${res.body}`);
      },
      expectStatus: (what: string, res: LightMyRequestResponse, expected: readonly number[]) => {
        if (expected.includes(res.statusCode)) return true;
        failures.push(
          `${what}: ${res.statusCode}, expected ${expected.join(' or ')} (${res.body.slice(0, 200)})`,
        );
        return false;
      },
      fail: (message: string) => {
        failures.push(message);
      },
      tally: (heading: string, n = 1) => {
        tallies.set(heading, (tallies.get(heading) ?? 0) + n);
      },
    };
  });

  afterAll(async () => {
    const lines = [...tallies].map(([heading, n]) => `  ${heading}: ${n}`);
    console.log(
      [
        `permission matrix on ${target.name}: ${t.server.app.routeTable.length} routes, ${m.descriptors.size} entity descriptors, ${requests} requests, ${failures.length} failures`,
        ...lines,
        `  public routes: ${publicRoutes.join(', ')}`,
      ].join('\n'),
    );
    await t?.close();
  });

  it('every route of the route table: 401 anonymous, 403 without its right, past the guard with exactly it', async () => {
    const before = failures.length;
    publicRoutes = await checkRoutes(m, t.server.app.routeTable);
    expect(failures.slice(before)).toEqual([]);
    expect(tallies.get('permission routes × exactly their right')).toBeGreaterThan(0);
  }, 300_000);

  it('every entity descriptor × action × {not granted, granted, narrower scope}: the answer and exactly the rows in reach', async () => {
    const before = failures.length;
    // After the route half, which sees the demo as seeded: synthetic rows skip the entities'
    // rules (fillEntity), and a route reading them could fail on values the API never accepts.
    await assignMatrixOwners(t, m.users);
    const picks = pickListRights([...m.descriptors.values()]);
    for (const d of m.descriptors.values()) {
      await checkDescriptor(m, d, picks.get(d.id) ?? []);
      m.tally('descriptors');
      if (d.ownership) {
        await checkDescriptorScopes(m, d);
        m.tally('owned descriptors');
      }
    }
    expect(failures.slice(before)).toEqual([]);
    expect(tallies.get('owned descriptors')).toBeGreaterThan(0);
    // Attendance schedules are owned and shown on a calendar: that door is checked at each scope.
    expect(tallies.get('calendar doors × narrower scope')).toBeGreaterThan(0);
  }, 300_000);
});
