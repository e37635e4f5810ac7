import type { Kysely } from 'kysely';
import { MODULES } from '../../schemas/core/modules';
import { PERMISSION_CATALOGUE } from '../../schemas/core/permissionCatalogue';
import { asRoutes } from '../../schemas/routes/asRoutes';
import { flattenRoutes } from '../../schemas/routes/flattenRoutes';
import { hashPassword } from '../auth/passwordHashing';
import type { Database } from '../db/DatabaseSchema';
import type { Resources } from '../resources/buildResources';
import { BB_DEMO_ROWS } from './demo/bbDemoRows';
import { AS_DEMO_ROWS } from './demo/asDemoRows';
import { FA_DEMO_ROWS } from './demo/faDemoRows';
import { seedVoucherDemo } from './demo/seedVoucherDemo';
import { assignDemoOwners } from './demo/assignDemoOwners';
import { seedAttendanceMembers } from './demo/seedAttendanceMembers';
import { seedBatchDemo } from './demo/seedBatchDemo';
import type { RowScope } from '../../schemas/core/rowScopes';
import { CM_DEMO_ROWS } from './demo/cmDemoRows';
import { seedEntityRows } from './seedEntityRows';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { account: 'admin', role: 'all rights' },
  {
    account: 'manager',
    role: 'sales manager: user areas (accounting through HR) plus attendance, bulletin and customer administration, and viewing users',
  },
  { account: 'staff', role: 'sales staff: user areas only' },
] as const;

const LEVELS = [
  { name: '公司', depth: 1 },
  { name: '事業處', depth: 2 },
  { name: '課', depth: 3 },
];
// [key, name, code, parent key, depth]
const DEPARTMENTS: Array<[string, string, string, string | null, number]> = [
  ['hq', 'Atrium 示範公司', 'HQ', null, 1],
  ['admin', '管理處', 'ADM', 'hq', 2],
  ['sales', '業務處', 'SAL', 'hq', 2],
  ['rd', '研發處', 'RND', 'hq', 2],
  ['hr', '人力資源課', 'HR', 'admin', 3],
  ['salesEast', '業務一課', 'SE', 'sales', 3],
];
const POSITIONS = [
  { name: '總經理', rank: 100 },
  { name: '經理', rank: 80 },
  { name: '課長', rank: 60 },
  { name: '專員', rank: 20 },
];
const FAMILY = ['陳', '林', '黃', '張', '李', '王', '吳', '劉', '蔡', '楊'];
const GIVEN = ['怡君', '志明', '雅婷', '家豪', '淑芬', '冠宇', '美玲', '建宏', '欣怡', '俊傑'];

/** Attendance's user side that HR and the managers file for others: not everyone's. */
const FILED_FOR_OTHERS = new Set(['as.use.batchDayoff', 'as.use.batchOvertime']);

/**
 * Attendance's user side for everyone: every item below `as.use` the catalogue has or a route
 * guards, but the batches (FILED_FOR_OTHERS), which the HR section and the managers hold.
 */
function everyonesAttendance(): string[] {
  const items = new Set(
    PERMISSION_CATALOGUE.filter((i) => i.module === 'as' && i.area === 'use').map((i) => `as.use.${i.name}`),
  );
  for (const { route } of flattenRoutes([asRoutes])) {
    const [module, area, name] = route.permission?.split('.') ?? [];
    if (module === 'as' && area === 'use' && name) items.add(`as.use.${name}`);
  }
  return [...items].filter((path) => !FILED_FOR_OTHERS.has(path)).sort();
}

/** Rights everyone in the company has: the user side of every module except accounting. */
const EVERYONE = ['wf.use', 'dm.use', ...everyonesAttendance(), 'bb.use', 'vs.use', 'am.use', 'cm.use'];

/**
 * Seeds the demo organisation into an empty database: 6 departments in three
 * levels, 4 job positions, a managers group, 30 users including `admin`,
 * `manager` and `staff` (password demo1234), and rights granted to a user,
 * departments and a group so each kind of grant is shown. Returns false when
 * users already exist (nothing is changed then). With `resources`, the
 * modules' demo records (customers, leads, quotations...) follow.
 */
export async function seedDemoIfEmpty(db: Kysely<Database>, resources?: Resources): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const userSpecs = [
    { account: 'admin', name: '系統管理員', dept: 'hq', position: 0, primaryEmail: 'admin@atrium.example' },
    {
      account: 'manager',
      name: '王大同',
      dept: 'sales',
      position: 1,
      primaryEmail: 'manager@atrium.example',
    },
    {
      account: 'staff',
      name: '李小明',
      dept: 'salesEast',
      position: 3,
      primaryEmail: 'staff@atrium.example',
    },
    ...Array.from({ length: 27 }, (_, i) => ({
      account: `user${String(i + 1).padStart(2, '0')}`,
      // Every name its own (a picker listing two 張俊傑 would be no help): the given name shifts
      // by one each time the family names come round again.
      name: `${FAMILY[i % FAMILY.length]}${GIVEN[(i * 3 + Math.floor(i / FAMILY.length)) % GIVEN.length]}`,
      dept: (['admin', 'sales', 'rd', 'hr', 'salesEast'] as const)[i % 5]!,
      position: i % 9 === 0 ? 2 : 3,
      primaryEmail: `user${String(i + 1).padStart(2, '0')}@atrium.example`,
    })),
  ];
  // The demo accounts share a password that the README publishes, so one hash (one salt)
  // serves them all and saves ~30 argon2 runs on the first start. Every real account,
  // and every password a demo user changes to, gets its own salt.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const hashes = userSpecs.map(() => demoHash);

  await db.transaction().execute(async (trx) => {
    const levelIds = new Map<number, number>();
    for (const level of LEVELS) {
      const row = await trx
        .insertInto('department_levels')
        .values(level)
        .returning('id')
        .executeTakeFirstOrThrow();
      levelIds.set(level.depth, row.id);
    }
    const deptIds = new Map<string, number>();
    for (const [index, [key, name, code, parent, depth]] of DEPARTMENTS.entries()) {
      const row = await trx
        .insertInto('departments')
        .values({
          name,
          code,
          parent_id: parent ? deptIds.get(parent)! : null,
          level_id: levelIds.get(depth)!,
          sort: index,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      deptIds.set(key, row.id);
    }
    const positionIds: number[] = [];
    for (const p of POSITIONS) {
      const row = await trx
        .insertInto('job_positions')
        .values({ ...p, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      positionIds.push(row.id);
    }
    const userIds = new Map<string, number>();
    for (const [i, spec] of userSpecs.entries()) {
      const row = await trx
        .insertInto('users')
        .values({
          account: spec.account,
          name: spec.name,
          email: spec.primaryEmail,
          phone: null,
          password_hash: hashes[i]!,
          password_changed_at: new Date(),
          language: 'tw',
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(spec.account, row.id);
      await trx
        .insertInto('password_history')
        .values({ user_id: row.id, password_hash: hashes[i]! })
        .execute();
      await trx
        .insertInto('user_departments')
        .values({
          user_id: row.id,
          department_id: deptIds.get(spec.dept)!,
          is_primary: true,
          job_position_id: positionIds[spec.position]!,
        })
        .execute();
    }
    // The manager also sits in the HR section: users may belong to several departments.
    await trx
      .insertInto('user_departments')
      .values({
        user_id: userIds.get('manager')!,
        department_id: deptIds.get('hr')!,
        is_primary: false,
        job_position_id: positionIds[1]!,
      })
      .execute();

    const managers = await trx
      .insertInto('groups')
      .values({ name: '主管群組', description: '各部門主管', deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('group_members')
      .values({ group_id: managers.id, member: `u${userIds.get('manager')}` })
      .execute();

    const rights: Array<{ owner: string; path: string; scope?: RowScope }> = [
      ...MODULES.map((m) => ({ owner: `u${userIds.get('admin')}`, path: m })),
      // Customer records with owners (leads, quotations) reach each person's own; the
      // managers' their department and below (row scopes, docs/guide-row-scopes.md).
      ...EVERYONE.map((path) => ({
        owner: `d${deptIds.get('hq')}`,
        path,
        ...(path === 'cm.use' ? { scope: 'own' as const } : {}),
      })),
      { owner: `d${deptIds.get('admin')}`, path: 'fa.use' },
      ...['as.admin', 'bb.admin', 'cm.admin', 'sc.admin.user.actions.view'].map((path) => ({
        owner: `g${managers.id}`,
        path,
      })),
      { owner: `g${managers.id}`, path: 'cm.use', scope: 'subtree' },
      // Batch leave and overtime: the HR section for every employee, the managers for their departments and below.
      ...[...FILED_FOR_OTHERS].flatMap((path) => [
        { owner: `d${deptIds.get('hr')}`, path },
        { owner: `g${managers.id}`, path, scope: 'subtree' as const },
      ]),
    ];
    await trx.insertInto('rights').values(rights).execute();
  });
  if (resources) {
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    await seedEntityRows(db, resources, CM_DEMO_ROWS, admin.id);
    await assignDemoOwners(db, resources);
    await seedEntityRows(db, resources, BB_DEMO_ROWS, admin.id);
    await seedEntityRows(db, resources, AS_DEMO_ROWS, admin.id);
    await seedEntityRows(db, resources, FA_DEMO_ROWS, admin.id);
    await seedAttendanceMembers(db, resources, admin.id);
    await seedBatchDemo(db, resources, admin.id);
    // After FA_DEMO_ROWS: the vouchers stand on its accounts, types, currencies and partners.
    await seedVoucherDemo(db, resources, admin.id);
  }
  return true;
}
