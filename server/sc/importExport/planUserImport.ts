import { LANGUAGES, type Language, translate } from '../../http/translate';
import type { ImportTable } from '../../resources/parseImportFile';
import { ACCOUNT_PATTERN } from '../users/readUserInput';
import { mapColumns, REQUIRED_COLUMNS, USER_COLUMNS, type UserColumn } from './importColumns';
import { readBoolean, readList } from './readCells';
import type { RowChange, RowError } from './ScImportReport';
import type { Executor } from '../../db/Executor';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^[0-9+()#\-. ]{3,30}$/;
const MAX_DEPARTMENTS = 50;
const MAX_GROUPS = 200;

export interface Membership {
  department_id: number;
  is_primary: boolean;
  job_position_id: number | null;
}

/** A user as the file describes it, merged over the existing user for the columns the file lacks. */
export interface UserValues {
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: Language;
  is_active: boolean;
  departments: Membership[];
  groups: number[];
}

export interface PlannedUser {
  line: number;
  id: number | undefined;
  values: UserValues;
  change: RowChange | undefined;
  membershipsChanged: boolean;
  groupsChanged: boolean;
}

/**
 * How new users get their first password: `shared`, one the administrator types for all of
 * them; `invite`, each gets a single-use set-password link by mail (as add-user does).
 */
export type PasswordMode = 'shared' | 'invite';

export interface UserPlan {
  total: number;
  rows: PlannedUser[];
  errors: RowError[];
  fileProblem?: string;
}

interface ExistingUser {
  id: number;
  account: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  is_active: boolean;
  departments: Membership[];
  groups: number[];
}

/** Every live user with their memberships and direct groups, keyed by lower-cased account. */
async function loadUsers(db: Executor): Promise<Map<string, ExistingUser>> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'account', 'name', 'email', 'phone', 'language', 'is_active'])
    .where('deleted_at', 'is', null)
    .execute();
  const byId = new Map<number, ExistingUser>(users.map((u) => [u.id, { ...u, departments: [], groups: [] }]));
  const memberships = await db
    .selectFrom('user_departments as ud')
    .innerJoin('departments as d', 'd.id', 'ud.department_id')
    .select(['ud.user_id', 'ud.department_id', 'ud.is_primary', 'ud.job_position_id'])
    .where('d.deleted_at', 'is', null)
    .orderBy('ud.user_id')
    .orderBy('ud.is_primary', 'desc')
    .orderBy('ud.department_id')
    .execute();
  for (const m of memberships)
    byId.get(m.user_id)?.departments.push({
      department_id: m.department_id,
      is_primary: m.is_primary,
      job_position_id: m.job_position_id,
    });
  const members = await db
    .selectFrom('group_members as m')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['m.group_id', 'm.member'])
    .where('m.member', 'like', 'u%')
    .where('g.deleted_at', 'is', null)
    .orderBy('m.group_id')
    .execute();
  for (const m of members) byId.get(Number(m.member.slice(1)))?.groups.push(m.group_id);
  return new Map([...byId.values()].map((u) => [u.account.toLowerCase(), u]));
}

/** Names to ids; a name two live rows share is ambiguous (null). */
function nameIndex(rows: ReadonlyArray<{ id: number; name: string }>): Map<string, number | null> {
  const index = new Map<string, number | null>();
  for (const r of rows) {
    const key = r.name.trim().toLowerCase();
    index.set(key, index.has(key) ? null : r.id);
  }
  return index;
}

/**
 * Reads a user file against the database and lists what it would do and every problem:
 * cells (required, patterns, lengths, language, yes/no), accounts repeated in the file,
 * departments (by code) and job positions and groups (by name) that do not exist, and
 * deactivating oneself. Rows are keyed by account, case-insensitively; users missing from
 * the file are left as they are. In `invite` mode a row that creates an active user needs an
 * e-mail address: that is where the set-password link goes.
 */
export async function planUserImport(
  db: Executor,
  table: ImportTable,
  lang: Language,
  callerId: number,
  passwordMode: PasswordMode,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<UserPlan> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `sc:importExport.errors.${key}`, values);
  const plan: UserPlan = { total: table.rows.length, rows: [], errors: [] };
  const { byIndex, unknown, missing, duplicated } = mapColumns<UserColumn>(
    USER_COLUMNS,
    REQUIRED_COLUMNS.user,
    table.headers,
  );
  const columnName = (c: string) => translate(lang, `sc:importExport.columns.${c}`);
  const headerProblem = [
    ...unknown.map((h) => t('unknownColumn', { column: h })),
    ...missing.map((c) => t('missingColumn', { column: columnName(c) })),
    ...duplicated.map((c) => t('duplicateColumn', { column: columnName(c) })),
  ];
  if (headerProblem.length > 0) {
    plan.fileProblem = headerProblem.join(' ');
    return plan;
  }
  const indexOf = new Map<UserColumn, number>();
  byIndex.forEach((c, i) => {
    if (c) indexOf.set(c, i);
  });

  const users = await loadUsers(db);
  const departments = await db
    .selectFrom('departments')
    .select(['id', 'code'])
    .where('deleted_at', 'is', null)
    .where('code', 'is not', null)
    .orderBy('id')
    .execute();
  const departmentByCode = new Map<string, number>();
  const codeOfDepartment = new Map<number, string>();
  for (const d of departments) {
    if (!departmentByCode.has(d.code!.toLowerCase())) departmentByCode.set(d.code!.toLowerCase(), d.id);
    codeOfDepartment.set(d.id, d.code!);
  }
  const positions = await db
    .selectFrom('job_positions')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .execute();
  const positionByName = nameIndex(positions);
  const positionName = new Map(positions.map((p) => [p.id, p.name]));
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .execute();
  const groupByName = nameIndex(groups);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));

  const seen = new Map<string, number>();
  table.rows.forEach((cells, index) => {
    const line = index + 2;
    let broken = false;
    const fail = (field: UserColumn, key: string, values?: Record<string, string | number>) => {
      plan.errors.push({ row: line, field, message: t(key, values) });
      broken = true;
    };
    const cell = (column: UserColumn): string | undefined => {
      const i = indexOf.get(column);
      return i === undefined ? undefined : (cells[i] ?? '').trim();
    };
    const text = (
      column: UserColumn,
      max: number,
      current: string | null,
      pattern?: RegExp,
    ): string | null => {
      const value = cell(column);
      if (value === undefined) return current;
      if (value === '') return null;
      if (value.length > max) fail(column, 'tooLong', { max });
      else if (pattern && !pattern.test(value)) fail(column, 'badFormat', { value: value.slice(0, 50) });
      return value;
    };

    const account = cell('account') ?? '';
    if (account === '') fail('account', 'required');
    else if (!ACCOUNT_PATTERN.test(account)) fail('account', 'badAccount', { value: account.slice(0, 60) });
    else if (seen.has(account.toLowerCase()))
      fail('account', 'duplicateInFile', { row: seen.get(account.toLowerCase())! });
    else seen.set(account.toLowerCase(), line);
    const current = users.get(account.toLowerCase());

    const name = text('name', 100, current?.name ?? null);
    if (name === null) fail('name', 'required');
    const email = text('email', 200, current?.email ?? null, EMAIL_PATTERN);
    const phone = text('phone', 30, current?.phone ?? null, PHONE_PATTERN);

    let language = (current?.language ?? 'tw') as Language;
    const languageText = cell('language');
    if (languageText) {
      const lower = languageText.toLowerCase();
      if ((LANGUAGES as readonly string[]).includes(lower)) language = lower as Language;
      else fail('language', 'badLanguage', { value: languageText.slice(0, 20), list: LANGUAGES.join(', ') });
    }

    let isActive = current?.is_active ?? true;
    const activeText = cell('active');
    if (activeText) {
      const value = readBoolean(activeText);
      if (value === undefined) fail('active', 'badBoolean', { value: activeText.slice(0, 50) });
      else isActive = value;
    }
    if (current?.id === callerId && !isActive) fail('active', 'notYourself');
    // An inactive account cannot use a set-password link (server/auth), so only active new users are invited.
    if (passwordMode === 'invite' && !current && isActive && email === null) fail('email', 'emailForInvite');

    // Departments: the primary one (with the job position) and the others, by code.
    let memberships = current?.departments ?? [];
    const primaryText = cell('primary_department');
    const positionText = cell('job_position');
    const othersText = cell('other_departments');
    if (primaryText !== undefined || positionText !== undefined || othersText !== undefined) {
      const currentPrimary = memberships.find((m) => m.is_primary);
      let primaryId = currentPrimary?.department_id;
      if (primaryText !== undefined) {
        primaryId = undefined;
        if (primaryText === '') fail('primary_department', 'required');
        else {
          primaryId = departmentByCode.get(primaryText.toLowerCase());
          if (primaryId === undefined)
            fail('primary_department', 'departmentMissing', { code: primaryText.slice(0, 40) });
        }
      } else if (primaryId === undefined) fail('primary_department', 'required');
      let positionId = currentPrimary?.job_position_id ?? null;
      if (positionText !== undefined) {
        positionId = null;
        if (positionText !== '') {
          const found = positionByName.get(positionText.toLowerCase());
          if (found === undefined)
            fail('job_position', 'positionMissing', { name: positionText.slice(0, 50) });
          else if (found === null)
            fail('job_position', 'positionAmbiguous', { name: positionText.slice(0, 50) });
          else positionId = found;
        }
      }
      let otherIds = memberships.filter((m) => !m.is_primary).map((m) => m.department_id);
      if (othersText !== undefined) {
        otherIds = [];
        for (const code of readList(othersText)) {
          const id = departmentByCode.get(code.toLowerCase());
          if (id === undefined) fail('other_departments', 'departmentMissing', { code: code.slice(0, 40) });
          else if (id !== primaryId && !otherIds.includes(id)) otherIds.push(id);
        }
        if (otherIds.length + 1 > MAX_DEPARTMENTS)
          fail('other_departments', 'tooMany', { max: MAX_DEPARTMENTS });
      }
      if (primaryId !== undefined) {
        const kept = new Map(memberships.map((m) => [m.department_id, m.job_position_id]));
        memberships = [
          { department_id: primaryId, is_primary: true, job_position_id: positionId },
          // A secondary department keeps its job position: the file has one column for the primary's.
          ...otherIds
            .filter((id) => id !== primaryId)
            .map((id) => ({ department_id: id, is_primary: false, job_position_id: kept.get(id) ?? null })),
        ];
      }
    } else if (!current) fail('primary_department', 'required');

    let groupIds = current?.groups ?? [];
    const groupsText = cell('groups');
    if (groupsText !== undefined) {
      groupIds = [];
      for (const groupText of readList(groupsText)) {
        const found = groupByName.get(groupText.toLowerCase());
        if (found === undefined) fail('groups', 'groupMissing', { name: groupText.slice(0, 50) });
        else if (found === null) fail('groups', 'groupAmbiguous', { name: groupText.slice(0, 50) });
        else if (!groupIds.includes(found)) groupIds.push(found);
      }
      if (groupIds.length > MAX_GROUPS) fail('groups', 'tooMany', { max: MAX_GROUPS });
    }
    if ((index + 1) % 1000 === 0) onProgress(index + 1, table.rows.length);
    if (broken) return;

    const values: UserValues = {
      // Matched case-insensitively: an existing account keeps its spelling.
      account: current ? current.account : account,
      name: name!,
      email,
      phone,
      language,
      is_active: isActive,
      departments: memberships,
      groups: groupIds,
    };
    const deptText = (list: readonly Membership[]) => {
      const primary = list.find((m) => m.is_primary);
      return {
        primary: primary ? (codeOfDepartment.get(primary.department_id) ?? '') : '',
        position: primary?.job_position_id ? (positionName.get(primary.job_position_id) ?? '') : '',
        others: list
          .filter((m) => !m.is_primary)
          .map((m) => codeOfDepartment.get(m.department_id) ?? '')
          .sort()
          .join('; '),
      };
    };
    const groupText = (ids: readonly number[]) =>
      ids
        .map((id) => groupName.get(id) ?? '')
        .sort()
        .join('; ');
    const after = deptText(values.departments);
    if (!current) {
      plan.rows.push({
        line,
        id: undefined,
        values,
        membershipsChanged: true,
        groupsChanged: groupIds.length > 0,
        change: {
          row: line,
          key: account,
          action: 'create',
          changes: [
            { field: 'name', before: '', after: values.name },
            { field: 'primary_department', before: '', after: after.primary },
            ...(values.is_active ? [] : [{ field: 'active', before: '', after: 'false' }]),
          ],
        },
      });
      return;
    }
    const before = deptText(current.departments);
    const sameMemberships =
      current.departments.length === memberships.length &&
      memberships.every((m) =>
        current.departments.some(
          (c) =>
            c.department_id === m.department_id &&
            c.is_primary === m.is_primary &&
            c.job_position_id === m.job_position_id,
        ),
      );
    const sameGroups =
      current.groups.length === groupIds.length && groupIds.every((g) => current.groups.includes(g));
    const changes = [
      { field: 'account', before: current.account, after: account },
      { field: 'name', before: current.name, after: values.name },
      { field: 'email', before: current.email ?? '', after: values.email ?? '' },
      { field: 'phone', before: current.phone ?? '', after: values.phone ?? '' },
      { field: 'language', before: current.language, after: values.language },
      { field: 'active', before: String(current.is_active), after: String(values.is_active) },
      { field: 'primary_department', before: before.primary, after: after.primary },
      { field: 'job_position', before: before.position, after: after.position },
      { field: 'other_departments', before: before.others, after: after.others },
      { field: 'groups', before: groupText(current.groups), after: groupText(groupIds) },
    ].filter((c) => c.before !== c.after);
    plan.rows.push({
      line,
      id: current.id,
      values,
      membershipsChanged: !sameMemberships,
      groupsChanged: !sameGroups,
      change:
        changes.length === 0 && sameMemberships && sameGroups
          ? undefined
          : {
              row: line,
              key: account,
              action: current.is_active && !values.is_active ? 'deactivate' : 'update',
              changes,
            },
    });
  });
  onProgress(table.rows.length, table.rows.length);
  return plan;
}
