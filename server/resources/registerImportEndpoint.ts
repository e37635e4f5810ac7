import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { type AuthState, requireAuth } from '../auth/authGuard';
import { ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { answerWithProgress, type ProgressAnswer, type ProgressReporter } from './answerWithProgress';
import { type ImportTable, parseImportFile, XLSX_TYPE } from './parseImportFile';
import type { ImportError } from './planImport';

/** Rows one import may hold; 10,000 users import in seconds, 50,000 is a generous ceiling. */
export const MAX_IMPORT_ROWS = 50_000;

/** What an entity's import answers: the rows checked, what they create and update, every row's errors. */
export interface ImportReport {
  mode: 'dry-run' | 'commit';
  total: number;
  create: number;
  update: number;
  errors: ImportError[];
  committed: boolean;
}

/** What an import answers when it cannot be done at all (an unreadable file, a missing right). */
export interface ImportRefusal {
  message: string;
  errors: Record<string, string[]>;
}

export type ImportAnswer = ProgressAnswer<ImportReport | ImportRefusal>;

/** What the import's own work receives: the checked request, read into a table. */
export interface ImportInput {
  request: FastifyRequest;
  auth: AuthState;
  mode: 'dry-run' | 'commit';
  table: ImportTable;
  progress: ProgressReporter;
}

/** The uploaded CSV or XLSX file (by its Content-Type) as a table, or why it cannot be imported. */
async function readUpload(request: FastifyRequest, body: Buffer): Promise<ImportTable | ImportAnswer> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  const format = type === XLSX_TYPE ? 'xlsx' : 'csv';
  const refuse = (message: string): ImportAnswer => ({
    status: 422,
    result: { message, errors: { file: [message] } },
  });
  let table: ImportTable;
  try {
    table = await parseImportFile(body, format);
  } catch {
    return refuse(translate(request.lang, 'resources:import.badFile', { format: format.toUpperCase() }));
  }
  if (table.rows.length > MAX_IMPORT_ROWS)
    return refuse(translate(request.lang, 'resources:import.tooManyRows', { limit: MAX_IMPORT_ROWS }));
  return table;
}

/**
 * `POST {api}/import?mode=dry-run|commit` with the file as the body, under the entity's import
 * right: what every import shares (the mode, a body that is there, the file read into a table,
 * progress streamed with `Accept: application/x-ndjson`); `run` does the entity's own work.
 * Both the plain import (registerImportRoute) and a document's (lines/registerDocumentImportRoute).
 */
export function registerImportEndpoint(
  app: FastifyInstance,
  d: Pick<EntityDescriptor, 'api' | 'permission'>,
  run: (input: ImportInput) => Promise<ImportAnswer>,
): void {
  app.post<{ Querystring: { mode?: string }; Body: Buffer }>(
    `${d.api}/import`,
    {
      config: { access: { permission: `${d.permission}.actions.import` } },
      schema: {
        querystring: {
          type: 'object',
          properties: { mode: { type: 'string', enum: ['dry-run', 'commit'] } },
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const mode = request.query.mode === 'commit' ? 'commit' : 'dry-run';
      const body = request.body;
      // Refused before any progress is streamed: a plain 422.
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
          file: [translate(request.lang, 'resources:import.noRows')],
        });
      return answerWithProgress(request, reply, async (progress): Promise<ImportAnswer> => {
        const table = await readUpload(request, body);
        if (!('rows' in table)) return table;
        return run({ request, auth, mode, table, progress });
      });
    },
  );
}
