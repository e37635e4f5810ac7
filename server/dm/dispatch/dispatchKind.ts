import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { WfHookContext, WfKind } from '../../wf/kinds/WfKind';

/** The form field that names the dispatch, by its register number (docs/guide-dm-dispatch.md). */
export const DISPATCH_NUMBER_FIELD = 'dispatchNumber';

type DispatchStatus = 'registered' | 'routing' | 'approved' | 'rejected' | 'closed';

interface DispatchRow {
  id: number;
  number: string;
  status: DispatchStatus;
  wf_instance_id: number | null;
}

function refuse(lang: Language, key: string, values: Record<string, string> = {}): never {
  throw new ValidationFailed(translate(lang, 'validation:failed'), {
    [DISPATCH_NUMBER_FIELD]: [translate(lang, `dm:dispatch.errors.${key}`, values)],
  });
}

const COLUMNS = sql`id, number, status, wf_instance_id`;

/** The live dispatch of a register number, locked for the step. */
const dispatchByNumber = async (trx: Executor, number: string) =>
  (
    await sql<DispatchRow>`select ${COLUMNS} from dm_dispatches
      where number = ${number} and deleted_at is null for update`.execute(trx)
  ).rows[0];

/** The live dispatch an application is linked to, locked for the step; undefined if none. */
const dispatchOf = async (trx: Executor, instanceId: number) =>
  (
    await sql<DispatchRow>`select ${COLUMNS} from dm_dispatches
      where wf_instance_id = ${instanceId} and deleted_at is null for update`.execute(trx)
  ).rows[0];

/** Moves a dispatch (and its link to the application), bumping its version, with an audit record. */
async function moveDispatch(
  c: WfHookContext,
  dispatch: DispatchRow,
  status: DispatchStatus,
  action: string,
): Promise<void> {
  await sql`update dm_dispatches set status = ${status}, wf_instance_id = ${c.instance.id},
    wf_number = ${c.instance.number}, updated_at = now(), updated_by = ${c.actorId}, version = version + 1
    where id = ${dispatch.id}`.execute(c.trx);
  await sql`insert into audit_log (entity, record_id, action, user_id, before, after)
    values ('dm.dispatch', ${dispatch.id}, ${action}, ${c.actorId},
      ${JSON.stringify({ status: dispatch.status, wf_instance_id: dispatch.wf_instance_id })},
      ${JSON.stringify({ status, wf_instance_id: c.instance.id, wf_number: c.instance.number })})`.execute(
    c.trx,
  );
}

/** The linked dispatch, when it is still routing under this application. */
async function routingDispatch(c: WfHookContext): Promise<DispatchRow | undefined> {
  const dispatch = await dispatchOf(c.trx, c.instance.id);
  return dispatch?.status === 'routing' ? dispatch : undefined;
}

/**
 * Paper dispatch's sign-off (issue 17), a template kind: the form names a registered dispatch
 * by its number; the submit links the application to it and moves it to `routing` (refused
 * when it is already routing under another application, approved or closed); the final approval
 * moves it to `approved`, a rejection or an administrator's end to `rejected`, a withdrawal back
 * to `registered`. A return to the applicant keeps it routing: the application is still alive.
 */
export const DISPATCH_KIND: WfKind = {
  id: 'dispatch',
  formFields: [{ key: DISPATCH_NUMBER_FIELD, type: 'text' }],
  writes: ['dm.dispatch'],

  onSubmit: async (c) => {
    const number = String(c.instance.values[DISPATCH_NUMBER_FIELD] ?? '').trim();
    const dispatch = number ? await dispatchByNumber(c.trx, number) : undefined;
    if (!dispatch) return refuse(c.lang, 'unknownDispatch', { number });
    // A resubmit after a return: the dispatch is already routing under this same application.
    if (dispatch.status === 'routing' && dispatch.wf_instance_id === c.instance.id) return;
    if (dispatch.status !== 'registered')
      refuse(c.lang, 'notRoutable', {
        number,
        status: translate(c.lang, `dm:options.dispatch.status.${dispatch.status}`),
      });
    // A dispatch routed before (rejected, reopened) drops its old application's link for this one.
    await moveDispatch(c, dispatch, 'routing', 'signOff.submit');
  },

  onApproved: async (c) => {
    const dispatch = await routingDispatch(c);
    if (dispatch) await moveDispatch(c, dispatch, 'approved', 'signOff.approved');
  },

  onRejected: async (c) => {
    const dispatch = await routingDispatch(c);
    if (dispatch) await moveDispatch(c, dispatch, 'rejected', `signOff.${c.how}`);
  },

  onWithdrawn: async (c) => {
    const dispatch = await routingDispatch(c);
    if (dispatch) await moveDispatch(c, dispatch, 'registered', 'signOff.withdrawn');
  },
};
