import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../tests/support/startTestServer';
import { openTestDatabase, testDatabaseTargets } from '../tests/support/testDatabases';
import { buildApp } from './http/buildApp';
import { runMigrations } from './db/runMigrations';
import { createAdministrator } from './seed/createAdministrator';
import { seedDemoIfEmpty } from './seed/seedDemo';

describe.each(testDatabaseTargets())('start-up on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('seeds the demo organisation: departments in three levels, positions, a group, 30 users', async () => {
    const { db } = t.server.ctx;
    const count = async (table: 'users' | 'departments' | 'department_levels' | 'job_positions' | 'groups') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('users')).toBe(30);
    expect(await count('departments')).toBe(6);
    expect(await count('department_levels')).toBe(3);
    expect(await count('job_positions')).toBe(4);
    expect(await count('groups')).toBe(1);
    expect(t.server.seeded).toBe(true);
    // A second seed into a database with users changes nothing.
    expect(await seedDemoIfEmpty(db)).toBe(false);
    expect(await count('users')).toBe(30);
  });

  it('runs migrations again as a no-op', async () => {
    expect(await runMigrations(t.server.ctx.db)).toEqual([]);
  });

  it('refuses to start when a route declares no access rule', async () => {
    const app = await buildApp(t.server.ctx);
    app.get('/api/undeclared', async () => ({ leaked: true }));
    await expect(app.ready()).rejects.toThrow(/routes without config.access: GET \/api\/undeclared/);
    await app.close().catch(() => undefined);
  });

  it('finishes requests in flight when it shuts down, and refuses new ones', async () => {
    // The real app with one extra route that is provably inside its handler when shutdown starts.
    const app = await buildApp(t.server.ctx);
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      entered();
      await new Promise((r) => setTimeout(r, 300));
      return { finished: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const slow = fetch(`${url}/api/test/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await inside;
    const closing = app.close();
    const late = await fetch(`${url}/up`).then(
      (r) => r.status,
      () => 'refused',
    );
    await closing;
    expect(await slow).toEqual({ status: 200, body: { finished: true } });
    expect(late === 'refused' || late === 503).toBe(true);
  });
});

describe.each(testDatabaseTargets())('createAdministrator on $name', (target) => {
  it('creates a user with every right, once, honouring the password policy', async () => {
    const opened = await openTestDatabase(target);
    try {
      await runMigrations(opened.db);
      await expect(
        createAdministrator(opened.db, { account: 'root', name: 'Root', password: 'short' }),
      ).rejects.toThrow(/at least 8 characters/);
      const id = await createAdministrator(opened.db, {
        account: 'root',
        name: 'Root',
        password: 'long-enough-1',
      });
      expect(id).toBeGreaterThan(0);
      const rights = await opened.db
        .selectFrom('rights')
        .select('path')
        .where('owner', '=', `u${id}`)
        .execute();
      expect(rights.map((r) => r.path).sort()).toEqual([
        'am',
        'as',
        'bb',
        'cm',
        'dm',
        'fa',
        'sc',
        'vs',
        'wf',
      ]);
      await expect(
        createAdministrator(opened.db, { account: 'ROOT', name: 'Again', password: 'long-enough-1' }),
      ).rejects.toThrow(/already exists/);
      await expect(
        createAdministrator(opened.db, { account: 'bad account!', name: 'x', password: 'long-enough-1' }),
      ).rejects.toThrow(/account/);
    } finally {
      await opened.close();
    }
  });
});

describe('a server without demo data', () => {
  it('starts empty, and the created administrator can sign in and read their record', async () => {
    const t = await startTestServer(testDatabaseTargets()[0]!, { seedDemo: false });
    try {
      expect(t.server.seeded).toBe(false);
      await createAdministrator(t.server.ctx.db, { account: 'boss', name: 'Boss', password: 'boss-pass-1' });
      const boss = await t.signIn('boss', 'boss-pass-1');
      const me = await t.request({
        method: 'GET',
        url: `/api/sc/user/${boss.user.id}`,
        headers: bearer(boss.token),
      });
      expect(me.json().data.account).toBe('boss');
    } finally {
      await t.close();
    }
  });
});
