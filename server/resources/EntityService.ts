import type { Kysely, Transaction } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import { HttpError, ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import { takenTogether, takenTogetherError } from './checkUniqueTogether';
import type { EntityRules, RuleContext, WriteAction } from './entityRules';
import { EntityStore, type Row } from './EntityStore';
import { referencesErrors } from './referencesErrors';
import { serializeRow } from './serializeRow';

export interface Caller {
  userId: number;
  lang: Language;
}

/**
 * The writes of one entity, each in one transaction with its audit record:
 * references must point at live rows, unique fields must be free, business
 * rules run inside the transaction, and a stale version is a 409.
 */
export class EntityService {
  readonly store: EntityStore;
  constructor(
    private readonly db: Kysely<Database>,
    readonly descriptor: EntityDescriptor,
    registry: ReadonlyMap<string, EntityDescriptor>,
    private readonly rules: EntityRules = {},
  ) {
    this.store = new EntityStore(descriptor, registry);
  }

  private fieldTitle(name: string, lang: Language): string {
    const field = (this.descriptor.fields as Record<string, FieldDescriptor>)[name];
    return field ? translate(lang, field.title) : name;
  }

  /** Checks references and unique fields of the values about to be written; 422 on the offending fields. */
  async checkValues(trx: Executor, values: Row, lang: Language, exceptId?: number): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const [name, field] of Object.entries(this.descriptor.fields as Record<string, FieldDescriptor>)) {
      const value = values[name];
      if (value === undefined || value === null) continue;
      if (field.type === 'reference' && field.reference) {
        const live = await this.store.liveIds(trx, field.reference, [value as number]);
        if (!live.has(value as number))
          errors[name] = [
            translate(lang, 'resources:errors.referenceMissing', { attribute: this.fieldTitle(name, lang) }),
          ];
      }
      if (field.unique && (await this.store.isTaken(trx, name, value, exceptId))) {
        errors[name] = [
          translate(lang, 'resources:errors.taken', { attribute: this.fieldTitle(name, lang) }),
        ];
      }
    }
    Object.assign(errors, await referencesErrors(trx, this.store, values, lang, exceptId));
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  }

  /** 422 when the whole row (stored values overlaid with the write) repeats a `uniqueTogether` group. */
  async checkTogether(trx: Executor, row: Row, lang: Language, exceptId?: number): Promise<void> {
    if (!this.descriptor.uniqueTogether?.length) return;
    const errors: Record<string, string[]> = {};
    for (const group of await takenTogether(trx, this.descriptor, row, exceptId)) {
      const { field, message } = takenTogetherError(this.descriptor, group, lang);
      errors[field] = [message];
    }
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  }

  private ruleContext(trx: Transaction<Database>, action: WriteAction, caller: Caller): RuleContext {
    return { trx, descriptor: this.descriptor, action, userId: caller.userId, lang: caller.lang };
  }

  /**
   * Creates many checked rows at once (imports): one insert and one audit
   * statement per chunk when the entity has no business rules, row by row otherwise.
   */
  async createManyIn(trx: Transaction<Database>, inputs: readonly Row[], caller: Caller): Promise<Row[]> {
    if (this.rules.prepare || this.rules.afterWrite) {
      const created: Row[] = [];
      for (const input of inputs) created.push(await this.createIn(trx, input, caller, 'import'));
      return created;
    }
    const created: Row[] = [];
    for (let i = 0; i < inputs.length; i += 500) {
      const ids = await this.store.insertMany(trx, inputs.slice(i, i + 500), caller.userId);
      const rows = await this.store.getMany(trx, ids);
      await trx
        .insertInto('audit_log')
        .values(
          rows.map((row) => ({
            entity: this.descriptor.id,
            record_id: row.id as number,
            action: 'import',
            user_id: caller.userId,
            before: null,
            after: JSON.stringify(serializeRow(this.descriptor, row)),
          })),
        )
        .execute();
      created.push(...rows);
    }
    return created;
  }

  private async audit(
    trx: Transaction<Database>,
    recordId: number,
    action: WriteAction | 'import',
    userId: number,
    before: Row | null,
    after: Row | null,
  ) {
    await trx
      .insertInto('audit_log')
      .values({
        entity: this.descriptor.id,
        record_id: recordId,
        action,
        user_id: userId,
        before: before ? JSON.stringify(serializeRow(this.descriptor, before)) : null,
        after: after ? JSON.stringify(serializeRow(this.descriptor, after)) : null,
      })
      .execute();
  }

  /** Creates inside an open transaction (used by create and by import). */
  async createIn(
    trx: Transaction<Database>,
    input: Row,
    caller: Caller,
    action: 'create' | 'import' = 'create',
  ): Promise<Row> {
    const ctx = this.ruleContext(trx, 'create', caller);
    const values = this.rules.prepare ? await this.rules.prepare(ctx, { ...input }, null) : input;
    await this.checkValues(trx, values, caller.lang);
    await this.checkTogether(trx, values, caller.lang);
    const id = await this.store.insert(trx, values, caller.userId);
    const row = (await this.store.get(trx, id))!;
    await this.rules.afterWrite?.(ctx, row, null);
    const fresh = (await this.store.get(trx, id))!;
    await this.audit(trx, id, action, caller.userId, null, fresh);
    return fresh;
  }

  async create(input: Row, caller: Caller): Promise<Row> {
    return this.db.transaction().execute((trx) => this.createIn(trx, input, caller));
  }

  /** Updates inside an open transaction; `expectedVersion` undefined skips the conflict check (import). */
  async updateIn(
    trx: Transaction<Database>,
    id: number,
    input: Row,
    expectedVersion: number | undefined,
    caller: Caller,
  ): Promise<Row> {
    const before = await this.store.get(trx, id, { forUpdate: true });
    if (!before) throw new HttpError(404, translate(caller.lang, 'auth:notFound'));
    if (expectedVersion !== undefined && before.version !== expectedVersion) {
      throw new HttpError(409, translate(caller.lang, 'resources:errors.conflict'), {
        data: serializeRow(this.descriptor, before),
      });
    }
    const ctx = this.ruleContext(trx, 'update', caller);
    const values = this.rules.prepare ? await this.rules.prepare(ctx, { ...input }, before) : input;
    await this.checkValues(trx, values, caller.lang, id);
    await this.checkTogether(trx, { ...before, ...values }, caller.lang, id);
    if (Object.keys(values).length > 0) await this.store.update(trx, id, values, caller.userId);
    const row = (await this.store.get(trx, id))!;
    await this.rules.afterWrite?.(ctx, row, before);
    const fresh = (await this.store.get(trx, id))!;
    await this.audit(trx, id, 'update', caller.userId, before, fresh);
    return fresh;
  }

  async update(id: number, input: Row, version: number, caller: Caller): Promise<Row> {
    return this.db.transaction().execute((trx) => this.updateIn(trx, id, input, version, caller));
  }

  /** Soft-deletes (or restores) rows; returns the ids that changed. */
  async setDeleted(ids: readonly number[], deleted: boolean, caller: Caller): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const before = new Map<number, Row>();
      for (const id of ids) {
        const row = await this.store.get(trx, id, { withDeleted: true, forUpdate: true });
        if (row) before.set(id, row);
      }
      // A restored row must not repeat a live row's unique group (the index is on live rows).
      if (!deleted)
        for (const [id, row] of before)
          if (row.deleted_at !== null) await this.checkTogether(trx, row, caller.lang, id);
      const changed = await this.store.setDeleted(trx, [...before.keys()], deleted, caller.userId);
      const action: WriteAction = deleted ? 'delete' : 'restore';
      const ctx = this.ruleContext(trx, action, caller);
      for (const id of changed) {
        const after = (await this.store.get(trx, id, { withDeleted: true }))!;
        await this.rules.afterWrite?.(ctx, after, before.get(id) ?? null);
        await this.audit(trx, id, action, caller.userId, before.get(id) ?? null, after);
      }
      return changed;
    });
  }
}

type Executor = Kysely<Database> | Transaction<Database>;
