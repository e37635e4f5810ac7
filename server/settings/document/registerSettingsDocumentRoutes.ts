import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { HttpError, ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import { checkSettingsDocumentBody } from './checkSettingsDocumentBody';
import {
  readSettingsDocument,
  type SettingsRecord,
  type SettingsScopeKey,
  StaleSettingsError,
  saveSettingsDocument,
} from './SettingsDocumentStore';
import type { SettingsRules, SettingsRulesRegistry } from './SettingsRules';
import { ID_PARAM } from '../../http/idPattern';

type Query = { department?: string };

function accessOf(path: string) {
  return path === 'authenticated' ? ('authenticated' as const) : { permission: path };
}

/**
 * Whose document a call reads or saves: the company's; the caller's own (`user`); or the
 * department named by `?department=` (`department`), which must be a live one.
 */
async function scopeOf(
  ctx: AppContext,
  d: SettingsDescriptor,
  request: FastifyRequest<{ Querystring: Query }>,
): Promise<SettingsScopeKey> {
  if (d.scope === 'company') return 'company';
  if (d.scope === 'user') return `u${requireAuth(request).userId}`;
  const id = Number(request.query.department);
  const live =
    Number.isInteger(id) && id > 0
      ? await ctx.db
          .selectFrom('departments')
          .select('id')
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
  if (!live)
    throw new ValidationFailed(translate(request.lang, 'validation:failed'), {
      department: [translate(request.lang, 'entity:settingsDocument.rules.department')],
    });
  return `d${id}`;
}

async function answer(ctx: AppContext, rules: SettingsRules, record: SettingsRecord) {
  const extras = rules.answerExtras ? await rules.answerExtras(ctx.db) : {};
  return { data: { ...record.value, version: record.version, ...extras } };
}

/**
 * The API of one settings document: `GET {readApi ?? api}` answers `{data: {...document,
 * version}}` (the stored value over the defaults; version 0 while never saved), `PUT {api}`
 * saves any subset of the fields with the `version` it was based on. Both check the
 * descriptor's permission; a save is checked against the JSON Schema of its fields (422 per
 * field, in the caller's language), then by the rules registered under its `rules` id; a
 * stale version is 409 `{message, data}` with what is stored now; every save is audit-logged.
 */
export function registerSettingsDocumentRoute(
  app: FastifyInstance,
  ctx: AppContext,
  d: SettingsDescriptor,
  rules: SettingsRules,
): void {
  const querystring = {
    type: 'object',
    properties: d.scope === 'department' ? { department: ID_PARAM } : {},
  };
  app.get<{ Querystring: Query }>(
    d.readApi ?? d.api,
    { config: { access: accessOf(d.permission.view) }, schema: { querystring } },
    async (request) =>
      answer(ctx, rules, await readSettingsDocument(ctx.db, d, await scopeOf(ctx, d, request))),
  );

  app.put<{ Body: Record<string, unknown>; Querystring: Query }>(
    d.api,
    { config: { access: accessOf(d.permission.edit) }, schema: { body: { type: 'object' }, querystring } },
    async (request) => {
      const { lang, body } = request;
      const scope = await scopeOf(ctx, d, request);
      const { changes, version, errors } = checkSettingsDocumentBody(d, body, lang);
      if (rules.check) {
        const stored = await readSettingsDocument(ctx.db, d, scope);
        await rules.check({ db: ctx.db, lang, scope, stored: stored.value, body }, changes, errors);
      }
      if (Object.keys(errors).length > 0)
        throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
      let saved: SettingsRecord;
      try {
        saved = await saveSettingsDocument(ctx.db, d, {
          scope,
          changes,
          expectedVersion: version,
          userId: requireAuth(request).userId,
          auditView: rules.auditView,
        });
      } catch (error) {
        if (error instanceof StaleSettingsError)
          throw new HttpError(409, translate(lang, 'entity:settingsDocument.conflict'), {
            ...(await answer(ctx, rules, error.current)),
          });
        throw error;
      }
      await rules.afterSave?.(ctx, saved);
      return answer(ctx, rules, saved);
    },
  );
}

/**
 * Every settings descriptor's API, each with its rules (none when its `rules` id is not
 * registered: a descriptor alone is a working settings document).
 * @example registerSettingsDocumentRoutes(app, ctx, loadSettingsDescriptors(), buildSettingsRules())
 */
export function registerSettingsDocumentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  descriptors: readonly SettingsDescriptor[],
  registry: SettingsRulesRegistry,
): void {
  for (const d of descriptors) {
    const rules = d.rules ? registry.get(d.rules) : undefined;
    if (d.rules && !rules) throw new Error(`settings ${d.id}: no rules registered as "${d.rules}"`);
    registerSettingsDocumentRoute(app, ctx, d, rules ?? {});
  }
}
