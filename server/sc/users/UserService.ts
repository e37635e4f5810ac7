import { type Kysely, sql, type Transaction } from 'kysely';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueTokens';
import { hashPassword } from '../../auth/passwordHashing';
import { checkPasswordRules } from '../../auth/passwordPolicy';
import type { Database } from '../../db/DatabaseSchema';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { readSecuritySettings } from '../../settings/securitySettings';
import { assertSeatAvailable } from '../license/assertSeatAvailable';
import type { CreateUserInput, UpdateUserInput, UserMembership } from './readUserInput';
import { auditedFields, readUserRecord, type UserRecord } from './userRecord';

export const USER_ENTITY = 'sc.user';
/** A new user's set-password link lives three days: long enough to be read after a weekend. */
export const INVITE_LIFETIME_MS = 72 * 3600_000;

export interface Caller {
  userId: number;
  lang: Language;
}

/** What a write changed that matters after the commit: sessions to end, caches to clear, mail to send. */
export interface WriteOutcome {
  record: UserRecord;
  /** The user can no longer sign in (deactivated or deleted): end their sessions and sockets. */
  signedOut: boolean;
  /** Departments or groups changed: the user's rights may have changed. */
  rightsChanged: boolean;
  /** Created without a password: the single-use token of the set-password link. */
  inviteToken?: string;
}

const t = (lang: Language, key: string, values?: Record<string, string | number>) =>
  translate(lang, `sc:users.errors.${key}`, values);

function fail(lang: Language, errors: Record<string, string[]>): never {
  throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
}

/** Postgres' unique_violation: two requests took the same account at once. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Creating, editing, deactivating, deleting and restoring users. Each write is one
 * transaction with its audit record; edits carry the version they were made from (409
 * when stale). Ending the sessions of a user who can no longer sign in is the caller's
 * step after the commit (see registerUserRoutes), so no socket closes for a rolled-back write.
 */
export class UserService {
  constructor(private readonly db: Kysely<Database>) {}

  async read(userId: number, lang: Language): Promise<UserRecord> {
    const record = await readUserRecord(this.db, userId);
    if (!record) throw new HttpError(404, translate(lang, 'auth:notFound'));
    return record;
  }

  async create(input: CreateUserInput, caller: Caller): Promise<WriteOutcome> {
    const { lang } = caller;
    let secret = input.password;
    if (secret !== null) {
      const settings = await readSecuritySettings(this.db);
      const messages = checkPasswordRules(secret, settings).map((p) => translate(lang, p.key, p.values));
      if (secret !== input.password_confirmation) {
        const attribute = translate(lang, 'validation:attributes.password');
        messages.push(translate(lang, 'validation:rules.confirmed', { attribute }));
      }
      if (messages.length > 0) fail(lang, { password: messages });
    } else {
      // Nobody knows this password: the user chooses one through the mailed link.
      secret = newOpaqueToken();
    }
    // argon2 takes tens of milliseconds: hash before the transaction holds a connection.
    const hash = await hashPassword(secret);
    const inviteToken = input.password === null ? newOpaqueToken() : undefined;
    try {
      return await this.db.transaction().execute(async (trx) => {
        await this.assertAccountFree(trx, input.account, null, lang);
        if (input.is_active) await assertSeatAvailable(trx, lang);
        await this.checkReferences(trx, input.departments, [], input.groups, lang);
        const row = await trx
          .insertInto('users')
          .values({
            account: input.account,
            name: input.name,
            email: input.email,
            phone: input.phone,
            password_hash: hash,
            password_changed_at: input.password === null ? null : new Date(),
            language: input.language,
            is_active: input.is_active,
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (input.password !== null)
          await trx.insertInto('password_history').values({ user_id: row.id, password_hash: hash }).execute();
        await this.writeMemberships(trx, row.id, input.departments);
        await this.writeGroups(trx, row.id, input.groups);
        if (inviteToken)
          await trx
            .insertInto('password_resets')
            .values({
              token_hash: hashOpaqueToken(inviteToken),
              user_id: row.id,
              expires_at: new Date(Date.now() + INVITE_LIFETIME_MS),
              used_at: null,
            })
            .execute();
        const record = (await readUserRecord(trx, row.id))!;
        await this.audit(trx, row.id, 'create', caller, null, record);
        return { record, signedOut: false, rightsChanged: true, ...(inviteToken ? { inviteToken } : {}) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail(lang, { account: [t(lang, 'accountTaken')] });
      throw error;
    }
  }

  async update(userId: number, input: UpdateUserInput, caller: Caller): Promise<WriteOutcome> {
    const { lang } = caller;
    if (input.is_active === false && userId === caller.userId)
      fail(lang, { is_active: [t(lang, 'notYourself')] });
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await this.lockLive(trx, userId, input.version, lang);
        if (input.account !== undefined) await this.assertAccountFree(trx, input.account, userId, lang);
        if (input.is_active === true && !before.is_active) await assertSeatAvailable(trx, lang);
        if (input.departments !== undefined || input.groups !== undefined)
          await this.checkReferences(
            trx,
            input.departments ?? [],
            before.departments.map((d) => d.department_id),
            input.groups ?? [],
            lang,
          );
        const { version: _version, departments, groups, ...fields } = input;
        await trx
          .updateTable('users')
          .set((eb) => ({ ...fields, updated_at: new Date(), version: eb('version', '+', 1) }))
          .where('id', '=', userId)
          .execute();
        if (departments !== undefined) {
          await trx.deleteFrom('user_departments').where('user_id', '=', userId).execute();
          await this.writeMemberships(trx, userId, departments);
        }
        if (groups !== undefined) await this.writeGroups(trx, userId, groups);
        const record = (await readUserRecord(trx, userId))!;
        await this.audit(trx, userId, 'update', caller, before, record);
        return {
          record,
          signedOut: before.is_active && !record.is_active,
          rightsChanged: departments !== undefined || groups !== undefined,
        };
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail(lang, { account: [t(lang, 'accountTaken')] });
      throw error;
    }
  }

  /** Soft delete: the row stays (restorable), the account is free again for a new user. */
  async remove(userId: number, version: number, caller: Caller): Promise<WriteOutcome> {
    const { lang } = caller;
    if (userId === caller.userId) fail(lang, { id: [t(lang, 'notYourself')] });
    return this.db.transaction().execute(async (trx) => {
      const before = await this.lockLive(trx, userId, version, lang);
      await trx
        .updateTable('users')
        .set((eb) => ({ deleted_at: new Date(), updated_at: new Date(), version: eb('version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
      const record = (await readUserRecord(trx, userId))!;
      await this.audit(trx, userId, 'delete', caller, before, record);
      return { record, signedOut: true, rightsChanged: true };
    });
  }

  async restore(userId: number, caller: Caller): Promise<WriteOutcome> {
    const { lang } = caller;
    try {
      return await this.db.transaction().execute(async (trx) => {
        await sql`select id from users where id = ${userId} for update`.execute(trx);
        const before = await readUserRecord(trx, userId);
        if (!before?.deleted_at) throw new HttpError(404, translate(lang, 'auth:notFound'));
        await this.assertAccountFree(trx, before.account, userId, lang);
        if (before.is_active) await assertSeatAvailable(trx, lang);
        await trx
          .updateTable('users')
          .set((eb) => ({ deleted_at: null, updated_at: new Date(), version: eb('version', '+', 1) }))
          .where('id', '=', userId)
          .execute();
        const record = (await readUserRecord(trx, userId))!;
        await this.audit(trx, userId, 'restore', caller, before, record);
        return { record, signedOut: false, rightsChanged: true };
      });
    } catch (error) {
      if (isUniqueViolation(error)) fail(lang, { account: [t(lang, 'accountTaken')] });
      throw error;
    }
  }

  /** Locks a live user's row for the write and checks the version (409 with the current record). */
  private async lockLive(
    trx: Transaction<Database>,
    userId: number,
    version: number,
    lang: Language,
  ): Promise<UserRecord> {
    await sql`select id from users where id = ${userId} for update`.execute(trx);
    const before = await readUserRecord(trx, userId);
    if (!before || before.deleted_at) throw new HttpError(404, translate(lang, 'auth:notFound'));
    if (before.version !== version)
      throw new HttpError(409, translate(lang, 'resources:errors.conflict'), { data: before });
    return before;
  }

  private async assertAccountFree(
    trx: Transaction<Database>,
    account: string,
    exceptId: number | null,
    lang: Language,
  ): Promise<void> {
    let query = trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
      .where('deleted_at', 'is', null);
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) fail(lang, { account: [t(lang, 'accountTaken')] });
  }

  /**
   * Departments and groups must be live; joining a department needs it active (a membership
   * kept from before may stay in a department deactivated since). Job positions must be live.
   */
  private async checkReferences(
    trx: Transaction<Database>,
    memberships: readonly UserMembership[],
    keptDepartments: readonly number[],
    groups: readonly number[],
    lang: Language,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    const departmentIds = memberships.map((m) => m.department_id);
    const departments = new Map(
      departmentIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('departments')
              .select(['id', 'is_active'])
              .where('id', 'in', departmentIds)
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
    for (const [i, m] of memberships.entries()) {
      const active = departments.get(m.department_id);
      if (active === undefined) errors[`departments.${i}.department_id`] = [t(lang, 'departmentMissing')];
      else if (!active && !keptDepartments.includes(m.department_id))
        errors[`departments.${i}.department_id`] = [t(lang, 'departmentInactive')];
      if (m.job_position_id !== null && !positions.has(m.job_position_id))
        errors[`departments.${i}.job_position_id`] = [t(lang, 'positionMissing')];
    }
    if (groups.length > 0) {
      const live = new Set(
        (
          await trx
            .selectFrom('groups')
            .select('id')
            .where('id', 'in', groups)
            .where('deleted_at', 'is', null)
            .execute()
        ).map((g) => g.id),
      );
      for (const [i, id] of groups.entries())
        if (!live.has(id)) errors[`groups.${i}`] = [t(lang, 'groupMissing')];
    }
    if (Object.keys(errors).length > 0) fail(lang, errors);
  }

  private async writeMemberships(
    trx: Transaction<Database>,
    userId: number,
    memberships: readonly UserMembership[],
  ) {
    await trx
      .insertInto('user_departments')
      .values(memberships.map((m) => ({ ...m, user_id: userId })))
      .execute();
  }

  /**
   * Makes the user a direct member of exactly these groups. Groups whose members changed get
   * a new version, so a group editor open on one of them sees its copy is stale.
   */
  private async writeGroups(trx: Transaction<Database>, userId: number, groups: readonly number[]) {
    const member = `u${userId}`;
    const current = (
      await trx.selectFrom('group_members').select('group_id').where('member', '=', member).execute()
    ).map((r) => r.group_id);
    const removed = current.filter((id) => !groups.includes(id));
    const added = groups.filter((id) => !current.includes(id));
    if (removed.length > 0)
      await trx
        .deleteFrom('group_members')
        .where('member', '=', member)
        .where('group_id', 'in', removed)
        .execute();
    if (added.length > 0)
      await trx
        .insertInto('group_members')
        .values(added.map((id) => ({ group_id: id, member })))
        .execute();
    const changed = [...removed, ...added];
    if (changed.length > 0)
      await trx
        .updateTable('groups')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date() }))
        .where('id', 'in', changed)
        .execute();
  }

  private async audit(
    trx: Transaction<Database>,
    userId: number,
    action: string,
    caller: Caller,
    before: UserRecord | null,
    after: UserRecord,
  ) {
    // The same audit_log shape as the resource API (server/resources/EntityService.ts).
    await trx
      .insertInto('audit_log')
      .values({
        entity: USER_ENTITY,
        record_id: userId,
        action,
        user_id: caller.userId,
        before: before === null ? null : JSON.stringify(auditedFields(before)),
        after: JSON.stringify(auditedFields(after)),
      })
      .execute();
  }
}
