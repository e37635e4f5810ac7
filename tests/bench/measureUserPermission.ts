import { catalogueWithEntities } from '../../schemas/core/permissionCatalogue';
import { hasPermission } from '../../schemas/core/hasPermission';
import { openDatabase } from '../../server/db/openDatabase';
import { runMigrations } from '../../server/db/runMigrations';
import { loadUserPermission } from '../../server/permissions/loadUserPermission';
import { loadEntityDescriptors } from '../../server/resources/loadEntityDescriptors';
import { percentile } from './percentile';

export interface UserPermissionResult {
  database: 'pglite' | 'postgres';
  /** Builds measured (after a warm-up), one after another as the permission guard does on a cache miss. */
  runs: number;
  p50Ms: number;
  p99Ms: number;
  /** Owners standing for the user: the user, 5 departments with their ancestors, 5 nested groups. */
  owners: number;
  /** Rows in the organisation around the user, so the lookups are not on empty tables. */
  departments: number;
  groups: number;
  rights: number;
  targetMs: number;
}

/** p99 of one `userPermission` build on the server; a cache miss costs this once per user per 30 s. */
export const USER_PERMISSION_TARGET_MS = 25;

/**
 * Measures `loadUserPermission` (server/permissions) for a user in 5 departments (each 4
 * levels deep, so 5 × 4 department owners less shared ancestors) and 5 nested groups, in an
 * organisation of 500 departments, 300 groups and 3,000 grants, calling the server function
 * directly: no HTTP, no cache.
 *
 * @example await measureUserPermission({ database: 'pglite' })
 */
export async function measureUserPermission(options: {
  database: 'pglite' | 'postgres';
  databaseUrl?: string;
  runs?: number;
}): Promise<UserPermissionResult> {
  const runs = options.runs ?? 500;
  const opened = await openDatabase(
    options.databaseUrl
      ? { databaseUrl: options.databaseUrl, dataDir: 'memory://' }
      : { dataDir: 'memory://' },
  );
  const { db } = opened;
  try {
    await runMigrations(db);
    const descriptors = loadEntityDescriptors();
    const catalogue = catalogueWithEntities(descriptors);
    const paths = catalogue.flatMap((i) =>
      i.actions.map((a) => `${i.module}.${i.area}.${i.name}.actions.${a}`),
    );

    // 100 trees of 5 levels (1 + 1 + 1 + 1 + 1 per branch): 500 departments.
    const departmentIds: number[][] = [];
    for (let tree = 0; tree < 100; tree++) {
      const chain: number[] = [];
      let parent: number | null = null;
      for (let level = 0; level < 5; level++) {
        const row: { id: number } = await db
          .insertInto('departments')
          .values({
            name: `D${tree}.${level}`,
            parent_id: parent,
            level_id: null,
            code: null,
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        chain.push(row.id);
        parent = row.id;
      }
      departmentIds.push(chain);
    }
    const user = await db
      .insertInto('users')
      .values({
        account: 'bench',
        name: 'Bench',
        email: null,
        password_hash: 'x',
        language: 'en',
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const others = await db
      .insertInto('users')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          account: `other${i}`,
          name: `Other ${i}`,
          email: null,
          password_hash: 'x',
          language: 'en',
          deleted_at: null,
        })),
      )
      .returning('id')
      .execute();
    // The user sits at the bottom of 5 trees; everyone else is spread over all the departments.
    await db
      .insertInto('user_departments')
      .values(
        departmentIds.slice(0, 5).map((chain, i) => ({
          user_id: user.id,
          department_id: chain[4] as number,
          is_primary: i === 0,
          job_position_id: null,
        })),
      )
      .execute();
    await db
      .insertInto('user_departments')
      .values(
        others.map((o, i) => ({
          user_id: o.id,
          department_id: departmentIds[5 + (i % 95)]?.[i % 5] as number,
          is_primary: true,
          job_position_id: null,
        })),
      )
      .execute();
    // 300 groups: 5 nested around the user (each holds the one before), the rest hold others.
    const groups = await db
      .insertInto('groups')
      .values(Array.from({ length: 300 }, (_, i) => ({ name: `G${i}`, description: null, deleted_at: null })))
      .returning('id')
      .execute();
    const groupIds = groups.map((g) => g.id);
    const members: Array<{ group_id: number; member: string }> = [
      { group_id: groupIds[0] as number, member: `u${user.id}` },
    ];
    for (let i = 1; i < 5; i++)
      members.push({ group_id: groupIds[i] as number, member: `g${groupIds[i - 1]}` });
    for (let i = 5; i < 300; i++) {
      members.push({ group_id: groupIds[i] as number, member: `u${others[i % others.length]?.id}` });
      // Never one of the user's five trees: only the five nested groups stand for the user.
      members.push({
        group_id: groupIds[i] as number,
        member: `d${departmentIds[5 + ((i * 7) % 95)]?.[i % 5]}`,
      });
      if (i > 5) members.push({ group_id: groupIds[i] as number, member: `g${groupIds[i - 1]}` });
    }
    await db.insertInto('group_members').values(members).execute();
    // 3,000 grants spread over every owner; 10 on the user's own owners.
    const owners = [
      ...departmentIds.flat().map((id) => `d${id}`),
      ...groupIds.map((id) => `g${id}`),
      ...others.map((o) => `u${o.id}`),
    ];
    const grants = new Map<string, { owner: string; path: string }>();
    for (let i = 0; grants.size < 3000; i++) {
      const owner = owners[(i * 13) % owners.length] as string;
      const path = paths[(i * 7) % paths.length] as string;
      grants.set(`${owner} ${path}`, { owner, path });
    }
    await db
      .insertInto('rights')
      .values([...grants.values()])
      .execute();
    await db
      .insertInto('rights')
      .values([
        { owner: `u${user.id}`, path: 'sc.admin.user.actions.view' },
        { owner: `d${departmentIds[0]?.[0]}`, path: 'bb.use' },
        { owner: `g${groupIds[4]}`, path: 'fa.admin' },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();

    for (let i = 0; i < 20; i++) await loadUserPermission(db, user.id, catalogue);
    const latencies: number[] = [];
    let tree = await loadUserPermission(db, user.id, catalogue);
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      tree = await loadUserPermission(db, user.id, catalogue);
      latencies.push(performance.now() - t0);
    }
    // The build must be right, not only fast: rights through an ancestor and the outermost group.
    if (
      !hasPermission(tree, 'bb.use.bulletin.actions.view') ||
      !hasPermission(tree, 'fa.admin.account.actions.edit')
    )
      throw new Error('userPermission lacks rights granted through an ancestor department or a nested group');
    const { ownersOfUser } = await import('../../server/permissions/loadUserPermission');
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      database: options.database,
      runs,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      owners: (await ownersOfUser(db, user.id)).size,
      departments: 500,
      groups: 300,
      rights: grants.size + 3,
      targetMs: USER_PERMISSION_TARGET_MS,
    };
  } finally {
    await opened.close();
  }
}
