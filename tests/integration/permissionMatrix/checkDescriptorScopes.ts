import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { RowScope } from '../../../schemas/core/rowScopes';
import { serverRowActions } from '../../../server/resources/rowActions/registerRowActionRoutes';
import type { MatrixContext } from './MatrixContext';
import { STALE_VERSION } from './checkDescriptor';
import { entityReader, idDiff, isLive, sameIds, setDeleted, versionOf } from './entityReader';
import { idsInReach, liveIds } from './idsInReach';

/** The scopes narrower than every row, narrowest first. */
const NARROWER: readonly RowScope[] = ['own', 'department', 'subtree'];
const WIDER: Record<string, RowScope> = { own: 'department', department: 'subtree', subtree: 'all' };

const first = (ids: Iterable<number>) => {
  const sorted = [...ids].sort((a, b) => a - b);
  return sorted[0];
};

/**
 * The descriptor half of the matrix at a narrower scope, for an entity whose rows have owners:
 * for each scope (own, department, subtree) and each action, the probe holds the action at that
 * scope and every door answers exactly the rows idsInReach works out (list, count, pick list,
 * export), opens the record and audit of a row inside (one the next narrower scope would not
 * reach, where there is one) and refuses one just outside (one the next wider scope would reach):
 * 404 when the caller cannot see it, 403 when they see it but may not do this to it. Nothing
 * outside the scope is changed. A descriptor's `ownership.maxScope` caps every grant (idsInReach).
 */
export async function checkDescriptorScopes(m: MatrixContext, d: EntityDescriptor): Promise<void> {
  const { probe } = m.users;
  const db = m.t.server.ctx.db;
  const path = (action: string) => `${d.permission}.actions.${action}`;
  const has = (action: string) => d.actions.includes(action as never);
  const r = entityReader(m, d, probe);
  const reachOf = (scope: RowScope) => idsInReach(db, m.descriptors, d, scope, probe.user.id);
  const is = (what: string, res: Parameters<MatrixContext['expectStatus']>[1], codes: readonly number[]) =>
    m.expectStatus(`${d.id} ${what}`, res, codes);

  // An entity with nothing to write (every field read-only: leave records) offers no edit at all.
  const writable = Object.values(d.fields as Record<string, FieldDescriptor>).some((f) => !f.readOnly);
  /** The list offers `action` on exactly the rows the scope reaches (allowedActions), as the probe now holds it. */
  const offersOn = async (action: 'edit' | 'delete', reach: ReadonlySet<number>, scope: RowScope) => {
    const list = await r.list();
    if (!is(`list, view at all and ${action} at ${scope}`, list.res, [200]) || !list.value) return;
    const offerable = action !== 'edit' || writable;
    const wrong = [...list.value.offered].filter(
      ([id, actions]) => actions.includes(action) !== (offerable && reach.has(id)),
    );
    if (wrong.length > 0)
      m.fail(`${d.id} list, ${action} at ${scope}: offered wrongly on ${wrong.map(([id]) => id).join(', ')}`);
  };

  const fileField = Object.entries(d.fields as Record<string, FieldDescriptor>).find(
    ([, f]) => f.type === 'files',
  )?.[0];
  /** Uploads a small file as the administrator and attaches it to a row: its id, or undefined (recorded). */
  const attachFile = async (id: number): Promise<number | undefined> => {
    const admin = entityReader(m, d, m.admin);
    const upload = await m.send({
      method: 'POST',
      url: `${d.api}/files?field=${fileField}&name=matrix.txt`,
      headers: { ...admin.headers, 'content-type': 'text/plain' },
      payload: `permission matrix, row ${id}`,
    });
    if (!is('file upload as the administrator', upload, [201])) return undefined;
    const fileId = Number(upload.json().data.id);
    const put = await admin.send('PUT', `${d.api}/${id}`, {
      version: await versionOf(m, d, id),
      [fileField!]: [fileId],
    });
    return is('attaching a file as the administrator', put, [200]) ? fileId : undefined;
  };

  let narrower = new Set<number>();
  for (const scope of NARROWER) {
    const reach = await reachOf(scope);
    const wider = await reachOf(WIDER[scope]!);
    const inside = first([...reach].filter((id) => !narrower.has(id))) ?? first(reach);
    const outside =
      first([...wider].filter((id) => !reach.has(id))) ??
      first([...(await liveIds(db, d))].filter((id) => !reach.has(id)));
    narrower = reach;
    if (inside === undefined || outside === undefined || reach.has(outside)) {
      m.fail(`${d.id} at ${scope}: the matrix's rows give no row inside and one outside (${[...reach]})`);
      continue;
    }
    // A row outside the scope that view at every row shows is refused (403); one that even that
    // does not show (a self-service entity's cap, `ownership.maxScope`) is not found (404).
    const refused = (await reachOf('all')).has(outside) ? 403 : 404;
    const at = (grants: Record<string, RowScope>) =>
      m.grant(Object.fromEntries(Object.entries(grants).map(([a, s]) => [path(a), s])));
    const tag = (action: string, extra = '') => `${action} at ${scope}${extra}`;
    // A document's rules judge it whole once the scope has let the caller in: its state (a posted
    // batch is cancelled, not edited or deleted: 409) and its lines against the caller (a batch's
    // employees must be ones the caller may file for: 422), which the matrix's rows do not choose.
    // Either answer still proves the row was reached; a scope refusal would be 403 or 404.
    const judged = d.lines ? [200, 409, 422] : [200];

    if (has('view')) {
      await at({ view: scope });
      const list = await r.list();
      if (is(`list, ${tag('view')}`, list.res, [200]) && list.value) {
        if (!sameIds(list.value.ids, reach))
          m.fail(`${d.id} list, ${tag('view')}: ${idDiff(list.value.ids, reach)}`);
        if (list.value.total !== reach.size)
          m.fail(`${d.id} list, ${tag('view')}: total ${list.value.total}, reach ${reach.size}`);
      }
      const all = await r.all();
      if (is(`pick list, ${tag('view')}`, all.res, [200]) && all.value) {
        const ids = all.value.map((row) => Number(row.id));
        if (!sameIds(ids, reach)) m.fail(`${d.id} pick list, ${tag('view')}: ${idDiff(ids, reach)}`);
      }
      is(`record inside, ${tag('view')}`, await r.get(`${d.api}/${inside}`), [200]);
      is(`record outside, ${tag('view')}`, await r.get(`${d.api}/${outside}`), [404]);
      is(`audit inside, ${tag('view')}`, await r.get(`${d.api}/${inside}/audit`), [200]);
      is(`audit outside, ${tag('view')}`, await r.get(`${d.api}/${outside}/audit`), [404]);
      if (d.calendar) {
        // The calendar is one more door to the same rows: around each row, only what the scope reaches.
        for (const [id, shown] of [
          [inside, true],
          [outside, false],
        ] as const) {
          const around = await r.calendarAround(id);
          if (!is(`calendar around a row ${shown ? 'inside' : 'outside'}, ${tag('view')}`, around.res, [200]))
            continue;
          const ids = around.value ?? [];
          if (ids.includes(id) !== shown || ids.some((other) => !reach.has(other)))
            m.fail(`${d.id} calendar around ${id}, ${tag('view')}: ${idDiff(ids, reach)}`);
        }
        m.tally('calendar doors × narrower scope');
      }
      if (fileField) {
        // A real file on each row: the record's view scope decides who may fetch it.
        const [mine, theirs] = [await attachFile(inside), await attachFile(outside)];
        if (mine !== undefined && theirs !== undefined) {
          is(`file inside, ${tag('view')}`, await r.get(`${d.api}/${inside}/files/${mine}`), [200]);
          is(`file outside, ${tag('view')}`, await r.get(`${d.api}/${outside}/files/${theirs}`), [404]);
          // Nor through a row in reach: a file is fetched only beside its own record.
          is(
            `file outside via a row inside, ${tag('view')}`,
            await r.get(`${d.api}/${inside}/files/${theirs}`),
            [404],
          );
        }
      }
      m.tally('owned descriptors × actions × narrower scope');
    }
    if (has('export')) {
      for (const grants of [
        { view: scope, export: 'all' },
        { view: 'all', export: scope },
      ] as const) {
        await at(grants);
        const exported = await r.exported();
        const what = `export, view at ${grants.view} and export at ${grants.export}`;
        if (is(what, exported.res, [200]) && exported.value && !sameIds(exported.value, reach))
          m.fail(`${d.id} ${what}: ${idDiff(exported.value, reach)}`);
      }
      m.tally('owned descriptors × actions × narrower scope');
    }
    if (has('create')) {
      await at({ create: scope });
      // A new row is the caller's own: a create has no rows to narrow (the empty body is refused).
      is(`create, ${tag('create')}`, await r.send('POST', d.api, {}), [201, 422]);
      m.tally('owned descriptors × actions × narrower scope');
    }
    if (has('edit')) {
      await at({ view: 'all', edit: scope });
      await offersOn('edit', reach, scope);
      const version = async (id: number) => ({ version: await versionOf(m, d, id) });
      is(
        `update outside, ${tag('edit', ', view at all')}`,
        await r.send('PUT', `${d.api}/${outside}`, await version(outside)),
        [refused],
      );
      is(
        `update inside, ${tag('edit')}`,
        await r.send('PUT', `${d.api}/${inside}`, await version(inside)),
        judged,
      );
      await at({ view: scope, edit: scope });
      is(
        `update outside (unseen), ${tag('edit')}`,
        await r.send('PUT', `${d.api}/${outside}`, await version(outside)),
        [404],
      );
      m.tally('owned descriptors × actions × narrower scope');
    }
    if (has('delete')) {
      await at({ view: 'all', delete: scope });
      await offersOn('delete', reach, scope);
      const across = `${tag('delete', ', view at all')}`;
      is(`delete outside, ${across}`, await r.send('DELETE', `${d.api}/${outside}`), [refused]);
      is(
        `bulk delete across, ${across}`,
        await r.send('POST', `${d.api}/bulk-delete`, { ids: [inside, outside] }),
        [refused],
      );
      if (!(await isLive(m, d, inside)) || !(await isLive(m, d, outside)))
        m.fail(`${d.id} bulk delete across the scope at ${scope} deleted a row`);
      const deleted = await r.send('DELETE', `${d.api}/${inside}`);
      is(`delete inside, ${tag('delete')}`, deleted, judged);
      // A document its state keeps (a posted batch) is not deleted, so there is nothing to restore.
      if (deleted.statusCode === 200)
        is(`restore inside, ${tag('delete')}`, await r.send('POST', `${d.api}/${inside}/restore`), [200]);
      await at({ view: scope, delete: scope });
      is(`delete outside (unseen), ${tag('delete')}`, await r.send('DELETE', `${d.api}/${outside}`), [404]);
      if (!(await isLive(m, d, outside)))
        m.fail(`${d.id} ${outside} deleted from outside the scope at ${scope}`);
      // The bin shows the deleted rows in reach, not one deleted outside it (by someone else).
      await setDeleted(m, d, outside, true);
      // The bin is checked on a row the probe may delete: a kept document is binned by hand.
      if (deleted.statusCode !== 200) await setDeleted(m, d, inside, true);
      else is(`delete inside, ${tag('delete')}`, await r.send('DELETE', `${d.api}/${inside}`), [200]);
      const binned = await idsInReach(db, m.descriptors, d, scope, probe.user.id, 'deleted');
      const bin = await r.list('&trashed=only');
      if (
        is(`deleted rows, ${tag('delete')}`, bin.res, [200]) &&
        bin.value &&
        !sameIds(bin.value.ids, binned)
      )
        m.fail(`${d.id} deleted rows, ${tag('delete')}: ${idDiff(bin.value.ids, binned)}`);
      if (!binned.has(inside) || binned.has(outside)) m.fail(`${d.id} at ${scope}: the bin's reach is off`);
      is(`restore inside, ${tag('delete')}`, await r.send('POST', `${d.api}/${inside}/restore`), [200]);
      is(
        `restore outside (unseen), ${tag('delete')}`,
        await r.send('POST', `${d.api}/${outside}/restore`),
        [404],
      );
      await setDeleted(m, d, outside, false);
      m.tally('owned descriptors × actions × narrower scope');
    }
    if (has('import') && has('edit')) {
      // The import's updates obey the edit scope: the row outside is refused by line, nothing else.
      await at({ view: 'all', edit: scope, import: 'all' });
      const res = await r.importDryRun(`id\n${inside}\n${outside}\n`);
      if (is(`import updating across, ${tag('edit')}`, res, [200])) {
        const errors = (res.json() as { errors: Array<{ row: number; field: string }> }).errors;
        if (errors.length !== 1 || errors[0]?.row !== 3 || errors[0]?.field !== 'id')
          m.fail(`${d.id} import across the edit scope at ${scope}: errors ${JSON.stringify(errors)}`);
      }
      m.tally('owned descriptors × actions × narrower scope');
    }
    for (const action of serverRowActions(d.list.rowActions)) {
      const right = action.right ?? 'edit';
      await at({ view: 'all', [right]: scope });
      const run = (id: number) =>
        r.send('POST', `${d.api}/${id}/actions/${action.key}`, { version: STALE_VERSION });
      is(`row action ${action.key} outside, ${tag(right, ', view at all')}`, await run(outside), [refused]);
      is(`row action ${action.key} inside, ${tag(right)}`, await run(inside), [409]);
      m.tally('owned descriptors × actions × narrower scope');
    }
  }
}
