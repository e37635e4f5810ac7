import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { SettingsDescriptor } from '../../schemas/core/settings/settingsDescriptorSchema';
import { settingsDefaults } from '../../schemas/core/settings/settingsJsonSchema';
import type { Database } from '../db/DatabaseSchema';
import { ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { checkSettingsDocumentBody } from '../settings/document/checkSettingsDocumentBody';

/** Defaults a task's or report's rules work out when the form opens (this year), over the descriptor's. */
export type ParamsDefaults = (db: Kysely<Database>) => Promise<Record<string, unknown>>;

/** The parameters' defaults: the descriptor's static ones, then those the rules work out. */
export async function defaultParams(
  descriptor: SettingsDescriptor,
  defaults: ParamsDefaults | undefined,
  db: Kysely<Database>,
): Promise<Record<string, unknown>> {
  return { ...settingsDefaults(descriptor), ...(await defaults?.(db)) };
}

/**
 * The parameters of a task's or report's call: the body checked like a settings save (422 per
 * field in the caller's language), over the defaults.
 * @example const params = await checkedParams(taskParamsDescriptor(d), rules.defaults, ctx.db, request)
 */
export async function checkedParams(
  descriptor: SettingsDescriptor,
  defaults: ParamsDefaults | undefined,
  db: Kysely<Database>,
  request: FastifyRequest<{ Body: Record<string, unknown> }>,
): Promise<Record<string, unknown>> {
  const { changes, errors } = checkSettingsDocumentBody(descriptor, request.body ?? {}, request.lang);
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(request.lang, 'validation:failed'), errors);
  return { ...(await defaultParams(descriptor, defaults, db)), ...changes };
}
