import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import { attachFiles } from '../files/attachFiles';
import { HttpError, ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import { checkCalendarRange } from './calendar/calendarRangeProblem';
import { takenTogether, takenTogetherError } from './checkUniqueTogether';
import type { EntityRules, RuleContext, WriteAction } from './entityRules';
import { EntityStore, type Row } from './EntityStore';
import { rowConditionHolds } from './rowActions/rowActionApplies';
import { findRowProblems, type RowProblem } from './findRowProblems';
import { prepareFormFields } from './formFields/prepareFormFields';
import { referencesErrors } from './referencesErrors';
import { indexRecordFields } from './textSearch/indexRecordFields';
import { RowsRejected } from './RowsRejected';
import { outsideScopeProblems, rowsOutsideScope } from './rowScope/rowsOutsideScope';
import { serializeRow } from './serializeRow';
import { checkTreeDeletion, checkTreeParent, nextTreeOrder, nextTreeOrders } from './tree/treeChecks';
import type { Executor } from '../db/Executor';
import type { BatchMemo } from './BatchMemo';
import { type AccessWriter, checkAccessParent, grantCreator } from './access/checkAccessParent';

export interface Caller {
  userId: number;
  lang: Language;
  /**
   * The caller's row scope for this write (rowScope/rowScopeOf.ts), `null` or absent when it
   * reaches every row: the row as written must stay inside it (rowScope/rowsOutsideScope.ts).
   */
  scope?: RawBuilder<unknown> | null;
  /**
   * The writer as access lists see them (entities with `access`, access/checkAccessParent.ts): a
   * row is filed only under a parent they may edit, and its creator is granted manage on it.
   * Absent for the server's own writes (seeds), which file anywhere and grant nobody.
   */
  access?: AccessWriter;
}

/** An update recorded in the audit log as something else: a row action (`deactivate`), with e.g. its reason. */
export interface AuditAs {
  action: string;
  /** Kept beside the row in the audit record's `after` (keys start with `_`: `_reason`). */
  note?: Record<`_${string}`, unknown>;
}

/** How a batch write runs: progress in rows written; `checkOnly` runs the rules and checks and writes nothing. */
export interface BatchOptions {
  onProgress?: (done: number) => void;
  checkOnly?: boolean;
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
    readonly rules: EntityRules = {},
  ) {
    this.store = new EntityStore(descriptor, registry);
  }

  private fieldTitle(name: string, lang: Language): string {
    const field = (this.descriptor.fields as Record<string, FieldDescriptor>)[name];
    return field ? translate(lang, field.title) : name;
  }

  /**
   * Checks references and unique fields of the values about to be written; 422 on the offending
   * fields. A batch's memo spares asking again for references the batch already checked.
   */
  async checkValues(
    trx: Executor,
    values: Row,
    lang: Language,
    exceptId?: number,
    memo?: BatchMemo,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    for (const [name, field] of Object.entries(this.descriptor.fields as Record<string, FieldDescriptor>)) {
      const value = values[name];
      if (value === undefined || value === null) continue;
      if (field.type === 'reference' && field.reference) {
        const live = await this.store.liveIds(trx, field.reference, [value as number], memo);
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
    Object.assign(errors, await referencesErrors(trx, this.store, values, lang, exceptId, memo));
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

  /**
   * The problems of the rows (whole records as they will be, `values` what was sent for each)
   * that would leave the caller's row scope: a write may not put a row where its writer could
   * no longer reach it.
   */
  async scopeProblems(
    trx: Executor,
    rows: readonly Row[],
    values: readonly Row[],
    caller: Caller,
  ): Promise<RowProblem[]> {
    const outside = await rowsOutsideScope(trx, this.descriptor, rows, caller.scope);
    return outsideScopeProblems(this.descriptor, outside, values, caller.lang);
  }

  /** 422 on the owning fields when the one row written would leave the caller's scope. */
  private async checkScope(trx: Executor, row: Row, values: Row, caller: Caller): Promise<void> {
    const problems = await this.scopeProblems(trx, [row], [values], caller);
    if (problems.length > 0) throw new RowsRejected(problems, caller.lang);
  }

  /** 422 on the parent field when the row would be filed under a parent the writer may not edit. */
  checkAccess(trx: Executor, values: Row, before: Row | null, caller: Caller): Promise<void> {
    return checkAccessParent(
      trx,
      this.descriptor,
      this.store.registry,
      values,
      before,
      caller.access,
      caller.lang,
    );
  }

  private ruleContext(trx: Transaction<Database>, action: WriteAction, caller: Caller): RuleContext {
    return { trx, descriptor: this.descriptor, action, userId: caller.userId, lang: caller.lang };
  }

  /**
   * Runs `prepare` on each row of a batch, then checks the whole batch at once (as
   * checkValues and checkTogether do one row): every problem of every row, by position.
   */
  private async prepareBatch(
    trx: Transaction<Database>,
    rows: ReadonlyArray<{ input: Row; id?: number; before?: Row }>,
    action: 'create' | 'update',
    caller: Caller,
  ): Promise<Row[]> {
    const ctx = this.ruleContext(trx, action, caller);
    const problems: RowProblem[] = [];
    const prepared: Row[] = [];
    const prepare = this.rules.prepare;
    for (const [index, r] of rows.entries()) {
      let values = r.input;
      try {
        await this.rowRule(index, caller, async () => {
          if (prepare) values = await prepare(ctx, { ...r.input }, r.before ?? null);
          values = await prepareFormFields(trx, this.store, values, r.before ?? null, caller.lang);
        });
      } catch (error) {
        // Every row's refusal is collected: the batch is checked to the end.
        if (!(error instanceof RowsRejected)) throw error;
        problems.push(...error.problems);
      }
      prepared.push(values);
    }
    const checked = prepared.map((values, i) => ({ values, id: rows[i]!.id, before: rows[i]!.before }));
    problems.push(...(await findRowProblems(trx, this.store, checked, caller.lang)));
    const whole = checked.map((r) => ({ created_by: caller.userId, ...(r.before ?? {}), ...r.values }));
    problems.push(...(await this.scopeProblems(trx, whole, prepared, caller)));
    if (problems.length > 0)
      throw new RowsRejected(
        problems.sort((a, b) => a.index - b.index),
        caller.lang,
      );
    return prepared;
  }

  /** Runs a rule for the batch's row `index`; its refusal becomes that row's problems. */
  private async rowRule(index: number, caller: Caller, rule: () => Promise<void>): Promise<void> {
    try {
      await rule();
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      const errors = (error.body.errors ?? {}) as Record<string, string[]>;
      throw new RowsRejected(
        Object.entries(errors).map(([field, messages]) => ({
          index,
          field,
          message: messages[0] ?? error.message,
        })),
        caller.lang,
      );
    }
  }

  /** Audit records of a batch, one statement per 500. */
  private async auditMany(
    trx: Transaction<Database>,
    action: WriteAction | 'import',
    userId: number,
    rows: ReadonlyArray<{ before: Row | null; after: Row }>,
  ) {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('audit_log')
        .values(
          rows.slice(i, i + 500).map(({ before, after }) => ({
            entity: this.descriptor.id,
            record_id: after.id as number,
            action,
            user_id: userId,
            before: before ? JSON.stringify(serializeRow(this.descriptor, before)) : null,
            after: JSON.stringify(serializeRow(this.descriptor, after)),
          })),
        )
        .execute();
  }

  /**
   * Creates many rows at once (imports, seeding), all or none: `prepare` runs per row,
   * then the whole batch is checked in a few queries and inserted 500 rows and one audit
   * statement at a time. Entities with an `afterWrite` rule are written row by row, as
   * such a rule may depend on the rows written before (one default region). A refused
   * batch throws RowsRejected with every row's problems; `checkOnly` stops before writing
   * (an import's dry run: the commit's checks, rules included).
   */
  async createManyIn(
    trx: Transaction<Database>,
    inputs: readonly Row[],
    caller: Caller,
    { onProgress = () => undefined, checkOnly = false }: BatchOptions = {},
  ): Promise<Row[]> {
    const prepared = await nextTreeOrders(
      trx,
      this.descriptor,
      await this.prepareBatch(
        trx,
        inputs.map((input) => ({ input })),
        'create',
        caller,
      ),
    );
    if (checkOnly) return [];
    const created: Row[] = [];
    if (this.rules.afterWrite) {
      const ctx = this.ruleContext(trx, 'create', caller);
      for (const [index, values] of prepared.entries()) {
        const id = await this.store.insert(trx, values, caller.userId);
        const row = (await this.store.get(trx, id))!;
        await this.rowRule(index, caller, () => this.rules.afterWrite!(ctx, row, null));
        const fresh = (await this.store.get(trx, id))!;
        await this.audit(trx, id, 'import', caller.userId, null, fresh);
        await indexRecordFields(trx, this.descriptor, [{ before: null, after: fresh }]);
        created.push(fresh);
        if (created.length % 500 === 0) onProgress(created.length);
      }
      await this.rules.afterCreated?.(ctx, created);
      return created;
    }
    for (let i = 0; i < prepared.length; i += 500) {
      const ids = await this.store.insertMany(trx, prepared.slice(i, i + 500), caller.userId);
      const rows = await this.store.getMany(trx, ids);
      await this.auditMany(
        trx,
        'import',
        caller.userId,
        rows.map((after) => ({ before: null, after })),
      );
      await indexRecordFields(
        trx,
        this.descriptor,
        rows.map((after) => ({ before: null, after })),
      );
      created.push(...rows);
      onProgress(created.length);
    }
    await this.rules.afterCreated?.(this.ruleContext(trx, 'create', caller), created);
    return created;
  }

  /**
   * Updates many rows at once (imports), all or none, without a version check (the file
   * is the newer truth; every change is audited): rows locked and read 500 at a time,
   * `prepare` per row, the batch checked at once, one update statement per set of
   * columns. A row updated twice in one batch is updated in order (a second round).
   * Missing rows and refused values throw RowsRejected with every row's problems.
   */
  async updateManyIn(
    trx: Transaction<Database>,
    updates: ReadonlyArray<{ id: number; values: Row }>,
    caller: Caller,
    { onProgress = () => undefined, checkOnly = false }: BatchOptions = {},
  ): Promise<Row[]> {
    // Rounds in which each id appears once, kept in the batch's order.
    const rounds: Array<Array<{ id: number; values: Row; index: number }>> = [];
    for (const [index, u] of updates.entries()) {
      const last = rounds[rounds.length - 1];
      if (!last || last.some((r) => r.id === u.id)) rounds.push([{ ...u, index }]);
      else last.push({ ...u, index });
    }
    const updated: Row[] = [];
    for (const round of rounds) {
      const before = new Map<number, Row>();
      for (let i = 0; i < round.length; i += 500)
        for (const row of await this.store.getMany(
          trx,
          round.slice(i, i + 500).map((r) => r.id),
          { forUpdate: true },
        ))
          before.set(row.id as number, row);
      const problems: RowProblem[] = round
        .filter((r) => !before.has(r.id))
        .map((r) => ({
          index: r.index,
          field: 'id',
          message: translate(caller.lang, 'resources:import.missingRow', { id: r.id }),
        }));
      // A row past its editable state (a posted voucher) is not updated by a file either.
      for (const r of round)
        if (before.has(r.id) && !rowConditionHolds(this.descriptor.editableWhen, before.get(r.id)!))
          problems.push({
            index: r.index,
            field: 'id',
            message: translate(caller.lang, 'resources:errors.notEditable'),
          });
      const present = round.filter(
        (r) => before.has(r.id) && rowConditionHolds(this.descriptor.editableWhen, before.get(r.id)!),
      );
      let prepared: Row[] = [];
      try {
        prepared = await this.prepareBatch(
          trx,
          present.map((r) => ({ input: r.values, id: r.id, before: before.get(r.id)! })),
          'update',
          caller,
        );
      } catch (error) {
        // Problems are by position in the round; the caller knows rows by position in the batch.
        if (!(error instanceof RowsRejected)) throw error;
        problems.push(...error.problems.map((p) => ({ ...p, index: present[p.index]!.index })));
      }
      if (problems.length > 0)
        throw new RowsRejected(
          problems.sort((a, b) => a.index - b.index),
          caller.lang,
        );
      if (checkOnly) continue;
      const written = present.map((r, i) => ({ id: r.id, values: prepared[i]! }));
      const ctx = this.ruleContext(trx, 'update', caller);
      if (this.rules.afterWrite) {
        // Row by row, as in createManyIn: such a rule may depend on the rows written before.
        for (const [i, w] of written.entries()) {
          if (Object.keys(w.values).length > 0) await this.store.update(trx, w.id, w.values, caller.userId);
          const row = (await this.store.get(trx, w.id))!;
          await this.rowRule(present[i]!.index, caller, () =>
            this.rules.afterWrite!(ctx, row, before.get(w.id)!),
          );
          const fresh = (await this.store.get(trx, w.id))!;
          await this.audit(trx, w.id, 'update', caller.userId, before.get(w.id)!, fresh);
          await indexRecordFields(trx, this.descriptor, [{ before: before.get(w.id)!, after: fresh }]);
          updated.push(fresh);
        }
      } else {
        for (let i = 0; i < written.length; i += 500) {
          const chunk = written.slice(i, i + 500);
          await this.store.updateMany(trx, chunk, caller.userId);
          const after = await this.store.getMany(
            trx,
            chunk.map((w) => w.id),
          );
          const pairs = after.map((row) => ({ before: before.get(row.id as number)!, after: row }));
          await this.auditMany(trx, 'update', caller.userId, pairs);
          await indexRecordFields(trx, this.descriptor, pairs);
          updated.push(...after);
        }
      }
      onProgress(updated.length);
    }
    return updated;
  }

  private async audit(
    trx: Transaction<Database>,
    recordId: number,
    action: WriteAction | 'import' | AuditAs['action'],
    userId: number,
    before: Row | null,
    after: Row | null,
    note?: AuditAs['note'],
  ) {
    await trx
      .insertInto('audit_log')
      .values({
        entity: this.descriptor.id,
        record_id: recordId,
        action,
        user_id: userId,
        before: before ? JSON.stringify(serializeRow(this.descriptor, before)) : null,
        after: after ? JSON.stringify({ ...serializeRow(this.descriptor, after), ...note }) : null,
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
    const prepared = this.rules.prepare ? await this.rules.prepare(ctx, { ...input }, null) : input;
    const formed = await prepareFormFields(trx, this.store, prepared, null, caller.lang);
    const values = await nextTreeOrder(trx, this.descriptor, formed);
    await this.checkValues(trx, values, caller.lang);
    await this.checkTogether(trx, values, caller.lang);
    await this.checkScope(trx, { created_by: caller.userId, ...values }, values, caller);
    await this.checkAccess(trx, values, null, caller);
    checkCalendarRange(this.descriptor, values, caller.lang);
    const id = await this.store.insert(trx, values, caller.userId);
    await grantCreator(trx, this.descriptor, id, caller.userId, caller.access);
    await attachFiles(trx, this.descriptor, id, null, values, caller);
    const row = (await this.store.get(trx, id))!;
    await this.rules.afterWrite?.(ctx, row, null);
    const fresh = (await this.store.get(trx, id))!;
    await this.audit(trx, id, action, caller.userId, null, fresh);
    await indexRecordFields(trx, this.descriptor, [{ before: null, after: fresh }]);
    await this.rules.afterCreated?.(ctx, [fresh]);
    return fresh;
  }

  async create(input: Row, caller: Caller): Promise<Row> {
    return this.db.transaction().execute((trx) => this.createIn(trx, input, caller));
  }

  /**
   * Updates inside an open transaction; `expectedVersion` undefined skips the conflict check
   * (import). `auditAs` records the write under another action (a row action's key) with a note.
   */
  async updateIn(
    trx: Transaction<Database>,
    id: number,
    input: Row,
    expectedVersion: number | undefined,
    caller: Caller,
    auditAs?: AuditAs,
  ): Promise<Row> {
    const before = await this.store.get(trx, id, { forUpdate: true });
    if (!before) throw new HttpError(404, translate(caller.lang, 'auth:notFound'));
    if (expectedVersion !== undefined && before.version !== expectedVersion) {
      throw new HttpError(409, translate(caller.lang, 'resources:errors.conflict'), {
        data: serializeRow(this.descriptor, before),
      });
    }
    const ctx = this.ruleContext(trx, 'update', caller);
    const prepared = this.rules.prepare ? await this.rules.prepare(ctx, { ...input }, before) : input;
    const values = await prepareFormFields(trx, this.store, prepared, before, caller.lang);
    // After the entity's own rules, which may say more (why a voucher is kept): a row past its
    // editable state moves by row actions only (their updates carry `auditAs`), not by an edit.
    if (!auditAs) this.refuseNotEditable(before, caller.lang);
    await this.checkValues(trx, values, caller.lang, id);
    await this.checkTogether(trx, { ...before, ...values }, caller.lang, id);
    await this.checkScope(trx, { ...before, ...values }, values, caller);
    await this.checkAccess(trx, values, before, caller);
    checkCalendarRange(this.descriptor, { ...before, ...values }, caller.lang);
    await checkTreeParent(trx, this.descriptor, id, values, caller.lang);
    if (Object.keys(values).length > 0) await this.store.update(trx, id, values, caller.userId);
    await attachFiles(trx, this.descriptor, id, before, values, caller);
    const row = (await this.store.get(trx, id))!;
    await this.rules.afterWrite?.(ctx, row, before);
    const fresh = (await this.store.get(trx, id))!;
    await this.audit(trx, id, auditAs?.action ?? 'update', caller.userId, before, fresh, auditAs?.note);
    await indexRecordFields(trx, this.descriptor, [{ before, after: fresh }]);
    return fresh;
  }

  async update(id: number, input: Row, version: number, caller: Caller): Promise<Row> {
    return this.db.transaction().execute((trx) => this.updateIn(trx, id, input, version, caller));
  }

  /** A row past the descriptor's `editableWhen` (a posted voucher) is neither edited nor deleted: 409. */
  private refuseNotEditable(row: Row, lang: Language): void {
    if (!rowConditionHolds(this.descriptor.editableWhen, row))
      throw new HttpError(409, translate(lang, 'resources:errors.notEditable'));
  }

  /** Soft-deletes (or restores) rows; returns the ids that changed. */
  async setDeleted(ids: readonly number[], deleted: boolean, caller: Caller): Promise<number[]> {
    return this.db.transaction().execute(async (trx) => {
      const before = new Map<number, Row>();
      for (const id of ids) {
        const row = await this.store.get(trx, id, { withDeleted: true, forUpdate: true });
        if (row) before.set(id, row);
      }
      if (deleted) for (const row of before.values()) this.refuseNotEditable(row, caller.lang);
      // A restored row must not repeat a live row's unique group (the index is on live rows).
      if (!deleted)
        for (const [id, row] of before)
          if (row.deleted_at !== null) await this.checkTogether(trx, row, caller.lang, id);
      await checkTreeDeletion(trx, this.descriptor, [...before.keys()], deleted, caller.lang);
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
