import { attachFiles } from '../../files/attachFiles';
import { rowConditionHolds } from '../rowActions/rowActionApplies';
import type { ValidateFunction } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_LINES_MAX_ITEMS,
  type FieldDescriptor,
  type LinesDescriptor,
} from '../../../schemas/core/entityDescriptorSchema';
import type { Database } from '../../db/DatabaseSchema';
import { BatchMemo } from '../BatchMemo';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { toLaravelErrors } from '../../http/validationErrors';
import { prepareFormFields } from '../formFields/prepareFormFields';
import type { RuleContext, WriteAction } from '../entityRules';
import type { Caller, EntityService } from '../EntityService';
import type { Row } from '../EntityStore';
import { findRowProblems } from '../findRowProblems';
import { serializeRow } from '../serializeRow';
import { lineValidators } from './lineJsonSchemas';

/** A document as the API shows it: the parent row with its lines, in order. */
export type DocumentRow = Row & { lines: Row[] };

/** What a POST or PUT of a document carries: the parent's values and, optionally, the whole list of lines. */
export interface DocumentInput {
  values: Row;
  /** Every line the document keeps, in order: new ones without `id`; missing existing lines are deleted. Undefined keeps the lines. */
  lines?: readonly Row[];
}

/** A document writeIn wrote, to be read back and audited (auditIn): its id, and for an update what it was. */
export interface WrittenDocument {
  id: number;
  action: WriteAction;
  before: Row | null;
  /** The lines it had before the write (none for a new document). */
  stored: Row[];
}

type Errors = Record<string, string[]>;

/**
 * The writes of a document with line items (a descriptor with `lines`): parent and
 * lines in ONE transaction under ONE version check of the parent. Every line is checked
 * against the child's JSON Schema, its `prepare` rule derives its values, the parent's
 * `deriveDocument` rule derives totals or refuses the document, and only then is anything
 * written, so a refused save leaves nothing behind. The lines' own `afterWrite` rule does
 * not run here: what depends on all the lines belongs in `deriveDocument`.
 */
export class DocumentService {
  readonly lines: LinesDescriptor;
  private readonly validate: { create: ValidateFunction; update: ValidateFunction };
  constructor(
    private readonly db: Kysely<Database>,
    readonly parent: EntityService,
    readonly child: EntityService,
  ) {
    this.lines = parent.descriptor.lines!;
    this.validate = lineValidators(child.descriptor, this.lines);
  }

  private get childFields() {
    return this.child.descriptor.fields as Record<string, FieldDescriptor>;
  }

  /** The live lines of a document, in order, as stored (with reference labels). */
  async readLines(db: Kysely<Database> | Transaction<Database>, parentId: number, forUpdate = false) {
    return this.child.store.childrenOf(db, this.lines.field, [parentId], this.lines.order, { forUpdate });
  }

  /**
   * A memo for a batch of saves of this document in one transaction (an import): it never
   * remembers the document's own rows nor its lines, which the batch writes.
   */
  newMemo(): BatchMemo {
    return new BatchMemo([this.parent.descriptor.id, this.child.descriptor.id]);
  }

  /** The parent row and its lines as the API shows them. */
  show(parentRow: Row, lineRows: readonly Row[], allowedActions?: readonly string[]): DocumentRow {
    return {
      ...serializeRow(this.parent.descriptor, parentRow, allowedActions),
      lines: lineRows.map((line) => serializeRow(this.child.descriptor, line)),
    };
  }

  async save(id: number | null, input: DocumentInput, version: number | undefined, caller: Caller) {
    return this.db.transaction().execute((trx) => this.saveIn(trx, id, input, version, caller));
  }

  /** Creates (`id` null) or updates a document inside an open transaction; returns the stored parent and lines. */
  async saveIn(
    trx: Transaction<Database>,
    id: number | null,
    input: DocumentInput,
    expectedVersion: number | undefined,
    caller: Caller,
  ): Promise<{ row: Row; lines: Row[] }> {
    const written = await this.writeIn(trx, id, input, expectedVersion, caller);
    return (await this.auditIn(trx, [written], caller.userId))[0]!;
  }

  /**
   * Checks and writes a document as saveIn does, without reading it back or auditing it: a batch
   * (an import) writes its documents so, then audits them all at once (auditIn). `memo` is the
   * batch's (newMemo); a single save is a batch of one.
   */
  async writeIn(
    trx: Transaction<Database>,
    id: number | null,
    input: DocumentInput,
    expectedVersion: number | undefined,
    caller: Caller,
    memo: BatchMemo = this.newMemo(),
  ): Promise<WrittenDocument> {
    const { lang } = caller;
    const action: WriteAction = id === null ? 'create' : 'update';
    let before: Row | null = null;
    let stored: Row[] = [];
    if (id !== null) {
      before = (await this.parent.store.get(trx, id, { forUpdate: true })) ?? null;
      if (!before) throw new HttpError(404, translate(lang, 'auth:notFound'));
      if (expectedVersion !== undefined && before.version !== expectedVersion)
        throw new HttpError(409, translate(lang, 'resources:errors.conflict'), {
          data: this.show(before, await this.readLines(trx, id)),
        });
      stored = await this.readLines(trx, id, true);
    }
    const storedById = new Map(stored.map((line) => [line.id as number, line]));
    // Without a list the lines stay as they are (a header-only PUT); the document rule still sees them.
    const given = input.lines ?? stored.map((line) => ({ id: line.id }));
    // Every problem of every line is collected before answering: the user fixes them in one go.
    const errors: Errors = {};
    const valid = this.checkShape(given, storedById, caller, errors);

    // Derived values, then the checks that need the tables, for the parent and every line.
    const parentCtx = this.context(trx, this.parent, action, caller, memo);
    let values = this.parent.rules.prepare
      ? await this.parent.rules.prepare(parentCtx, { ...input.values }, before)
      : input.values;
    try {
      values = await prepareFormFields(trx, this.parent.store, values, before, lang);
      await this.parent.checkValues(trx, values, lang, id ?? undefined, memo);
      await this.parent.checkTogether(trx, { ...(before ?? {}), ...values }, lang, id ?? undefined);
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      for (const [field, messages] of Object.entries((error.body.errors ?? {}) as Errors))
        for (const message of messages) add(errors, field, message);
    }
    // The document as it will be must stay inside the caller's row scope (EntityService.scopeProblems).
    const asWritten = { created_by: caller.userId, ...(before ?? {}), ...values };
    for (const p of await this.parent.scopeProblems(trx, [asWritten], [values], caller))
      add(errors, p.field, p.message);
    const prepared = await this.prepareLines(trx, given, valid, storedById, caller, errors, memo);
    const checked = [...valid].filter((index) => !hasLineErrors(errors, index));
    const problems = await findRowProblems(
      trx,
      this.child.store,
      checked.map((index) => prepared[index]!),
      lang,
      memo,
    );
    for (const p of problems) add(errors, `lines.${checked[p.index]}.${p.field}`, p.message);
    if (Object.keys(errors).length > 0)
      throw new ValidationFailed(translate(lang, 'validation:failed'), errors);

    const whole = { ...(before ?? {}), ...values };
    const documentLines = prepared.map((p) => ({ ...(p.before ?? {}), ...p.values }));
    const derived = this.parent.rules.deriveDocument
      ? await this.parent.rules.deriveDocument(parentCtx, { values: whole, lines: documentLines })
      : {};
    // What the document rule completed on its lines (a rate from the document's date) is written too.
    prepared.forEach((p, i) => {
      const asGiven = { ...(p.before ?? {}), ...p.values };
      for (const [name, value] of Object.entries(documentLines[i]!))
        if (asGiven[name] !== value) p.values[name] = value;
    });

    // Everything is checked: write the parent once (one new version), then its lines.
    const parentValues = { ...values, ...derived };
    const parentId = id ?? (await this.parent.store.insert(trx, parentValues, caller.userId));
    // After the document's own rules, which may say more: past the descriptor's editableWhen (a
    // posted voucher) a document moves by row actions only.
    if (before && !rowConditionHolds(this.parent.descriptor.editableWhen, before))
      throw new HttpError(409, translate(lang, 'resources:errors.notEditable'));
    if (id !== null) await this.parent.store.update(trx, id, parentValues, caller.userId);
    // A document's own attachments are tied to it as on any entity's write (server/files).
    await attachFiles(trx, this.parent.descriptor, parentId, before, parentValues, caller);
    const kept = new Set(prepared.flatMap((p) => (p.id ? [p.id] : [])));
    const removed = stored.filter((line) => !kept.has(line.id as number)).map((line) => line.id as number);
    await this.child.store.setDeleted(trx, removed, true, caller.userId);
    const place = (values: Row, index: number) => ({
      ...values,
      [this.lines.field]: parentId,
      [this.lines.order]: index + 1,
    });
    const updates = prepared.flatMap((p, i) => (p.id ? [{ id: p.id, values: place(p.values, i) }] : []));
    for (let i = 0; i < updates.length; i += 500)
      await this.child.store.updateMany(trx, updates.slice(i, i + 500), caller.userId);
    const inserts = prepared.flatMap((p, i) => (p.id ? [] : [place(p.values, i)]));
    for (let i = 0; i < inserts.length; i += 500)
      await this.child.store.insertMany(trx, inserts.slice(i, i + 500), caller.userId);

    return { id: parentId, action, before, stored };
  }

  /**
   * Reads written documents back and records one audit entry for each, its lines included (the
   * change is one act of the user): three statements per 500 documents, not three per document.
   * @returns each document's stored parent and lines, in the order given
   */
  async auditIn(
    trx: Transaction<Database>,
    written: readonly WrittenDocument[],
    userId: number,
  ): Promise<Array<{ row: Row; lines: Row[] }>> {
    const out: Array<{ row: Row; lines: Row[] }> = [];
    for (let i = 0; i < written.length; i += 500) {
      const chunk = written.slice(i, i + 500);
      const ids = chunk.map((w) => w.id);
      const rows = new Map((await this.parent.store.getMany(trx, ids)).map((r) => [r.id as number, r]));
      const lines = new Map<number, Row[]>(ids.map((id) => [id, []]));
      for (const line of await this.child.store.childrenOf(trx, this.lines.field, ids, this.lines.order))
        lines.get(line[this.lines.field] as number)?.push(line);
      const saved = chunk.map((w) => ({ row: rows.get(w.id)!, lines: lines.get(w.id)! }));
      await trx
        .insertInto('audit_log')
        .values(
          chunk.map((w, j) => ({
            entity: this.parent.descriptor.id,
            record_id: w.id,
            action: w.action,
            user_id: userId,
            before: w.before ? JSON.stringify(this.show(w.before, w.stored)) : null,
            after: JSON.stringify(this.show(saved[j]!.row, saved[j]!.lines)),
          })),
        )
        .execute();
      out.push(...saved);
    }
    return out;
  }

  /** The list as a whole and each line against the child's JSON Schema: errors keyed `lines` and `lines.{i}.{field}`. */
  private checkShape(
    given: readonly Row[],
    storedById: Map<number, Row>,
    caller: Caller,
    errors: Errors,
  ): Set<number> {
    const { lang } = caller;
    const valid = new Set<number>();
    const min = this.lines.minItems ?? 0;
    const max = this.lines.maxItems ?? DEFAULT_LINES_MAX_ITEMS;
    if (given.length < min) add(errors, 'lines', translate(lang, 'resources:lines.tooFew', { count: min }));
    if (given.length > max) add(errors, 'lines', translate(lang, 'resources:lines.tooMany', { count: max }));
    const seen = new Set<number>();
    given.forEach((line, index) => {
      const existing = line.id !== undefined;
      const validate = existing ? this.validate.update : this.validate.create;
      if (!validate(line)) {
        const byField = toLaravelErrors(
          (validate.errors ?? []) as FastifySchemaValidationError[],
          lang,
          (field) => {
            const f = this.childFields[field];
            return f ? translate(lang, f.title) : undefined;
          },
        );
        for (const [field, messages] of Object.entries(byField))
          for (const message of messages) add(errors, `lines.${index}.${field}`, message);
        return;
      }
      if (existing) {
        const lineId = line.id as number;
        const known = storedById.has(lineId) && !seen.has(lineId);
        seen.add(lineId);
        if (!known) {
          add(errors, `lines.${index}.id`, translate(lang, 'resources:lines.unknownLine', { id: lineId }));
          return;
        }
      }
      valid.add(index);
    });
    return valid;
  }

  /** Runs the child's `prepare` rule on every line of a valid shape; a refusal becomes that line's errors. */
  private async prepareLines(
    trx: Transaction<Database>,
    given: readonly Row[],
    valid: ReadonlySet<number>,
    storedById: Map<number, Row>,
    caller: Caller,
    errors: Errors,
    memo: BatchMemo,
  ): Promise<Array<{ id?: number; values: Row; before?: Row }>> {
    const prepare = this.child.rules.prepare;
    const out: Array<{ id?: number; values: Row; before?: Row }> = [];
    for (const [index, line] of given.entries()) {
      const { id: lineId, ...rest } = line;
      const before = lineId === undefined ? undefined : storedById.get(lineId as number);
      let values: Row = rest;
      if (prepare && valid.has(index)) {
        const ctx = this.context(trx, this.child, before ? 'update' : 'create', caller, memo);
        try {
          values = await prepare(ctx, { ...rest }, before ?? null);
        } catch (error) {
          if (!(error instanceof ValidationFailed)) throw error;
          const byField = (error.body.errors ?? {}) as Errors;
          for (const [field, messages] of Object.entries(byField))
            for (const message of messages) add(errors, `lines.${index}.${field}`, message);
        }
      }
      out.push(lineId === undefined ? { values } : { id: lineId as number, values, before });
    }
    return out;
  }

  private context(
    trx: Transaction<Database>,
    service: EntityService,
    action: WriteAction,
    caller: Caller,
    memo: BatchMemo,
  ): RuleContext {
    return { trx, descriptor: service.descriptor, action, userId: caller.userId, lang: caller.lang, memo };
  }
}

function hasLineErrors(errors: Errors, index: number): boolean {
  const prefix = `lines.${index}.`;
  return Object.keys(errors).some((key) => key.startsWith(prefix));
}

function add(errors: Errors, key: string, message: string) {
  const list = errors[key] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[key] = list;
}
