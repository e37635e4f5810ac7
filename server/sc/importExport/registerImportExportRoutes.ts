import { assertSeatAvailable } from '../license/assertSeatAvailable';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { newOpaqueToken } from '../../auth/opaqueTokens';
import { hashPassword } from '../../auth/passwordHashing';
import { checkPasswordRules } from '../../auth/passwordPolicy';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { analyzeTables } from '../../db/analyzeTables';
import { type Language, translate } from '../../http/translate';
import { broadcastCacheChanged } from '../../realtime/broadcastCacheChanged';
import { answerWithProgress, type ProgressAnswer } from '../../resources/answerWithProgress';
import { readSecuritySettings } from '../../settings/securitySettings';
import { endUserSessions } from '../users/endUserSessions';
import { commitDepartmentImport, lockDepartmentTree } from './commitDepartmentImport';
import { commitUserImport } from './commitUserImport';
import { createImportInvitations, type ImportInvitation } from './createImportInvitations';
import { mailImportInvitations } from './mailImportInvitations';
import { registerScExportRoutes } from './registerScExportRoutes';
import type { ImportKind } from './importColumns';
import { planDepartmentImport } from './planDepartmentImport';
import { type PasswordMode, planUserImport } from './planUserImport';
import { MAX_IMPORT_BYTES, readImportTable } from './readImportTable';
import { reportOf, type ScImportReport } from './ScImportReport';

/** The header that carries the initial password of imported users (URI-encoded), never the URL. */
export const INITIAL_PASSWORD_HEADER = 'x-initial-password';

type Failure = { message: string; errors: Record<string, string[]> };
type Answer = ProgressAnswer<ScImportReport | Failure>;

const RIGHT = { department: 'sc.admin.department', user: 'sc.admin.user' } as const;

function failure(status: number, message: string, errors: Record<string, string[]> = {}): Answer {
  return { status, result: { message, errors } };
}

/** Postgres' unique_violation: another import or edit took an account or code meanwhile. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function initialPassword(request: FastifyRequest): string | null {
  const raw = request.headers[INITIAL_PASSWORD_HEADER];
  if (typeof raw !== 'string' || raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Import and export of departments and users (spec section 2, /sc/import-* and /sc/export-*):
 * `POST /api/sc/{department,user}/import?mode=dry-run|commit` with the XLSX or CSV file as the
 * body (users also `&password_mode=shared|invite`: one typed initial password, or a mailed
 * set-password link each), and `GET /api/sc/{department,user}/export?format=csv|xlsx`. The import's answer streams
 * progress like the descriptor imports (server/resources/answerWithProgress.ts). The file's
 * type is read from its content, so any content type is accepted here.
 */
export function registerImportExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    // Raw bodies of any type: readImportTable tells XLSX from CSV from anything else (422).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_IMPORT_BYTES * 2 },
      (_r, body, done) => done(null, body),
    );
    for (const kind of ['department', 'user'] as const) registerImport(scope, ctx, kind);
  });
  registerScExportRoutes(app, ctx);
}

function registerImport(app: FastifyInstance, ctx: AppContext, kind: ImportKind): void {
  const right = RIGHT[kind];
  app.post<{ Querystring: { mode?: string; password_mode?: string }; Body: unknown }>(
    `/api/sc/${kind}/import`,
    {
      bodyLimit: MAX_IMPORT_BYTES * 2,
      config: { access: { permission: `${right}.actions.import` } },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            mode: { type: 'string', enum: ['dry-run', 'commit'] },
            password_mode: { type: 'string', enum: ['shared', 'invite'] },
          },
        },
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const auth = requireAuth(request);
      const mode = request.query.mode === 'commit' ? 'commit' : 'dry-run';
      const passwordMode: PasswordMode = request.query.password_mode === 'invite' ? 'invite' : 'shared';
      // Invited users choose their own password: a typed one is not used.
      const password = kind === 'user' && passwordMode === 'shared' ? initialPassword(request) : null;
      return answerWithProgress<ScImportReport | Failure>(
        request,
        reply,
        async (progress): Promise<Answer> => {
          const read = await readImportTable(request.body, lang);
          if ('problem' in read) return failure(422, read.problem, { file: [read.problem] });
          const { table } = read;
          const may = (action: string) => hasPermission(auth.userPermission, `${right}.actions.${action}`);
          const forbidden = (report: ScImportReport) =>
            (report.create > 0 && !may('create')) || (report.update + report.deactivate > 0 && !may('edit'));
          if (password !== null) {
            const problems = checkPasswordRules(password, await readSecuritySettings(ctx.db));
            if (problems.length > 0) {
              const messages = problems.map((p) => translate(lang, p.key, p.values));
              return failure(422, translate(lang, 'validation:failed'), { password: messages });
            }
          }
          const checking = progress('check');
          const writing = progress('write');
          try {
            const outcome = await ctx.db.transaction().execute(async (trx) => {
              if (kind === 'department') {
                if (mode === 'commit') await lockDepartmentTree(trx);
                const plan = await planDepartmentImport(trx, table, lang, checking);
                if (plan.fileProblem)
                  return { answer: failure(422, plan.fileProblem, { file: [plan.fileProblem] }) };
                const report = reportOf(
                  kind,
                  mode,
                  plan.total,
                  plan.rows.flatMap((r) => (r.change ? [r.change] : [])),
                  plan.errors,
                );
                if (forbidden(report)) return { answer: failure(403, translate(lang, 'auth:forbidden')) };
                if (mode === 'dry-run' || report.errors.length > 0)
                  return { answer: { status: mode === 'commit' ? 422 : 200, result: report } };
                await commitDepartmentImport(trx, plan, auth.userId, writing);
                return { answer: { status: 200, result: { ...report, committed: true } }, departments: true };
              }
              const plan = await planUserImport(trx, table, lang, auth.userId, passwordMode, checking);
              if (plan.fileProblem)
                return { answer: failure(422, plan.fileProblem, { file: [plan.fileProblem] }) };
              const report = reportOf(
                kind,
                mode,
                plan.total,
                plan.rows.flatMap((r) => (r.change ? [r.change] : [])),
                plan.errors,
              );
              // Rows with problems are not in plan.rows: these are the invitations a clean file sends.
              if (passwordMode === 'invite')
                report.invitations = plan.rows.filter((r) => r.id === undefined && r.values.is_active).length;
              if (forbidden(report)) return { answer: failure(403, translate(lang, 'auth:forbidden')) };
              if (mode === 'dry-run' || report.errors.length > 0)
                return { answer: { status: mode === 'commit' ? 422 : 200, result: report } };
              // New active users take licence seats (server/sc/license); refused as a whole, like any row error.
              await assertSeatAvailable(
                trx,
                lang,
                plan.rows.filter((r) => r.id === undefined && r.values.is_active).length,
              );
              if (report.create > 0 && passwordMode === 'shared' && password === null) {
                const message = translate(lang, 'sc:importExport.errors.passwordRequired');
                return {
                  answer: failure(422, translate(lang, 'validation:failed'), { password: [message] }),
                };
              }
              // One argon2 hash for every new user of this import (docs/decisions.md): 10,000 would take
              // minutes. Invited users get the hash of a secret nobody knows, as add-user's do.
              const secret = passwordMode === 'invite' ? newOpaqueToken() : password;
              const hash = report.create > 0 && secret !== null ? await hashPassword(secret) : null;
              const written = await commitUserImport(trx, plan, hash, auth.userId, writing);
              // The links are created with the users, so both exist or neither; mail waits for the commit.
              const invitations: ImportInvitation[] =
                passwordMode === 'invite' ? await createImportInvitations(trx, written.created) : [];
              return {
                answer: {
                  status: 200,
                  result: { ...report, committed: true, invitations: invitations.length },
                },
                users: written,
                invitations,
              };
            });
            // A committed import is a bulk write: the next lists are planned for the rows it left.
            if ('departments' in outcome) await analyzeTables(ctx.db, ['departments']);
            if ('users' in outcome && outcome.users)
              await analyzeTables(ctx.db, ['users', 'user_departments', 'group_members']);
            if ('departments' in outcome) await broadcastCacheChanged(ctx.realtime, 'departments');
            if ('users' in outcome && outcome.users) {
              const deactivated = new Set(outcome.users.deactivated);
              for (const id of deactivated) await endUserSessions(ctx, id, 'deactivated');
              if (outcome.users.rightsChanged) ctx.permissions.clear();
              await broadcastCacheChanged(ctx.realtime, 'users');
              if (outcome.users.rightsChanged) await broadcastCacheChanged(ctx.realtime, 'departments');
            }
            if ('invitations' in outcome && outcome.invitations && outcome.invitations.length > 0) {
              const mailing = await mailImportInvitations(ctx, outcome.invitations, lang);
              if (mailing.failure && 'kind' in outcome.answer.result)
                outcome.answer.result.invitationFailure = mailing.failure;
            }
            return outcome.answer;
          } catch (error) {
            if (isUniqueViolation(error)) return failure(409, conflictMessage(lang));
            throw error;
          }
        },
      );
    },
  );
}

function conflictMessage(lang: Language): string {
  return translate(lang, 'sc:importExport.errors.conflict');
}
