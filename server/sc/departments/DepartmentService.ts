import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, DepartmentsTable } from '../../db/DatabaseSchema';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { Caller } from '../../resources/EntityService';
import { ancestorsOf, levelDepth, shallowestChildDepth } from './departmentTree';
import { type DepartmentInput, readDepartmentInput } from './readDepartmentInput';
import { writeAudit } from './writeAudit';

export const DEPARTMENT_ENTITY = 'sc.department';
type DepartmentRecord = Selectable<DepartmentsTable>;

/** A department as the API answers it: the row plus its parent's and level's names. */
export interface DepartmentRow extends DepartmentRecord {
  parent_name: string | null;
  level_name: string | null;
  depth: number | null;
  /** The department head's name, beside `head_user_id`. */
  head_name: string | null;
}

/**
 * The writes of departments, each in one transaction with its audit record: the tree stays
 * a tree (no cycles), a level is deeper than the parent's and shallower than the children's,
 * codes are unique among live departments, and a stale version is a 409.
 */
export class DepartmentService {
  constructor(private readonly db: Kysely<Database>) {}

  async get(
    id: number,
    options: { withDeleted?: boolean; db?: Kysely<Database> | Transaction<Database> } = {},
  ): Promise<DepartmentRow | undefined> {
    let query = (options.db ?? this.db)
      .selectFrom('departments as d')
      .leftJoin('departments as p', 'p.id', 'd.parent_id')
      .leftJoin('department_levels as l', 'l.id', 'd.level_id')
      .leftJoin('users as h', 'h.id', 'd.head_user_id')
      .selectAll('d')
      .select(['p.name as parent_name', 'l.name as level_name', 'l.depth', 'h.name as head_name'])
      .where('d.id', '=', id);
    if (!options.withDeleted) query = query.where('d.deleted_at', 'is', null);
    return query.executeTakeFirst();
  }

  private async locked<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      // One department write at a time: moves check the tree and then change it, and two moves
      // at once (A under B, B under A) would each pass the cycle check on their own. Reads go on.
      await sql`lock table departments in share row exclusive mode`.execute(trx);
      return work(trx);
    });
  }

  private async current(trx: Transaction<Database>, id: number, caller: Caller, withDeleted = false) {
    let query = trx.selectFrom('departments').selectAll().where('id', '=', id).forUpdate();
    if (!withDeleted) query = query.where('deleted_at', 'is', null);
    const row = await query.executeTakeFirst();
    if (!row) throw new HttpError(404, translate(caller.lang, 'auth:notFound'));
    return row;
  }

  // Reads inside the open transaction: PGlite has one session, and a read beside it would wait forever.
  private async conflict(trx: Transaction<Database>, id: number, caller: Caller): Promise<never> {
    throw new HttpError(409, translate(caller.lang, 'resources:errors.conflict'), {
      data: await this.get(id, { withDeleted: true, db: trx }),
    });
  }

  /** Checks where the department sits (parent, level), its code and its active flag; 422 per field. */
  private async checkPlacement(
    trx: Transaction<Database>,
    id: number | null,
    input: DepartmentInput,
    caller: Caller,
  ): Promise<void> {
    const t = (key: string, options?: Record<string, string | number>) =>
      translate(caller.lang, `sc:departments.errors.${key}`, options);
    const errors: Record<string, string[]> = {};
    let parent: { is_active: boolean; level_id: number | null } | undefined;
    if (input.parent_id !== null) {
      parent = await trx
        .selectFrom('departments')
        .select(['is_active', 'level_id'])
        .where('id', '=', input.parent_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!parent) errors.parent_id = [t('parentMissing')];
      else if (id !== null && (await ancestorsOf(trx, input.parent_id)).includes(id))
        errors.parent_id = [t('cycle')];
      else if (!parent.is_active && input.is_active) errors.parent_id = [t('parentInactive')];
    }
    if (input.level_id !== null) {
      const depth = await levelDepth(trx, input.level_id);
      if (depth === null) errors.level_id = [t('levelMissing')];
      else {
        const parentDepth = parent ? await levelDepth(trx, parent.level_id) : null;
        const childDepth = id === null ? null : await shallowestChildDepth(trx, id);
        if (parentDepth !== null && depth <= parentDepth)
          errors.level_id = [t('levelNotDeeper', { depth: parentDepth })];
        else if (childDepth !== null && depth >= childDepth)
          errors.level_id = [t('levelNotAboveChildren', { depth: childDepth })];
      }
    }
    if (input.code !== null) {
      let taken = trx
        .selectFrom('departments')
        .select('id')
        .where(sql<boolean>`lower(code) = lower(${input.code})`)
        .where('deleted_at', 'is', null);
      if (id !== null) taken = taken.where('id', '<>', id);
      if (await taken.executeTakeFirst()) errors.code = [t('codeTaken')];
    }
    if (input.head_user_id !== null) {
      const head = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', input.head_user_id)
        .where('is_active', '=', true)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!head) errors.head_user_id = [t('headMissing')];
    }
    if (id !== null && !input.is_active && (await this.activeChildCount(trx, id)) > 0)
      errors.is_active = [t('hasActiveChildren')];
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(translate(caller.lang, 'validation:failed'), errors);
  }

  private async activeChildCount(trx: Transaction<Database>, id: number): Promise<number> {
    const row = await trx
      .selectFrom('departments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .where('is_active', '=', true)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async create(body: unknown, caller: Caller): Promise<DepartmentRow> {
    const input = readDepartmentInput(body, null, caller.lang);
    const id = await this.locked(async (trx) => {
      await this.checkPlacement(trx, null, input, caller);
      const row = await trx
        .insertInto('departments')
        .values({ ...input, deleted_at: null, created_by: caller.userId, updated_by: caller.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        entity: DEPARTMENT_ENTITY,
        recordId: row.id,
        action: 'create',
        userId: caller.userId,
        before: null,
        after: row,
      });
      return row.id;
    });
    return (await this.get(id))!;
  }

  /** Edits (and moves, when `parent_id` changes) a department; `version` must match. */
  async update(id: number, body: unknown, version: number, caller: Caller): Promise<DepartmentRow> {
    await this.locked(async (trx) => {
      const before = await this.current(trx, id, caller);
      const input = readDepartmentInput(body, toInput(before), caller.lang);
      if (before.version !== version) await this.conflict(trx, id, caller);
      await this.checkPlacement(trx, id, input, caller);
      await this.write(trx, before, input, 'update', caller);
    });
    return (await this.get(id))!;
  }

  /** Deactivates (refused while it has active sub-departments) or reactivates (refused under an inactive parent). */
  async setActive(id: number, active: boolean, version: number, caller: Caller): Promise<DepartmentRow> {
    await this.locked(async (trx) => {
      const before = await this.current(trx, id, caller);
      if (before.version !== version) await this.conflict(trx, id, caller);
      if (before.is_active === active) return;
      const input = { ...toInput(before), is_active: active };
      await this.checkPlacement(trx, id, input, caller);
      await this.write(trx, before, input, active ? 'activate' : 'deactivate', caller);
    });
    return (await this.get(id))!;
  }

  private async write(
    trx: Transaction<Database>,
    before: DepartmentRecord,
    input: DepartmentInput,
    action: string,
    caller: Caller,
  ): Promise<void> {
    const after = await trx
      .updateTable('departments')
      .set({ ...input, version: before.version + 1, updated_at: new Date(), updated_by: caller.userId })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      entity: DEPARTMENT_ENTITY,
      recordId: before.id,
      action,
      userId: caller.userId,
      before,
      after,
    });
  }

  /**
   * Soft-deletes a department that has no live sub-departments and no live users (422
   * otherwise): memberships must be moved first, so no user is left without a department.
   */
  async remove(id: number, version: number, caller: Caller): Promise<DepartmentRow> {
    await this.locked(async (trx) => {
      const before = await this.current(trx, id, caller);
      if (before.version !== version) await this.conflict(trx, id, caller);
      const t = (key: string, options?: Record<string, string | number>) =>
        translate(caller.lang, `sc:departments.errors.${key}`, options);
      const children = await trx
        .selectFrom('departments')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('parent_id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      const users = await trx
        .selectFrom('user_departments as ud')
        .innerJoin('users as u', 'u.id', 'ud.user_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ud.department_id', '=', id)
        .where('u.deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      const errors: Record<string, string[]> = {};
      if (Number(children.n) > 0) errors.children = [t('hasChildren', { count: Number(children.n) })];
      if (Number(users.n) > 0) errors.users = [t('hasUsers', { count: Number(users.n) })];
      if (Object.keys(errors).length > 0)
        throw new ValidationFailed(translate(caller.lang, 'validation:failed'), errors);
      const after = await trx
        .updateTable('departments')
        .set({
          deleted_at: new Date(),
          version: before.version + 1,
          updated_by: caller.userId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        entity: DEPARTMENT_ENTITY,
        recordId: id,
        action: 'delete',
        userId: caller.userId,
        before,
        after,
      });
    });
    return (await this.get(id, { withDeleted: true }))!;
  }

  /** Brings a deleted department back where it was, if its parent is still there (422 otherwise). */
  async restore(id: number, caller: Caller): Promise<DepartmentRow> {
    await this.locked(async (trx) => {
      const before = await this.current(trx, id, caller, true);
      if (before.deleted_at === null) return;
      const input = toInput(before);
      await this.checkPlacement(trx, id, input, caller);
      const after = await trx
        .updateTable('departments')
        .set({
          deleted_at: null,
          version: before.version + 1,
          updated_by: caller.userId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        entity: DEPARTMENT_ENTITY,
        recordId: id,
        action: 'restore',
        userId: caller.userId,
        before,
        after,
      });
    });
    return (await this.get(id))!;
  }
}

function toInput(row: DepartmentRecord): DepartmentInput {
  return {
    name: row.name,
    code: row.code,
    parent_id: row.parent_id,
    level_id: row.level_id,
    head_user_id: row.head_user_id,
    sort: row.sort,
    is_active: row.is_active,
  };
}
