import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { ValidationFailed } from '../../http/HttpError';
import { assertSeatAvailable } from './assertSeatAvailable';
import { countSeatsUsed } from './licenseSettings';

describe.each(testDatabaseTargets())('the licence on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
    staff = await t.signIn('staff');
  });
  afterAll(async () => t.close());

  const as = (who: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  it('gives every signed-in user the modules and seats, without a limit on a fresh install', async () => {
    const res = await as(staff, 'GET', '/api/sc/license');
    expect(res.statusCode).toBe(200);
    const used = await countSeatsUsed(t.server.ctx.db);
    expect(res.json()).toEqual({
      data: ['sc', 'wf', 'dm', 'as', 'bb', 'vs', 'fa', 'am', 'cm'].map((module) => ({
        module,
        enabled: true,
      })),
      seats: { allowed: null, used },
    });
    expect((await t.request({ method: 'GET', url: '/api/sc/license' })).statusCode).toBe(401);
    await expect(assertSeatAvailable(t.server.ctx.db, 'en', 1000)).resolves.toBeUndefined();
  });

  it('lets only an administrator set seats and modules, never below the seats in use', async () => {
    expect((await as(staff, 'GET', '/api/sc/license/settings')).statusCode).toBe(403);
    expect((await as(staff, 'PUT', '/api/sc/license', { seats: 10 })).statusCode).toBe(403);
    const used = await countSeatsUsed(t.server.ctx.db);
    const below = await as(admin, 'PUT', '/api/sc/license', { seats: used - 1, version: 0 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.seats).toEqual([`${used} users are active: the seat count may not be lower.`]);
    for (const body of [{ seats: 0 }, { seats: 2.5 }, { modules: ['xx'] }, { modules: 'wf' }, { colour: 1 }])
      expect((await as(admin, 'PUT', '/api/sc/license', body)).statusCode).toBe(422);
    const saved = await as(admin, 'PUT', '/api/sc/license', {
      seats: used,
      modules: ['sc', 'wf', 'as'],
      version: 0,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ seats: used, modules: ['sc', 'wf', 'as'], version: 1, used });
    expect((await as(admin, 'PUT', '/api/sc/license', { seats: used + 1, version: 0 })).statusCode).toBe(409);
    const seen = await as(staff, 'GET', '/api/sc/license');
    expect(seen.json().seats).toEqual({ allowed: used, used });
    expect(
      seen
        .json()
        .data.filter((m: { enabled: boolean }) => m.enabled)
        .map((m: { module: string }) => m.module),
    ).toEqual(['sc', 'wf', 'as']);
  });

  it('refuses a user beyond the seats through assertSeatAvailable', async () => {
    const error = await assertSeatAvailable(t.server.ctx.db, 'en').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailed);
    const used = await countSeatsUsed(t.server.ctx.db);
    expect((error as ValidationFailed).body.errors).toEqual({
      license: [`All ${used} licensed seats are in use: deactivate a user or raise the seat count first.`],
    });
    await as(admin, 'PUT', '/api/sc/license', { seats: used + 1 });
    await expect(assertSeatAvailable(t.server.ctx.db, 'en')).resolves.toBeUndefined();
    await expect(assertSeatAvailable(t.server.ctx.db, 'en', 2)).rejects.toBeInstanceOf(ValidationFailed);
  });

  it('refuses creating an active user through the API once every seat is taken', async () => {
    const used = await countSeatsUsed(t.server.ctx.db);
    const current = (await as(admin, 'GET', '/api/sc/license')).json().data;
    await as(admin, 'PUT', '/api/sc/license', { seats: used + 1, version: current.version });
    const dept = (await as(admin, 'GET', '/api/sc/department/all')).json().data[0];
    const user = (account: string) => ({
      account,
      name: account,
      email: `${account}@example.com`,
      language: 'en',
      departments: [{ department_id: dept.id, is_primary: true, job_position_id: null }],
      groups: [],
      password: 'Secret123',
      password_confirmation: 'Secret123',
    });
    expect((await as(admin, 'POST', '/api/sc/user', user('seat.one'))).statusCode).toBe(201);
    const refused = await as(admin, 'POST', '/api/sc/user', user('seat.two'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.license).toEqual([
      `All ${used + 1} licensed seats are in use: deactivate a user or raise the seat count first.`,
    ]);
  });
});
