import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { Caller } from '../../resources/EntityService';
import { writeAudit } from './writeAudit';
import type { Executor } from '../../db/Executor';

export const MEMBERSHIP_ENTITY = 'sc.userDepartments';
const MAX_MEMBERSHIPS = 50;

export interface Membership {
  department_id: number;
  is_primary: boolean;
  job_position_id: number | null;
}

export interface MembershipRow extends Membership {
  department_name: string;
  department_active: boolean;
  job_position_name: string | null;
}

/**
 * The memberships have no version column of their own: the version is a digest of the
 * set, so an edit made from a stale copy of the set is refused (409) just the same.
 */
export function membershipsVersion(memberships: readonly Membership[]): string {
  const canonical = [...memberships]
    .sort((a, b) => a.department_id - b.department_id)
    .map((m) => `${m.department_id}:${m.is_primary ? 1 : 0}:${m.job_position_id ?? ''}`)
    .join(',');
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 16);
}

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0 && (v as number) < 2 ** 31;

/** Reads `{memberships, version}`: shape problems are 422s on `memberships.{i}.{field}`. */
function readBody(body: unknown, lang: Language): { memberships: Membership[]; version: string } {
  const t = (key: string) => translate(lang, `sc:departments.errors.${key}`);
  const errors: Record<string, string[]> = {};
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const version = input.version;
  if (typeof version !== 'string' || version.length === 0 || version.length > 64)
    errors.version = [t('versionRequired')];
  const list = input.memberships;
  const memberships: Membership[] = [];
  if (!Array.isArray(list) || list.length === 0) errors.memberships = [t('membershipsRequired')];
  else if (list.length > MAX_MEMBERSHIPS) errors.memberships = [t('membershipsTooMany')];
  else {
    const seen = new Set<number>();
    for (const [i, item] of list.entries()) {
      const m = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      if (!isId(m.department_id)) errors[`memberships.${i}.department_id`] = [t('departmentMissing')];
      else if (seen.has(m.department_id)) errors[`memberships.${i}.department_id`] = [t('departmentTwice')];
      else seen.add(m.department_id);
      if (m.job_position_id !== null && m.job_position_id !== undefined && !isId(m.job_position_id))
        errors[`memberships.${i}.job_position_id`] = [t('positionMissing')];
      memberships.push({
        department_id: m.department_id as number,
        is_primary: m.is_primary === true,
        job_position_id: isId(m.job_position_id) ? m.job_position_id : null,
      });
    }
    if (!errors.memberships && memberships.filter((m) => m.is_primary).length !== 1)
      errors.memberships = [t('onePrimary')];
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  return { memberships, version: version as string };
}

/** A user's departments (users may belong to several, one of them primary) and their job position in each. */
export class UserDepartmentsService {
  constructor(private readonly db: Kysely<Database>) {}

  async list(db: Executor, userId: number): Promise<MembershipRow[]> {
    return db
      .selectFrom('user_departments as ud')
      .innerJoin('departments as d', 'd.id', 'ud.department_id')
      .leftJoin('job_positions as jp', 'jp.id', 'ud.job_position_id')
      .select([
        'ud.department_id',
        'ud.is_primary',
        'ud.job_position_id',
        'd.name as department_name',
        'd.is_active as department_active',
        'jp.name as job_position_name',
      ])
      .where('ud.user_id', '=', userId)
      .where('d.deleted_at', 'is', null)
      .orderBy('ud.is_primary', 'desc')
      .orderBy('d.name')
      .execute();
  }

  async user(db: Executor, userId: number, lang: Language) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'account', 'name'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw new HttpError(404, translate(lang, 'auth:notFound'));
    return user;
  }

  async read(userId: number, lang: Language) {
    const user = await this.user(this.db, userId, lang);
    const memberships = await this.list(this.db, userId);
    return { user, memberships, version: membershipsVersion(memberships) };
  }

  /** Replaces the user's memberships with the given set (exactly one primary); 409 on a stale version. */
  async replace(userId: number, body: unknown, caller: Caller) {
    const { memberships, version } = readBody(body, caller.lang);
    return this.db.transaction().execute(async (trx) => {
      // Serialises edits of one user's memberships, so the version check and the write are one step.
      await sql`select id from users where id = ${userId} for update`.execute(trx);
      const user = await this.user(trx, userId, caller.lang);
      const before = await this.list(trx, userId);
      if (membershipsVersion(before) !== version)
        throw new HttpError(409, translate(caller.lang, 'resources:errors.conflict'), {
          data: { user, memberships: before, version: membershipsVersion(before) },
        });
      await this.checkReferences(trx, memberships, before, caller.lang);
      await trx.deleteFrom('user_departments').where('user_id', '=', userId).execute();
      await trx
        .insertInto('user_departments')
        .values(memberships.map((m) => ({ ...m, user_id: userId })))
        .execute();
      // The user page saves departments with the user's version: bumping it turns an edit made
      // there from a stale page into a 409 instead of silently undoing this change.
      await trx
        .updateTable('users')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', '=', userId)
        .execute();
      const after = await this.list(trx, userId);
      await writeAudit(trx, {
        entity: MEMBERSHIP_ENTITY,
        recordId: userId,
        action: 'update',
        userId: caller.userId,
        before,
        after,
      });
      return { user, memberships: after, version: membershipsVersion(after) };
    });
  }

  /**
   * Departments must be live; a new membership needs an active department (an existing one
   * in a department deactivated since may stay). Job positions must be live.
   */
  private async checkReferences(
    trx: Transaction<Database>,
    memberships: readonly Membership[],
    before: readonly MembershipRow[],
    lang: Language,
  ): Promise<void> {
    const t = (key: string) => translate(lang, `sc:departments.errors.${key}`);
    const departments = new Map(
      (
        await trx
          .selectFrom('departments')
          .select(['id', 'is_active'])
          .where(
            'id',
            'in',
            memberships.map((m) => m.department_id),
          )
          .where('deleted_at', 'is', null)
          .execute()
      ).map((d) => [d.id, d.is_active]),
    );
    const positionIds = memberships.flatMap((m) => (m.job_position_id === null ? [] : [m.job_position_id]));
    const positions = new Set(
      positionIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('job_positions')
              .select('id')
              .where('id', 'in', positionIds)
              .where('deleted_at', 'is', null)
              .execute()
          ).map((p) => p.id),
    );
    const had = new Set(before.map((m) => m.department_id));
    const errors: Record<string, string[]> = {};
    for (const [i, m] of memberships.entries()) {
      const active = departments.get(m.department_id);
      if (active === undefined) errors[`memberships.${i}.department_id`] = [t('departmentMissing')];
      else if (!active && !had.has(m.department_id))
        errors[`memberships.${i}.department_id`] = [t('departmentInactive')];
      if (m.job_position_id !== null && !positions.has(m.job_position_id))
        errors[`memberships.${i}.job_position_id`] = [t('positionMissing')];
    }
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  }
}
