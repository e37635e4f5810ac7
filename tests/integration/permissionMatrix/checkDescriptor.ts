import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { grantCovers, type RowScope } from '../../../schemas/core/rowScopes';
import { serverRowActions } from '../../../server/resources/rowActions/registerRowActionRoutes';
import type { MatrixContext } from './MatrixContext';
import { entityReader, idDiff, isLive, sameIds, versionOf } from './entityReader';
import { ownRow } from './assignMatrixOwners';
import { idsInReach, liveIds } from './idsInReach';
import { MISSING_ID } from './routeProbe';
import { fillEntity } from '../../../server/seed/fillEntity';

/** A version no row has: a row action sent with it is refused (409) after the right and scope checks, writing nothing. */
export const STALE_VERSION = 999_999;
const ALL_LIMIT = 2000;

/**
 * The descriptor half of the matrix for one entity, at scope `all`: for each of its actions
 * (view, create, edit, delete, export, import) and each served row action, the probe
 * - NOT GRANTED (holding every other action of the entity): every door of that action is
 *   403, and the pick list gives ids and labels only, or 403, by the pick-list rule;
 * - GRANTED exactly that action: each door answers, with exactly the entity's live rows (the
 *   probe's own of a self-service entity, whose descriptor caps every grant).
 * `pickRights` are the rights that open the pick list without view (pickListRights.ts).
 */
export async function checkDescriptor(
  m: MatrixContext,
  d: EntityDescriptor,
  pickRights: readonly string[],
): Promise<void> {
  const { probe } = m.users;
  const db = m.t.server.ctx.db;
  const path = (action: string) => `${d.permission}.actions.${action}`;
  const r = entityReader(m, d, probe);
  // What a grant at every row reaches: every live row, or the probe's own on a self-service
  // entity (`ownership.maxScope`).
  const reachNow = () => idsInReach(db, m.descriptors, d, 'all', probe.user.id);
  let reach = await reachNow();
  if (reach.size === 0) return m.fail(`${d.id}: no live rows in the probe's reach to check against`);
  const sample = Math.min(...reach);
  const is = (what: string, res: Parameters<MatrixContext['expectStatus']>[1], codes: readonly number[]) =>
    m.expectStatus(`${d.id} ${what}`, res, codes);
  const only = (actions: readonly string[]): Record<string, RowScope> =>
    Object.fromEntries(actions.map((a) => [path(a), 'all' as const]));

  for (const action of d.actions) {
    // Not granted: the probe holds every other action of the entity, so none of them opens this one.
    const others = d.actions.filter((a) => a !== action);
    await m.grant(only(others));
    const what = `${action} not granted`;
    if (action === 'view') {
      is(`list, ${what}`, (await r.list()).res, [403]);
      is(`record, ${what}`, await r.get(`${d.api}/${sample}`), [403]);
      is(`audit, ${what}`, await r.get(`${d.api}/${sample}/audit`), [403]);
      is(`list layout, ${what}`, await r.get(`/api/me/list-layout/${d.id}`), [403]);
      const picker = pickRights.some((right) => others.some((a) => grantCovers(path(a), right)));
      const all = await r.all();
      if (
        is(`pick list, ${what}${picker ? ' (a pick right held)' : ''}`, all.res, [picker ? 200 : 403]) &&
        all.value
      ) {
        // Without view: ids and labels, nothing more (issue 14, item 2).
        const wider = all.value.filter((row) => Object.keys(row).some((k) => k !== 'id' && k !== 'label'));
        if (wider.length > 0)
          m.fail(`${d.id} pick list, ${what}: rows carry ${Object.keys(wider[0]!).join(', ')}`);
      }
    } else if (action === 'create') {
      is(`create, ${what}`, await r.send('POST', d.api, {}), [403]);
    } else if (action === 'edit') {
      is(
        `update, ${what}`,
        await r.send('PUT', `${d.api}/${sample}`, { version: await versionOf(m, d, sample) }),
        [403],
      );
    } else if (action === 'delete') {
      is(`delete, ${what}`, await r.send('DELETE', `${d.api}/${sample}`), [403]);
      is(`restore, ${what}`, await r.send('POST', `${d.api}/${sample}/restore`), [403]);
      is(`bulk delete, ${what}`, await r.send('POST', `${d.api}/bulk-delete`, { ids: [sample] }), [403]);
      is(`list of deleted rows, ${what}`, (await r.list('&trashed=only')).res, [403]);
      if (!(await isLive(m, d, sample))) m.fail(`${d.id} ${sample} was deleted by a caller without delete`);
    } else if (action === 'export') {
      is(`export, ${what}`, (await r.exported()).res, [403]);
    } else if (action === 'import') {
      is(`import, ${what}`, await r.importDryRun('id\n'), [403]);
    }
    m.tally('descriptors × actions × not granted');

    // Granted exactly this action, at every row.
    await m.grant(only([action]));
    reach = await reachNow();
    const ok = `${action} granted`;
    if (action === 'view') {
      const list = await r.list();
      if (is(`list, ${ok}`, list.res, [200]) && list.value) {
        if (!sameIds(list.value.ids, reach)) m.fail(`${d.id} list, ${ok}: ${idDiff(list.value.ids, reach)}`);
        if (list.value.total !== reach.size)
          m.fail(`${d.id} list, ${ok}: total ${list.value.total}, rows ${reach.size}`);
      }
      const record = await r.get(`${d.api}/${sample}`);
      if (is(`record, ${ok}`, record, [200]) && record.json().data?.id !== sample)
        m.fail(`${d.id} record ${sample}, ${ok}: answered ${record.body.slice(0, 100)}`);
      is(`audit, ${ok}`, await r.get(`${d.api}/${sample}/audit`), [200]);
      is(`list layout, ${ok}`, await r.get(`/api/me/list-layout/${d.id}`), [200]);
      const all = await r.all();
      if (is(`pick list, ${ok}`, all.res, [200]) && all.value && reach.size <= ALL_LIMIT) {
        const ids = all.value.map((row) => Number(row.id));
        if (!sameIds(ids, reach)) m.fail(`${d.id} pick list, ${ok}: ${idDiff(ids, reach)}`);
      }
      // Deleted rows are for whoever may delete (and restore) them.
      is(`list of deleted rows, ${ok} without delete`, (await r.list('&trashed=with')).res, [403]);
    } else if (action === 'create') {
      // The empty body is refused by the schema (or, with no required field, makes a row).
      is(`create, ${ok}`, await r.send('POST', d.api, {}), [201, 422]);
    } else if (action === 'edit') {
      // An update that changes nothing: holding exactly edit answers as holding every right of
      // the entity does (200, or the entity's rules refusing a row they find invalid).
      await m.grant(only(d.actions));
      const expected = await r.send('PUT', `${d.api}/${sample}`, { version: await versionOf(m, d, sample) });
      await m.grant(only([action]));
      if (is(`update holding every right of the entity`, expected, [200, 409, 422]))
        is(
          `update, ${ok}`,
          await r.send('PUT', `${d.api}/${sample}`, { version: await versionOf(m, d, sample) }),
          [expected.statusCode],
        );
    } else if (action === 'delete') {
      // A fresh row nothing refers to, so the entity's rules (a row still in use) do not refuse it.
      await fillEntity(db, m.t.server.ctx.resources, d.id, 1);
      const fresh = Math.max(...(await liveIds(db, d)));
      // The probe's, so a self-service entity's cap does not hide it.
      await ownRow(db, d, fresh, m.users.probe.user.id, m.users.departments.top);
      is(`delete, ${ok}`, await r.send('DELETE', `${d.api}/${fresh}`), [200]);
      is(`restore, ${ok}`, await r.send('POST', `${d.api}/${fresh}/restore`), [200]);
      is(`bulk delete, ${ok}`, await r.send('POST', `${d.api}/bulk-delete`, { ids: [fresh] }), [200]);
      is(`restore after bulk delete, ${ok}`, await r.send('POST', `${d.api}/${fresh}/restore`), [200]);
      if (!(await isLive(m, d, fresh))) m.fail(`${d.id} ${fresh} not restored`);
    } else if (action === 'export') {
      // An export is of the rows the caller may both see and export (registerExportRoute); a
      // view right not held reaches only the caller's own rows (rowScopeOf), all rows of an
      // entity without owners.
      const expected = d.ownership ? await idsInReach(db, m.descriptors, d, 'own', probe.user.id) : reach;
      const exported = await r.exported();
      if (is(`export, ${ok}`, exported.res, [200]) && exported.value && !sameIds(exported.value, expected))
        m.fail(`${d.id} export, ${ok}: ${idDiff(exported.value, expected)}`);
    } else if (action === 'import') {
      // A dry run of an empty file answers (with its "no rows" error); a file that would update
      // a row needs edit as well, as in the screens (registerImportRoute).
      is(`import of no rows, ${ok}`, await r.importDryRun('id\n'), [200]);
      if (d.lines?.importGroup) {
        // A document's import only creates documents (lines/registerDocumentImportRoute.ts).
        is(`import of a document, ${ok} without create`, await r.importDryRun('document\nX\n'), [403]);
      } else {
        const needsEdit = d.actions.includes('edit') ? [403] : [200];
        is(`import updating a row, ${ok} without edit`, await r.importDryRun(`id\n${sample}\n`), needsEdit);
        if (d.actions.includes('edit')) {
          // With edit too: the row is updated, a row that does not exist is refused by its line.
          await m.grant(only(['import', 'edit']));
          const res = await r.importDryRun(`id\n${sample}\n${MISSING_ID}\n`);
          if (is(`import updating a row and a missing one, ${ok} with edit`, res, [200])) {
            // Line 2 may carry the entity's own rules about the row's values (a synthetic row
            // they find invalid), never about its id; line 3 is refused for its id alone.
            const errors = (res.json() as { errors: Array<{ row: number; field: string }> }).errors;
            const third = errors.filter((e) => e.row === 3);
            const idErrors = errors.filter((e) => e.field === 'id');
            if (third.length !== 1 || third[0]?.field !== 'id' || idErrors.length !== 1)
              m.fail(`${d.id} import of a missing row, ${ok}: errors ${JSON.stringify(errors)}`);
          }
        }
      }
    }
    m.tally('descriptors × actions × granted');
  }

  // Attachments are uploaded before the record is saved: creating or editing the entity lets one
  // upload (registerFileRoutes), its other rights do not.
  const fileField = Object.entries(d.fields as Record<string, FieldDescriptor>).find(
    ([, f]) => f.type === 'files',
  )?.[0];
  if (fileField) {
    const upload = () =>
      m.send({
        method: 'POST',
        url: `${d.api}/files?field=${fileField}&name=matrix.txt`,
        headers: { ...r.headers, 'content-type': 'text/plain' },
        payload: 'permission matrix',
      });
    await m.grant(only(d.actions.filter((a) => a !== 'create' && a !== 'edit')));
    is('file upload, create and edit not granted', await upload(), [403]);
    m.tally('descriptors × actions × not granted');
    for (const action of d.actions.filter((a) => a === 'create' || a === 'edit')) {
      await m.grant(only([action]));
      // Past the right, the file's kind decides: taken (201) or not one the field accepts (422).
      is(`file upload, ${action} granted`, await upload(), [201, 422]);
      m.tally('descriptors × actions × granted');
    }
  }

  for (const action of serverRowActions(d.list.rowActions)) {
    const right = action.right ?? 'edit';
    const url = `${d.api}/${sample}/actions/${action.key}`;
    await m.grant(only(d.actions.filter((a) => a !== right)));
    is(
      `row action ${action.key}, ${right} not granted`,
      await r.send('POST', url, { version: STALE_VERSION }),
      [403],
    );
    m.tally('descriptors × actions × not granted');
    // Past the right and the scope, the stale version refuses it before anything is written.
    await m.grant(only([right]));
    is(
      `row action ${action.key}, ${right} granted`,
      await r.send('POST', url, { version: STALE_VERSION }),
      [409],
    );
    m.tally('descriptors × actions × granted');
  }
}
