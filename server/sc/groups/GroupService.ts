import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { ownerNames, parseOwner } from '../rights/ownerNames';
import { wouldCycle } from './groupCycles';
import { writeGroupAudit } from './writeGroupAudit';

export interface GroupInput {
  name: string;
  description?: string | null;
  /** Owner references: `d{id}`, `g{id}`, `u{id}`. */
  members: string[];
}

export interface GroupMember {
  owner: string;
  name: string;
}

export interface GroupRecord {
  id: number;
  name: string;
  description: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  members: GroupMember[];
}

export interface GroupCaller {
  userId: number;
  lang: Language;
}

const TABLE_OF = { d: 'departments', g: 'groups', u: 'users' } as const;

/** Thrown inside a write's transaction when the version sent is not the stored one. */
class StaleVersion extends Error {}

/**
 * Groups of departments, groups and users, the owners rights are granted to. A group may
 * not contain itself, directly or through nested groups (422); a live group's name is
 * unique (422); a stale version is a 409; deleting is soft and restorable; every write is
 * audited as `sc.group` in the write's transaction.
 */
export class GroupService {
  constructor(private readonly db: Kysely<Database>) {}

  async get(id: number, options: { withDeleted?: boolean } = {}): Promise<GroupRecord | null> {
    let query = this.db.selectFrom('groups').selectAll().where('id', '=', id);
    if (!options.withDeleted) query = query.where('deleted_at', 'is', null);
    const row = await query.executeTakeFirst();
    if (!row) return null;
    const members = await this.db
      .selectFrom('group_members')
      .select('member')
      .where('group_id', '=', id)
      .orderBy('member')
      .execute();
    const names = await ownerNames(
      this.db,
      members.map((m) => m.member),
    );
    // Departments first, then groups, then users, each by name: how the pickers list them.
    const order = { d: 0, g: 1, u: 2 } as Record<string, number>;
    const list = members
      .map((m) => ({ owner: m.member, name: names.get(m.member) ?? m.member }))
      .sort(
        (a, b) =>
          (order[a.owner[0] ?? ''] ?? 3) - (order[b.owner[0] ?? ''] ?? 3) || a.name.localeCompare(b.name),
      );
    return { ...row, members: list };
  }

  /**
   * Runs a write; a stale version found inside it becomes a 409 carrying the current record,
   * read after the transaction ended (PGlite has one session: reading outside the
   * transaction while it is open would wait for it forever).
   */
  private async write(id: number, caller: GroupCaller, work: (trx: Transaction<Database>) => Promise<void>) {
    try {
      await this.db.transaction().execute(work);
    } catch (error) {
      if (!(error instanceof StaleVersion)) throw error;
      throw new HttpError(409, translate(caller.lang, 'resources:errors.conflict'), {
        data: await this.get(id, { withDeleted: true }),
      });
    }
  }

  /** 422 per field: name, description and each member (`members.{i}`). */
  private async check(
    trx: Transaction<Database>,
    id: number | null,
    input: GroupInput,
    caller: GroupCaller,
  ): Promise<{ name: string; description: string | null; members: string[] }> {
    const t = (key: string, values?: Record<string, string | number>) => translate(caller.lang, key, values);
    const errors: Record<string, string[]> = {};
    const name = input.name.trim();
    if (name === '') errors.name = [t('sc:groups.errors.nameRequired')];
    else {
      let same = trx
        .selectFrom('groups')
        .select('id')
        .where(sql<string>`lower(name)`, '=', name.toLowerCase())
        .where('deleted_at', 'is', null);
      if (id !== null) same = same.where('id', '!=', id);
      if (await same.executeTakeFirst()) errors.name = [t('sc:groups.errors.nameTaken')];
    }
    const members = [...new Set(input.members)];
    const wanted = { d: [] as number[], g: [] as number[], u: [] as number[] };
    for (const member of members) {
      const parsed = parseOwner(member);
      if (parsed) wanted[parsed.kind].push(parsed.id);
    }
    const live = new Set<string>();
    for (const kind of ['d', 'g', 'u'] as const) {
      if (wanted[kind].length === 0) continue;
      const rows = await trx
        .selectFrom(TABLE_OF[kind])
        .select('id')
        .where('id', 'in', wanted[kind])
        .where('deleted_at', 'is', null)
        .execute();
      for (const row of rows) live.add(`${kind}${row.id}`);
    }
    let contains: Map<number, number[]> | null = null;
    if (id !== null && wanted.g.length > 0) {
      // Every group's member groups, deleted ones too (see groupCycles.ts).
      const edges = await trx
        .selectFrom('group_members')
        .select(['group_id', 'member'])
        .where('member', 'like', 'g%')
        .execute();
      contains = new Map();
      for (const edge of edges) {
        if (edge.group_id === id) continue; // This group's own members are being replaced.
        const list = contains.get(edge.group_id) ?? [];
        list.push(Number(edge.member.slice(1)));
        contains.set(edge.group_id, list);
      }
    }
    const names = await ownerNames(
      trx,
      members.filter((m) => m.startsWith('g')),
    );
    members.forEach((member, index) => {
      const parsed = parseOwner(member);
      const field = `members.${index}`;
      if (!parsed) errors[field] = [t('sc:groups.errors.memberInvalid', { member })];
      else if (parsed.kind === 'g' && parsed.id === id) errors[field] = [t('sc:groups.errors.self')];
      else if (!live.has(member)) errors[field] = [t('sc:groups.errors.memberMissing', { member })];
      else if (parsed.kind === 'g' && id !== null && contains && wouldCycle(contains, id, parsed.id))
        errors[field] = [t('sc:groups.errors.cycle', { name: names.get(member) ?? member })];
    });
    if (Object.keys(errors).length > 0) throw new ValidationFailed(t('validation:failed'), errors);
    return { name, description: input.description?.trim() || null, members };
  }

  private async replaceMembers(
    trx: Transaction<Database>,
    id: number,
    members: readonly string[],
  ): Promise<void> {
    await trx.deleteFrom('group_members').where('group_id', '=', id).execute();
    if (members.length > 0)
      await trx
        .insertInto('group_members')
        .values(members.map((member) => ({ group_id: id, member })))
        .execute();
  }

  async create(input: GroupInput, caller: GroupCaller): Promise<GroupRecord> {
    const id = await this.db.transaction().execute(async (trx) => {
      const clean = await this.check(trx, null, input, caller);
      const row = await trx
        .insertInto('groups')
        .values({ name: clean.name, description: clean.description, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.replaceMembers(trx, row.id, clean.members);
      await writeGroupAudit(trx, {
        recordId: row.id,
        action: 'create',
        userId: caller.userId,
        before: null,
        after: clean,
      });
      return row.id;
    });
    return (await this.get(id)) as GroupRecord;
  }

  async update(id: number, input: GroupInput, version: number, caller: GroupCaller): Promise<GroupRecord> {
    await this.write(id, caller, async (trx) => {
      const before = await this.locked(trx, id, caller);
      if (before.version !== version) throw new StaleVersion();
      const clean = await this.check(trx, id, input, caller);
      await trx
        .updateTable('groups')
        .set({
          name: clean.name,
          description: clean.description,
          version: version + 1,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await this.replaceMembers(trx, id, clean.members);
      await writeGroupAudit(trx, {
        recordId: id,
        action: 'update',
        userId: caller.userId,
        before,
        after: clean,
      });
    });
    return (await this.get(id)) as GroupRecord;
  }

  async remove(id: number, version: number, caller: GroupCaller): Promise<GroupRecord> {
    await this.write(id, caller, async (trx) => {
      const before = await this.locked(trx, id, caller);
      if (before.version !== version) throw new StaleVersion();
      const now = new Date();
      await trx
        .updateTable('groups')
        .set({ deleted_at: now, version: version + 1, updated_at: now })
        .where('id', '=', id)
        .execute();
      await writeGroupAudit(trx, {
        recordId: id,
        action: 'delete',
        userId: caller.userId,
        before,
        after: null,
      });
    });
    return (await this.get(id, { withDeleted: true })) as GroupRecord;
  }

  async restore(id: number, caller: GroupCaller): Promise<GroupRecord> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('groups')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.deleted_at === null) throw new HttpError(404, translate(caller.lang, 'auth:notFound'));
      const clash = await trx
        .selectFrom('groups')
        .select('id')
        .where(sql<string>`lower(name)`, '=', row.name.toLowerCase())
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (clash)
        throw new ValidationFailed(translate(caller.lang, 'validation:failed'), {
          name: [translate(caller.lang, 'sc:groups.errors.nameTaken')],
        });
      await trx
        .updateTable('groups')
        .set({ deleted_at: null, version: row.version + 1, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await writeGroupAudit(trx, {
        recordId: id,
        action: 'restore',
        userId: caller.userId,
        before: null,
        after: null,
      });
    });
    return (await this.get(id)) as GroupRecord;
  }

  /** The live group with its members, locked for the write; 404 when missing or deleted. */
  private async locked(trx: Transaction<Database>, id: number, caller: GroupCaller) {
    const row = await trx
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new HttpError(404, translate(caller.lang, 'auth:notFound'));
    const members = await trx
      .selectFrom('group_members')
      .select('member')
      .where('group_id', '=', id)
      .execute();
    return { ...row, members: members.map((m) => m.member).sort() };
  }
}
