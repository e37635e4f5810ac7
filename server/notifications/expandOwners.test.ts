import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import type { Database } from '../db/DatabaseSchema';
import { expandOwners } from './expandOwners';

/** The demo seed puts user{n} in ['admin', 'sales', 'rd', 'hr', 'salesEast'][(n - 1) % 5]. */
function demoUsersIn(department: 'admin' | 'sales' | 'rd' | 'hr' | 'salesEast'): string[] {
  const index = ['admin', 'sales', 'rd', 'hr', 'salesEast'].indexOf(department);
  return Array.from({ length: 27 }, (_, i) => i)
    .filter((i) => i % 5 === index)
    .map((i) => `user${String(i + 1).padStart(2, '0')}`);
}

describe.each(testDatabaseTargets())('expandOwners on $name', (target) => {
  let t: TestServer;
  let db: Kysely<Database>;
  const dept: Record<string, number> = {};
  const user: Record<string, number> = {};
  let managers: number;
  let nested: number;

  const accounts = async (owners: string[]) => {
    const { userIds, unknown } = await expandOwners(db, owners);
    const rows = userIds.length
      ? await db.selectFrom('users').select('account').where('id', 'in', userIds).execute()
      : [];
    return { accounts: rows.map((r) => r.account).sort(), unknown, userIds };
  };

  beforeAll(async () => {
    t = await startTestServer(target);
    db = t.server.ctx.db;
    for (const d of await db.selectFrom('departments').select(['id', 'code']).execute()) {
      const key = { HQ: 'hq', ADM: 'admin', SAL: 'sales', RND: 'rd', HR: 'hr', SE: 'salesEast' }[
        d.code ?? ''
      ];
      if (key) dept[key] = d.id;
    }
    for (const u of await db.selectFrom('users').select(['id', 'account']).execute()) user[u.account] = u.id;
    managers = (await db.selectFrom('groups').select('id').executeTakeFirstOrThrow()).id;
    // A group holding a group, a department and a user, and a group that contains itself and the first.
    nested = (
      await db
        .insertInto('groups')
        .values({ name: 'nested', description: null, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const outer = (
      await db
        .insertInto('groups')
        .values({ name: 'outer', description: null, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('group_members')
      .values([
        { group_id: nested, member: `g${managers}` },
        { group_id: nested, member: `d${dept.rd}` },
        { group_id: nested, member: `u${user.user01}` },
        { group_id: outer, member: `g${outer}` },
        { group_id: outer, member: `g${nested}` },
      ])
      .execute();
  });
  afterAll(async () => t.close());

  it('reaches the members of a department and of every department below it', async () => {
    const result = await accounts([`d${dept.sales}`]);
    expect(result.unknown).toEqual([]);
    expect(result.accounts).toEqual(
      ['manager', 'staff', ...demoUsersIn('sales'), ...demoUsersIn('salesEast')].sort(),
    );
    // The whole company from the top.
    expect((await accounts([`d${dept.hq}`])).accounts).toHaveLength(30);
  });

  it('reaches user members, department members and nested groups of a group, through cycles', async () => {
    expect((await accounts([`g${managers}`])).accounts).toEqual(['manager']);
    const expected = ['manager', 'user01', ...demoUsersIn('rd')].sort();
    expect((await accounts([`g${nested}`])).accounts).toEqual(expected);
    const outer = (
      await db.selectFrom('groups').select('id').where('name', '=', 'outer').executeTakeFirstOrThrow()
    ).id;
    expect((await accounts([`g${outer}`])).accounts).toEqual(expected);
  });

  it('returns each user once, in id order, however many references reach them', async () => {
    const result = await accounts([
      `d${dept.salesEast}`,
      `u${user.staff}`,
      `g${managers}`,
      `d${dept.sales}`,
      `u${user.staff}`,
    ]);
    expect(result.userIds).toEqual([...new Set(result.userIds)].sort((a, b) => a - b));
    expect(result.accounts).toEqual(
      ['manager', 'staff', ...demoUsersIn('sales'), ...demoUsersIn('salesEast')].sort(),
    );
  });

  it('lists references that name nothing, including deleted ones', async () => {
    const gone = (
      await db
        .insertInto('departments')
        .values({ name: 'closed', code: null, parent_id: dept.hq!, level_id: null, deleted_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const result = await accounts([
      `u${user.staff}`,
      'd999999',
      'g999999',
      'u999999',
      `d${gone}`,
      'x1',
      'd01',
      '',
    ]);
    expect(result.accounts).toEqual(['staff']);
    expect(result.unknown.sort()).toEqual(
      ['', 'd01', 'd999999', `d${gone}`, 'g999999', 'u999999', 'x1'].sort(),
    );
  });

  it('leaves inactive users out without calling them unknown', async () => {
    await db.updateTable('users').set({ is_active: false }).where('id', '=', user.user02!).execute();
    try {
      expect(await accounts([`u${user.user02}`])).toEqual({ accounts: [], unknown: [], userIds: [] });
      expect((await accounts([`d${dept.sales}`])).accounts).not.toContain('user02');
    } finally {
      await db.updateTable('users').set({ is_active: true }).where('id', '=', user.user02!).execute();
    }
  });
});
