import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { analyzeTables } from '../../db/analyzeTables';
import type { Database } from '../../db/DatabaseSchema';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { announceEntityChanged } from '../announceEntityChanged';
import type { Caller } from '../EntityService';
import type { ImportError } from '../planImport';
import { type ImportAnswer, type ImportReport, registerImportEndpoint } from '../registerImportEndpoint';
import { scopedCaller } from '../rowScope/scopedCaller';
import type { DocumentService } from './DocumentService';
import { type ImportedDocument, planDocumentImport } from './planDocumentImport';

/**
 * POST {api}/import?mode=dry-run|commit for a document with line items (a voucher and its lines):
 * the file's rows are lines grouped into documents by one column (planDocumentImport), and each
 * document is saved as the form saves it (DocumentService.saveIn: its lines' and its own rules,
 * a voucher's balance), every document under a savepoint so one refusal does not hide the next.
 * All or nothing: commit writes only a file without errors; the dry run checks the same and rolls
 * back. The answer is the entity import's report (`create` counts documents), with progress.
 */
export function registerDocumentImportRoute(
  app: FastifyInstance,
  ctx: AppContext,
  documents: DocumentService,
): void {
  const d = documents.parent.descriptor;
  registerImportEndpoint(app, d, async ({ request, auth, mode, table, progress }): Promise<ImportAnswer> => {
    const lang = request.lang;
    // Such an import only creates documents: a file with rows needs that right too, as the form does.
    const mayCreate =
      d.actions.includes('create') && hasPermission(auth.userPermission, `${d.permission}.actions.create`);
    if (table.rows.length > 0 && !mayCreate)
      return { status: 403, result: { message: translate(lang, 'auth:forbidden'), errors: {} } };
    const plan = await planDocumentImport(ctx.db, documents, table, lang, progress('check'));
    const caller = await scopedCaller(request, ctx, documents.parent, 'create');
    const writing = progress('write');
    const refused: ImportError[] = [];
    const rollback = new Error('rollback');
    try {
      await ctx.db.transaction().execute(async (trx) => {
        let done = 0;
        for (const document of plan.documents) {
          refused.push(...(await saveDocument(trx, documents, document, caller, plan.groupTitle)));
          done += document.rows.length;
          writing(done, plan.total);
        }
        if (mode === 'dry-run' || plan.errors.length > 0 || refused.length > 0) throw rollback;
      });
    } catch (error) {
      if (error !== rollback) throw error;
    }
    const errors = [...plan.errors, ...refused].sort((a, b) => a.row - b.row);
    const saved = plan.documents.filter((document) => !document.partial).length;
    const report: ImportReport = {
      mode,
      total: plan.total,
      create: saved,
      update: 0,
      errors,
      committed: mode === 'commit' && errors.length === 0,
    };
    if (!report.committed)
      return { status: errors.length > 0 && mode === 'commit' ? 422 : 200, result: report };
    // A committed import is a bulk write: the next lists are planned for the rows it left.
    await analyzeTables(ctx.db, [d.table, documents.child.descriptor.table]);
    await announceEntityChanged(ctx.realtime, d, request.log, documents.parent.rules.cachedLists);
    return { status: 200, result: report };
  });
}

/**
 * Saves one document under a savepoint and answers its refusals as import errors: a line's on
 * that line's row, the document's own (an unbalanced voucher, a closed period) on its first row.
 */
async function saveDocument(
  trx: Transaction<Database>,
  documents: DocumentService,
  document: ImportedDocument,
  caller: Caller,
  groupTitle: string,
): Promise<ImportError[]> {
  await sql`savepoint import_document`.execute(trx);
  try {
    await documents.saveIn(trx, null, { values: document.values, lines: document.lines }, undefined, caller);
    // A partial document was saved only to check its lines; it is never kept.
    await sql`${sql.raw(document.partial ? 'rollback to' : 'release')} savepoint import_document`.execute(
      trx,
    );
    return [];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await sql`rollback to savepoint import_document`.execute(trx);
    const byField = (error.body.errors ?? {}) as Record<string, string[]>;
    const found: ImportError[] = [];
    for (const [key, messages] of Object.entries(byField)) {
      const line = /^lines\.(\d+)\.(.+)$/.exec(key);
      const row = line ? document.rows[Number(line[1])] : undefined;
      // A partial document's own verdict (its balance) would judge lines it does not have.
      if (row === undefined && document.partial) continue;
      for (const message of messages)
        found.push(
          row !== undefined
            ? { row, field: line![2]!, message }
            : { row: document.rows[0]!, field: key === 'lines' ? groupTitle : key, message },
        );
    }
    if (found.length === 0 && !document.partial)
      found.push({ row: document.rows[0]!, field: groupTitle, message: error.message });
    return found;
  }
}
