import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { StepContext } from './engineTypes';

/** The `files` rows of sign-off uploads: entity `wf.instance`, field `files`, record the application. */
export const WF_FILE_ENTITY = 'wf.instance';
export const WF_FILE_FIELD = 'files';

/**
 * Ties uploads to the application inside the step (as server/files/attachFiles does for
 * records): an id new to the application must be the caller's own upload, not attached to
 * anything; ids the application already holds stay allowed. Ids in `before` left out are
 * detached (marked deleted; the bytes stay for the history). A refused id is a 422 on `field`.
 */
export async function attachApplicationFiles(
  ctx: StepContext,
  caller: { userId: number; lang: Language },
  ids: readonly number[],
  before: readonly number[],
  field = 'fileIds',
): Promise<void> {
  const wanted = [...new Set(ids)];
  const held = new Set<number>();
  if (wanted.length > 0) {
    const rows = await ctx.trx
      .selectFrom('files')
      .select(['id', 'record_id', 'created_by'])
      .where('id', 'in', wanted)
      .where('entity', '=', WF_FILE_ENTITY)
      .where('deleted_at', 'is', null)
      .execute();
    for (const r of rows)
      if (r.record_id === ctx.instance.id || (r.record_id === null && r.created_by === caller.userId))
        held.add(r.id);
    const refused = wanted.filter((id) => !held.has(id));
    if (refused.length > 0)
      throw new ValidationFailed(translate(caller.lang, 'validation:failed'), {
        [field]: [translate(caller.lang, 'wf:engine.filesNotYours', { ids: refused.join(', ') })],
      });
    await ctx.trx
      .updateTable('files')
      .set({ record_id: ctx.instance.id })
      .where('id', 'in', wanted)
      .where('record_id', 'is', null)
      .execute();
  }
  const removed = before.filter((id) => !wanted.includes(id));
  if (removed.length > 0)
    await ctx.trx
      .updateTable('files')
      .set({ deleted_at: ctx.now })
      .where('id', 'in', removed)
      .where('entity', '=', WF_FILE_ENTITY)
      .where('record_id', '=', ctx.instance.id)
      .execute();
}
