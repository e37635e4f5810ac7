import type { Selectable } from 'kysely';
import type { WfInstancesTable, WfStageRunsTable, WfTasksTable } from '../../db/DatabaseSchema';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { WorkflowNotificationStatus } from '../../../schemas/wf/wfApi';
import type { WfCommonSettings } from '../../../schemas/wf/wfSettings';
import type { Language } from '../../http/translate';
import type { WfKind } from '../kinds/WfKind';
import type { ApproverResolver } from './resolveApprovers';
import type { WfTrx } from './wfDatabase';

export type InstanceRecord = Selectable<WfInstancesTable>;
export type RunRecord = Selectable<WfStageRunsTable>;
export type TaskRecord = Selectable<WfTasksTable>;

/** Run states that still take part in the flow. */
export const OPEN_RUN_STATES = ['active', 'planned'] as const;
/** Task states that still wait for someone. */
export const OPEN_TASK_STATES = ['pending', 'waiting', 'planned'] as const;

/** What the notification settings call each kind of news (schemas/wf/wfSettings.ts). */
export type NoticeEvent = 'newTask' | 'approved' | 'rejected' | 'returned' | 'overdue' | 'copied';

/** A notification decided inside a step, delivered after the step commits. */
export interface Notice {
  event: NoticeEvent;
  status: WorkflowNotificationStatus;
  userIds: number[];
  /** What happened, for the message (`approved`, `rejected`, `returned`, `withdrawn`, `ended`, `newTask`...). */
  what: string;
}

/**
 * Everything one step (a submit, an action, an administrator's change) works with, inside its
 * transaction. The flow functions change `instance` in memory; the step saves it once at the end.
 */
export interface StepContext {
  trx: WfTrx;
  now: Date;
  /** The organisation's today (`YYYY-MM-DD` in its time zone), for delegations. */
  today: string;
  instance: InstanceRecord;
  flow: FlowDefinition;
  form: FormDefinition;
  kind: WfKind;
  settings: WfCommonSettings;
  resolver: ApproverResolver;
  /** Who acts (null: the system, e.g. a reminder). */
  actorId: number | null;
  lang: Language;
  notices: Notice[];
}
