import type { FastifyInstance } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
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
import type { BatchMemo } from '../BatchMemo';
import type { DocumentService, WrittenDocument } from './DocumentService';
import { type DocumentImportPlan, type ImportedDocument, planDocumentImport } from './planDocumentImport';
import { rememberReferences } from './rememberReferences';

/** Documents run straight between two checkpoints: a refusal runs at most this many again as a check. */
const CHECKPOINT_EVERY = 100;

/**
 * POST {api}/import?mode=dry-run|commit for a document with line items (a voucher and its lines):
 * the file's rows are lines grouped into documents by one column (planDocumentImport), and each
 * document is saved as the form saves it (DocumentService.writeIn: its lines' and its own rules,
 * a voucher's balance). All or nothing: commit writes only a file without errors; the dry run
 * checks the same and rolls back. The answer is the entity import's report (`create` counts
 * documents), with progress.
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
    // The bar never moves back when documents after a checkpoint are run again as a check.
    let reached = 0;
    const onProgress = (done: number) => {
      reached = Math.max(reached, done);
      writing(reached, plan.total);
    };
    const refused = await importDocuments(ctx.db, documents, plan, caller, mode === 'commit', onProgress);
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
 * Saves the file's documents in one transaction, kept only when `keep` and nothing was refused
 * (the documents are then audited together), and answers every refusal.
 *
 * Most files are right, and a savepoint and its release are two round trips per document, so the
 * documents run straight, with a checkpoint (a savepoint) every CHECKPOINT_EVERY. At the first
 * refusal the transaction goes back to the last checkpoint and from there each document is saved
 * under its own savepoint (checkDocument), so one refusal does not hide the next; a file the plan
 * already refused is checked so from its first document. The import's memo (BatchMemo) of master
 * data is made here, inside the transaction, and dies with it: the references of all documents
 * are checked before the first is saved, and the rules' lookups are asked once.
 */
async function importDocuments(
  db: Kysely<Database>,
  documents: DocumentService,
  plan: DocumentImportPlan,
  caller: Caller,
  keep: boolean,
  onProgress: (done: number) => void,
): Promise<ImportError[]> {
  const refused: ImportError[] = [];
  const rollback = new Error('rollback');
  try {
    await db.transaction().execute(async (trx) => {
      const memo = documents.newMemo();
      await rememberReferences(trx, documents, plan.documents, memo);
      const written: WrittenDocument[] = [];
      let checking = plan.errors.length > 0;
      // Where the last checkpoint was taken: the document, the documents written and rows done before it.
      let checkpoint = { index: 0, written: 0, done: 0 };
      let done = 0;
      let index = 0;
      while (index < plan.documents.length) {
        const document = plan.documents[index]!;
        if (checking) {
          const saved = await checkDocument(trx, documents, document, caller, memo, plan.groupTitle);
          refused.push(...saved.errors);
          if (saved.written) written.push(saved.written);
        } else {
          if (index % CHECKPOINT_EVERY === 0) {
            if (index > 0) await sql`release savepoint import_checkpoint`.execute(trx);
            await sql`savepoint import_checkpoint`.execute(trx);
            checkpoint = { index, written: written.length, done };
          }
          try {
            const input = { values: document.values, lines: document.lines };
            written.push(await documents.writeIn(trx, null, input, undefined, caller, memo));
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            await sql`rollback to savepoint import_checkpoint`.execute(trx);
            checking = true;
            written.length = checkpoint.written;
            done = checkpoint.done;
            index = checkpoint.index;
            continue;
          }
        }
        done += document.rows.length;
        onProgress(done);
        index += 1;
      }
      if (!keep || plan.errors.length > 0 || refused.length > 0) throw rollback;
      await documents.auditIn(trx, written, caller.userId);
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return refused;
}

/**
 * Saves one document under a savepoint and answers its refusals as import errors: a line's on
 * that line's row, the document's own (an unbalanced voucher, a closed period) on its first row.
 */
async function checkDocument(
  trx: Transaction<Database>,
  documents: DocumentService,
  document: ImportedDocument,
  caller: Caller,
  memo: BatchMemo,
  groupTitle: string,
): Promise<{ written?: WrittenDocument; errors: ImportError[] }> {
  await sql`savepoint import_document`.execute(trx);
  try {
    const input = { values: document.values, lines: document.lines };
    const written = await documents.writeIn(trx, null, input, undefined, caller, memo);
    // A partial document was saved only to check its lines; it is never kept.
    await sql`${sql.raw(document.partial ? 'rollback to' : 'release')} savepoint import_document`.execute(
      trx,
    );
    return document.partial ? { errors: [] } : { written, errors: [] };
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
    return { errors: found };
  }
}
