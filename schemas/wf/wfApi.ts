import type { LocalisedText } from './localisedText';
import type { FlowDefinition } from './flowDefinition';
import type { FormDefinition } from './formDefinition';

/**
 * The sign-off API as server (server/wf) and web (screens/wf) share it. Paths are relative to
 * the site; every call answers 401 / 403 / 404 / 409 / 422 as DESIGN.md section 4 says.
 *
 * Templates (admin, `wf.admin`):
 *   GET  /api/wf/template/{id}/definition           → TemplateDefinitionView (latest version)
 *   PUT  /api/wf/template/{id}/definition           TemplateDefinitionInput → TemplateDefinitionView
 *        (saves a new version; running instances keep the version they started with)
 *   POST /api/wf/template/{id}/copy                 → { data: the new template's row } (named
 *        "… (copy)" in each language, inactive, with a copy of the current definition)
 *   GET  /api/wf/designer/job-positions             → { data: {id, name}[] } (the position rule's choices)
 *   categories / templates / delegations are descriptor entities (wf.templateCategory,
 *   wf.template, wf.delegation) under /api/wf/template-category, /api/wf/template, /api/wf/delegation;
 *   the first two answer their paged admin list at `{api}/list` (descriptor `listApi`), since their
 *   bare GETs are the cached lists below. Row actions: POST /api/wf/template/{id}/actions/activate
 *   and .../deactivate (copy is the designer's POST /api/wf/template/{id}/copy).
 * Cached lists (spec section 5): GET /api/wf/template-category, /api/wf/template-category/user,
 *   /api/wf/template, /api/wf/template-definition, /api/common/user-common-word.
 *
 * Applications (`wf.use`):
 *   GET  /api/wf/usable-template                     → { data: UsableTemplate[] } (what the caller may apply with)
 *   POST /api/wf/instance/preview                    PreviewInput → PlanView (who will sign each stage)
 *   POST /api/wf/instance                            SaveInstanceInput → InstanceView (draft, or submitted)
 *   PUT  /api/wf/instance/{id}                       SaveInstanceInput & {version} → InstanceView
 *        (a draft, or an application returned to its applicant for revision)
 *   GET  /api/wf/instance?folder=&q=&applicant=&from=&to=&template=&page=&per_page=
 *                                                    → { data: InstanceRow[], meta }
 *   GET  /api/wf/instance/counts                     → FolderCounts
 *   GET  /api/wf/instance/{id}                       → InstanceView (403 unless the caller may see it)
 *   POST /api/wf/instance/{id}/action                ActionInput → InstanceView (409 when `version` is stale
 *        or the caller's task was already decided)
 *   POST /api/wf/instance/{id}/files                 the raw file as the body, its name URI-encoded in
 *        X-File-Name (as docs/guide-files.md) → 201 { data: { id, name, size, mime } }; the upload is the
 *        caller's until a save (`fileIds`, a form's file field) or an action (`fileIds`) attaches it
 *   POST /api/wf/instance/files                      the same before the application exists (added)
 *   GET  /api/wf/instance/{id}/files/{fileId}        the file (same visibility as the instance)
 *   DELETE /api/wf/instance/{id}?version=            the applicant deletes a draft → 204 (added)
 * Administration (`wf.admin`):
 *   GET  /api/wf/running?q=&page=&per_page=          every running instance (list)
 *   POST /api/wf/instance/{id}/admin                 AdminActionInput → InstanceView (reroute, end)
 *   POST /api/wf/hand-over                           { fromUserId, toUserId } → { moved: number }
 */

export const FOLDERS = ['receive', 'mine', 'draft', 'signed', 'cc', 'finished'] as const;
/** receive: waiting for the caller (or someone they act for); mine: the caller's running
 * applications; draft: unsent; signed: the caller decided on it; cc: copied to the caller;
 * finished: the caller's applications that ended (approved, rejected, withdrawn, ended). */
export type Folder = (typeof FOLDERS)[number];
export type FolderCounts = Record<Folder, number>;

/** draft → running → approved | rejected | withdrawn | ended (by an administrator);
 * `returned`: back with the applicant to revise and resubmit (counts as running). */
export const INSTANCE_STATUSES = [
  'draft',
  'running',
  'returned',
  'approved',
  'rejected',
  'withdrawn',
  'ended',
] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];

/** Spec section 4: the workflow status a notification carries (`data.workflow.status`);
 * S (a new item to sign), A (approved), E (ended otherwise: rejected, returned, withdrawn,
 * ended) refresh the sign-off list. C (copied) and R (reminder) do not. */
export type WorkflowNotificationStatus = 'S' | 'A' | 'E' | 'C' | 'R';

export const ACTIONS = [
  'approve',
  'reject',
  'return',
  'addSigner',
  'forward',
  'comment',
  'withdraw',
] as const;
export type WfAction = (typeof ACTIONS)[number];

export interface ActionInput {
  action: WfAction;
  /** The instance version the caller saw; a stale one gets 409. */
  version: number;
  comment?: string;
  /** Files (ids from POST /files) attached with this action. */
  fileIds?: number[];
  /** reject: `end` finishes the application; `applicant` returns it to the applicant to revise. */
  rejectTo?: 'end' | 'applicant';
  /** return: an earlier stage key the instance goes back to. */
  toStageKey?: string;
  /** addSigner / forward: who. */
  userIds?: number[];
  /** addSigner: sign before the caller (the caller decides after them) or after (a new stage after this one). */
  position?: 'before' | 'after';
  /** When the caller acts as a delegate: the user they act for (else the engine picks the
   * only one it can, or answers 422 asking which). */
  onBehalfOf?: number;
}

export interface AdminActionInput {
  action: 'reroute' | 'end';
  version: number;
  reason: string;
  /** reroute: the current stage's new approvers (replacing the pending ones). */
  userIds?: number[];
}

export interface SaveInstanceInput {
  templateId: number;
  values: Record<string, unknown>;
  fileIds?: number[];
  /** Per stage key whose approvers include `applicantChoice`: the users the applicant picked. */
  chosenApprovers?: Record<string, number[]>;
  /** true: submit now; false: keep as a draft. */
  submit: boolean;
  version?: number;
}

export type PreviewInput = Omit<SaveInstanceInput, 'submit' | 'version'>;

export interface UserRef {
  id: number;
  name: string;
}

/** A stage as planned (before it runs) or as it ran. */
export interface StageView {
  key: string;
  name: LocalisedText;
  /** Index of the flow step, and of the branch within a parallel step (0 otherwise). */
  step: number;
  branch: number;
  mode: string;
  required: number;
  state: 'planned' | 'active' | 'approved' | 'rejected' | 'skipped' | 'returned' | 'cancelled';
  /** Why skipped: `condition` (its condition did not hold) or `noApprover`. */
  skippedBecause?: 'condition' | 'noApprover';
  approvers: Array<
    UserRef & {
      state:
        | 'planned'
        | 'pending'
        | 'waiting'
        | 'approved'
        | 'rejected'
        | 'returned'
        | 'cancelled'
        | 'forwarded';
      actedBy?: UserRef;
      actedAt?: string;
      comment?: string;
      addedBy?: UserRef;
    }
  >;
  cc: UserRef[];
  deadline?: string;
  /**
   * Set on a planned stage (the preview) whose rules include `applicantChoice`: the applicant picks
   * (some of) its signers when submitting, in `chosenApprovers[key]`. Added for the filling form,
   * which has no flow definition to read it from (the cached definitions carry the form only).
   */
  applicantChooses?: boolean;
}

export interface PlanView {
  stages: StageView[];
  /** Stages that refuse the submit (`block` with nobody to sign), by key, with the reason. */
  problems: Array<{ stageKey: string; message: string }>;
}

export interface HistoryEntry {
  id: number;
  action: WfAction | 'submit' | 'resubmit' | 'reroute' | 'end' | 'skip' | 'handOver' | 'autoApprove';
  actor: UserRef | null;
  /** Set when the actor acted for someone else (a delegate, or a hand-over). */
  onBehalfOf?: UserRef;
  stageKey?: string;
  comment?: string;
  files?: Array<{ id: number; name: string; size: number }>;
  at: string;
  details?: Record<string, unknown>;
}

export interface InstanceRow {
  id: number;
  number: string | null;
  title: string;
  template: { id: number; name: LocalisedText };
  applicant: UserRef;
  status: InstanceStatus;
  currentStages: Array<{ key: string; name: LocalisedText }>;
  submittedAt: string | null;
  updatedAt: string;
}

export interface InstanceView extends InstanceRow {
  version: number;
  templateVersionId: number;
  form: FormDefinition;
  values: Record<string, unknown>;
  files: Array<{ id: number; name: string; size: number; mime: string }>;
  stages: StageView[];
  history: HistoryEntry[];
  /** What the caller may do now (the web shows only these; the server checks again). */
  allowed: {
    actions: WfAction[];
    /** Stages `return` may go back to. */
    returnTo: Array<{ key: string; name: LocalisedText }>;
    /** The users the caller may act for on this instance (themself first when they are a signer). */
    actingFor: UserRef[];
    edit: boolean;
    admin: boolean;
  };
}

export interface UsableTemplate {
  id: number;
  name: LocalisedText;
  /** The template's kind (`general`, or a module's: attendance's `leave`). */
  kind: string;
  categoryId: number | null;
  description?: string | null;
  versionId: number;
}

export interface TemplateDefinitionView {
  templateId: number;
  /** The template's name (added for the designer's heading). */
  name: LocalisedText;
  /** null (and `versionNo` 0, an empty form and flow) before the definition's first save. */
  versionId: number | null;
  versionNo: number;
  form: FormDefinition;
  flow: FlowDefinition;
  /** How many instances use this version (an edit then makes a new version). */
  usedBy: number;
  updatedAt: string;
}

export interface TemplateDefinitionInput {
  form: FormDefinition;
  flow: FlowDefinition;
  /** The versionId the designer loaded; a newer one saved since gets 409. */
  baseVersionId: number | null;
}
