import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../schemas/core/hasPermission';
import { analyzeTables } from '../db/analyzeTables';
import type { AppContext } from '../http/AppContext';
import { translate } from '../http/translate';
import { announceEntityChanged } from './announceEntityChanged';
import type { EntityService } from './EntityService';
import { type ImportError, planImport } from './planImport';
import { type ImportAnswer, type ImportReport, registerImportEndpoint } from './registerImportEndpoint';
import { importRowsOutOfScope } from './rowScope/importRowsOutOfScope';
import { scopedCaller } from './rowScope/scopedCaller';
import { RowsRejected } from './RowsRejected';

/**
 * POST {api}/import?mode=dry-run|commit with the file as the body (registerImportEndpoint). Both
 * modes check every row; commit writes all rows in one transaction only when there is no error.
 */
export function registerImportRoute(app: FastifyInstance, ctx: AppContext, service: EntityService): void {
  const d = service.descriptor;
  registerImportEndpoint(app, d, async ({ request, auth, mode, table, progress }): Promise<ImportAnswer> => {
    const lang = request.lang;
    const plan = await planImport(ctx.db, service, table, lang, progress('check'));
    // Importing also creates and edits rows: each needs its own right, as in the screens. The
    // rights come before the row scopes: a file that updates without the edit right is refused
    // whole, whichever rows it names.
    const editable = d.actions.includes('edit');
    const may = (action: string) =>
      d.actions.includes(action as never) &&
      hasPermission(auth.userPermission, `${d.permission}.actions.${action}`);
    if (
      (plan.creates.length > 0 && !may('create')) ||
      (plan.updates.length > 0 && editable && !may('edit'))
    ) {
      return { status: 403, result: { message: translate(lang, 'auth:forbidden'), errors: {} } };
    }
    const outOfScope = await importRowsOutOfScope(request, ctx, service, plan.updates);
    plan.errors.push(...outOfScope);
    // A row refused for its scope is not checked again as a write: one message per row.
    const refusedLines = new Set(outOfScope.map((e) => e.row));
    plan.updates = plan.updates.filter((u) => !refusedLines.has(u.line));
    // A list whose records are never changed (punches: a correction is a new punch) takes
    // new rows only: a row naming an id is refused by its line, not the whole file by a 403.
    if (!editable)
      plan.errors.push(
        ...plan.updates.map((u) => ({
          row: u.line,
          field: 'id',
          message: translate(lang, 'resources:import.notEditable', { id: u.id }),
        })),
      );
    plan.errors.sort((a, b) => a.row - b.row);
    const report: ImportReport = {
      mode,
      total: plan.total,
      create: plan.creates.length,
      update: plan.updates.length,
      errors: plan.errors,
      committed: false,
    };
    // The batch writes check what needs the table and run the entity's rules; the dry run
    // (and a file the plan already refused) runs them without writing and rolls back.
    const checkOnly = mode === 'dry-run' || plan.errors.length > 0;
    // Each write stays inside the caller's scope for it (rowScope/rowsOutsideScope.ts).
    const creator = await scopedCaller(request, ctx, service, 'create');
    const editor = await scopedCaller(request, ctx, service, 'edit');
    const writing = progress('write');
    const refused: ImportError[] = [];
    const collect = (rows: ReadonlyArray<{ line: number }>) => (error: unknown) => {
      if (!(error instanceof RowsRejected)) throw error;
      for (const p of error.problems)
        refused.push({ row: rows[p.index]!.line, field: p.field, message: p.message });
    };
    const rollback = new Error('rollback');
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await service
          .createManyIn(
            trx,
            plan.creates.map((c) => c.values),
            creator,
            { checkOnly, onProgress: (done) => writing(done, plan.total) },
          )
          .catch(collect(plan.creates));
        // A refused create wrote nothing, so the updates can still be checked.
        await service
          .updateManyIn(trx, plan.updates, editor, {
            checkOnly: checkOnly || refused.length > 0,
            onProgress: (done) => writing(plan.creates.length + done, plan.total),
          })
          .catch(collect(plan.updates));
        if (checkOnly || refused.length > 0) throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    report.errors = [...plan.errors, ...refused].sort((a, b) => a.row - b.row);
    if (report.errors.length > 0 || mode === 'dry-run')
      return { status: report.errors.length > 0 && mode === 'commit' ? 422 : 200, result: report };
    // A committed import is a bulk write: the next lists are planned for the rows it left.
    await analyzeTables(ctx.db, [d.table]);
    await announceEntityChanged(ctx.realtime, d, request.log, service.rules.cachedLists);
    return { status: 200, result: { ...report, committed: true } };
  });
}
