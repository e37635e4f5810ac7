import type { Selectable, Transaction } from 'kysely';
import type { FormFieldType, FormOption } from '../../../schemas/wf/formDefinition';
import type { Database, WfInstancesTable } from '../../db/DatabaseSchema';
import type { Executor } from '../../db/Executor';
import type { Language } from '../../http/translate';

/** What every hook receives: the step's transaction and the application as it is at that moment. */
export interface WfHookContext {
  /** The step's own transaction: write through it, and a throw rolls the whole step back. */
  trx: Transaction<Database>;
  instance: Readonly<Selectable<WfInstancesTable>>;
  /** Who acted (null: the system). */
  actorId: number | null;
  now: Date;
  /** The language of whoever acted, for a refusal's message. */
  lang: Language;
}

export interface WfDecision {
  action: 'approve' | 'reject' | 'return';
  taskId: number;
  stageKey: string;
  /** The approver the actor acted for, when not themself (a delegate). */
  onBehalfOf: number | null;
  comment: string | null;
}

/**
 * A kind of template (`wf_templates.kind`) and the server-side hooks a module runs at the
 * engine's steps, inside the step's transaction (docs/guide-workflow-kinds.md). A hook that
 * throws rolls the step back: an `HttpError` reaches the caller as it is (a 422 with the
 * module's message), anything else as a 500.
 */
export interface WfKind {
  id: string;
  /**
   * The fields a form of this kind must have, by key and type, for the hooks to read: the
   * designer refuses to save a definition without them (a leave form without its period).
   */
  formFields?: readonly { key: string; type: FormFieldType }[];
  /**
   * The options of the kind's `select` fields, read from the module's own rows (leave types),
   * by field key: they replace what the designer typed wherever the form is filled, checked or
   * shown. `filling` is true when the applicant is choosing: only what may still be chosen.
   */
  /**
   * The descriptor entities whose rows the hooks write (leave records, balances): after each
   * step the engine announces them as changed, so open lists and pick lists refresh.
   */
  writes?: readonly string[];
  formOptions?: (db: Executor, filling: boolean) => Promise<Readonly<Record<string, FormOption[]>>>;
  /** Submitted or resubmitted (after the number is taken, before the first stage starts). */
  onSubmit?: (context: WfHookContext) => Promise<void>;
  /** An approver approved, rejected or returned (before the flow moves on). */
  onDecision?: (context: WfHookContext & { decision: WfDecision }) => Promise<void>;
  /** The last stage approved: the application is approved. */
  onApproved?: (context: WfHookContext) => Promise<void>;
  /** Rejected to the end, or ended by an administrator (`how`). */
  onRejected?: (context: WfHookContext & { how: 'rejected' | 'ended' }) => Promise<void>;
  /** The applicant withdrew it. */
  onWithdrawn?: (context: WfHookContext) => Promise<void>;
}

/** Kinds by id, built at the root (buildWfKinds); the engine refuses a template of an unknown kind. */
export type WfKindRegistry = ReadonlyMap<string, WfKind>;
