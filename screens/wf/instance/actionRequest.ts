import type { ActionInput, AdminActionInput, InstanceView, WfAction } from '../../../schemas/wf/wfApi';

/** What the action dialog asks for: a decision of the caller, or an administrator's reroute or end. */
export type DialogAction = WfAction | 'reroute' | 'end';

/** What the user filled in the dialog. */
export interface ActionDraft {
  comment: string;
  fileIds: number[];
  rejectTo: 'end' | 'applicant' | null;
  toStageKey: string | null;
  userIds: number[];
  position: 'before' | 'after';
  /** The user the caller acts for; their own id when they sign for themself. */
  onBehalfOf: number | null;
}

export function emptyDraft(view: InstanceView): ActionDraft {
  return {
    comment: '',
    fileIds: [],
    rejectTo: null,
    toStageKey: null,
    userIds: [],
    position: 'before',
    onBehalfOf: view.allowed.actingFor[0]?.id ?? null,
  };
}

/** The fields each action asks for before it may be sent, by field name; empty when complete. */
export function missingFields(action: DialogAction, draft: ActionDraft): string[] {
  const missing: string[] = [];
  if ((action === 'comment' || action === 'end' || action === 'reroute') && !draft.comment.trim())
    missing.push('comment');
  if (action === 'reject' && !draft.rejectTo) missing.push('rejectTo');
  if (action === 'return' && !draft.toStageKey) missing.push('toStageKey');
  if ((action === 'addSigner' || action === 'forward' || action === 'reroute') && draft.userIds.length === 0)
    missing.push('userIds');
  return missing;
}

/**
 * The body of POST /action for a decision: only the fields its action uses, and `onBehalfOf`
 * only when the caller acts for someone else.
 */
export function actionInput(
  action: WfAction,
  draft: ActionDraft,
  view: InstanceView,
  me: number,
): ActionInput {
  const input: ActionInput = { action, version: view.version };
  const comment = draft.comment.trim();
  if (comment) input.comment = comment;
  if (draft.fileIds.length > 0) input.fileIds = draft.fileIds;
  if (action === 'reject' && draft.rejectTo) input.rejectTo = draft.rejectTo;
  if (action === 'return' && draft.toStageKey) input.toStageKey = draft.toStageKey;
  if (action === 'addSigner') {
    input.userIds = draft.userIds;
    input.position = draft.position;
  }
  if (action === 'forward') input.userIds = draft.userIds.slice(0, 1);
  if (draft.onBehalfOf !== null && draft.onBehalfOf !== me && action !== 'withdraw')
    input.onBehalfOf = draft.onBehalfOf;
  return input;
}

/** The body of POST /admin: the reason, and for a reroute the stage's new signers. */
export function adminInput(
  action: 'reroute' | 'end',
  draft: ActionDraft,
  view: InstanceView,
): AdminActionInput {
  const input: AdminActionInput = { action, version: view.version, reason: draft.comment.trim() };
  if (action === 'reroute') input.userIds = draft.userIds;
  return input;
}
