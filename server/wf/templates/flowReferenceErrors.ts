import type { Kysely } from 'kysely';
import type { FlowDefinition } from '../../../schemas/wf/flowDefinition';
import { flowReferences } from '../../../schemas/wf/flowProblems';
import type { Database } from '../../db/DatabaseSchema';
import { type Language, translate } from '../../http/translate';

/**
 * The approver and CC rules of a flow that name a user, department, job position or group that
 * does not exist (or was deleted; a user also when inactive, who could never sign), keyed by the
 * path of each mention, in the caller's language. One query per kind.
 * @example await flowReferenceErrors(db, flow, 'en') // { 'flow.steps.0.stage.approvers.0.userIds.1': ['…'] }
 */
export async function flowReferenceErrors(
  db: Kysely<Database>,
  flow: FlowDefinition,
  lang: Language,
): Promise<Record<string, string[]>> {
  const refs = flowReferences(flow);
  const live = async (
    ids: Map<number, string[]>,
    find: (list: number[]) => Promise<Array<{ id: number }>>,
  ): Promise<Set<number>> =>
    ids.size === 0 ? new Set() : new Set((await find([...ids.keys()])).map((r) => r.id));
  const [users, departments, jobPositions, groups] = await Promise.all([
    live(refs.users, (list) =>
      db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', list)
        .where('deleted_at', 'is', null)
        .where('is_active', '=', true)
        .execute(),
    ),
    live(refs.departments, (list) =>
      db
        .selectFrom('departments')
        .select('id')
        .where('id', 'in', list)
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    live(refs.jobPositions, (list) =>
      db
        .selectFrom('job_positions')
        .select('id')
        .where('id', 'in', list)
        .where('deleted_at', 'is', null)
        .execute(),
    ),
    live(refs.groups, (list) =>
      db.selectFrom('groups').select('id').where('id', 'in', list).where('deleted_at', 'is', null).execute(),
    ),
  ]);
  const errors: Record<string, string[]> = {};
  const check = (ids: Map<number, string[]>, found: Set<number>, code: string) => {
    for (const [id, paths] of ids) {
      if (found.has(id)) continue;
      for (const path of paths) errors[path] = [translate(lang, `wf:designer.problems.${code}`, { id })];
    }
  };
  check(refs.users, users, 'unknownUser');
  check(refs.departments, departments, 'unknownDepartment');
  check(refs.jobPositions, jobPositions, 'unknownJobPosition');
  check(refs.groups, groups, 'unknownGroup');
  return errors;
}
