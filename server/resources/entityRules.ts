import type { Transaction } from 'kysely';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import type { Language } from '../http/translate';
import type { CachedList } from '../realtime/broadcastCacheChanged';
import type { BatchMemo } from './BatchMemo';
import type { EntityService } from './EntityService';

export type WriteAction = 'create' | 'update' | 'delete' | 'restore';

export interface RuleContext {
  trx: Transaction<Database>;
  descriptor: EntityDescriptor;
  action: WriteAction;
  userId: number;
  lang: Language;
  /**
   * The batch's memo when the write is one of a batch (a document import): a rule may ask its
   * lookups of master data through it (`ctx.memo.once`), once per batch instead of once per row.
   * Absent outside a batch: ask the database.
   */
  memo?: BatchMemo;
}

/**
 * Business rules that are more than validation, attached to an entity by id
 * (DESIGN.md section 3): they run inside the write's transaction.
 * - `prepare` may change or complete the values about to be written (e.g. a
 *   line total) or throw ValidationFailed;
 * - `afterWrite` runs after the row is written (e.g. recompute a parent's totals).
 */
export interface EntityRules {
  prepare?: (
    ctx: RuleContext,
    values: Record<string, unknown>,
    before: Record<string, unknown> | null,
  ) => Promise<Record<string, unknown>>;
  afterWrite?: (
    ctx: RuleContext,
    row: Record<string, unknown>,
    before: Record<string, unknown> | null,
  ) => Promise<void>;
  /**
   * Runs once after rows are created, inside the write's transaction, with all of them: one
   * row for a form's create, the whole batch for an import. For derived data of many rows at
   * once without writing an import row by row (as `afterWrite` does): the attendance days a
   * file of punches falls on are recomputed in one go.
   */
  afterCreated?: (ctx: RuleContext, rows: readonly Record<string, unknown>[]) => Promise<void>;
  /**
   * For a document with line items (`lines` in its descriptor): runs once per save, after
   * every line's `prepare` and before anything is written, on the document as it will be
   * stored. Returns parent values it derives (totals), or throws ValidationFailed to
   * refuse the whole save (debits ≠ credits), with errors keyed `lines` or `lines.{i}.{field}`.
   * It may also complete the lines it is given, setting fields on them (a foreign-currency line's
   * rate from the document's date): those values are written with the lines.
   */
  deriveDocument?: (ctx: RuleContext, document: DocumentToSave) => Promise<Record<string, unknown>>;
  /**
   * The handlers of the descriptor's row actions that name no `set`, `link` or `route`, by key
   * (docs/guide-admin-screen.md, "Row actions"): `POST {api}/{id}/actions/{key}` runs the one
   * named, in a transaction, on the row locked for update, after the right, the row's version,
   * its `when` and the reason were checked. The start refuses a descriptor whose action has none.
   */
  rowActions?: Readonly<Record<string, RowActionHandler>>;
  /**
   * The spec's cached lists (server/realtime/broadcastCacheChanged.ts) this entity's rows feed,
   * served by the module: after every committed write through the generic API their urls are
   * announced with the entity's own pick list, so open clients refetch them.
   */
  cachedLists?: readonly CachedList[];
}

/** What a row action handler is given besides the rule context. */
export interface RowActionInput {
  /** The live row, locked for update, as the store reads it. */
  row: Record<string, unknown>;
  /** What the user typed when the action asks for a reason; null otherwise. */
  reason: string | null;
  /** The date chosen when the action asks for one (`YYYY-MM-DD`, the format checked); null otherwise. */
  date?: string | null;
  /** The entity's service, to write through validation, rules and audit (`updateIn`, `createIn`). */
  service: EntityService;
}

/**
 * Does a row action. Returns the row to show (default: the row read again after the handler),
 * and 201 when it made a new one (a copy).
 */
export type RowActionHandler = (
  ctx: RuleContext,
  input: RowActionInput,
) => Promise<{ row?: Record<string, unknown>; status?: 200 | 201 } | undefined>;

/** A document about to be saved: its values (stored ones overlaid with the write) and its lines, in order. */
export interface DocumentToSave {
  values: Record<string, unknown>;
  lines: ReadonlyArray<Record<string, unknown>>;
}

/** The explicit map of rules, by entity id; built in server/modules and passed to the resource routes. */
export type EntityRulesRegistry = ReadonlyMap<string, EntityRules>;
