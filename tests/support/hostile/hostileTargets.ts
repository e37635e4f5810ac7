import { type Kysely, sql } from 'kysely';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { entityJsonSchema } from '../../../schemas/core/entityJsonSchema';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { settingsJsonSchema } from '../../../schemas/core/settings/settingsJsonSchema';
import type { RouteEntry } from '../../../server/http/routeTable';
import type { HostileTarget } from './casesFor';
import type { JsonSchema } from './schemaValues';

/** An id no table reaches: the benign id of routes that would delete or change a record without a body. */
export const ABSENT_ID = '2147483000';

/** Tables of the hand-written routes with a record `:id`, by the path their routes start with. */
const TABLES_BY_PREFIX: Array<[string, string]> = [
  ['/api/wf/instance/', 'wf_instances'],
  ['/api/wf/template/', 'wf_templates'],
  ['/api/sc/user-notification/', 'notifications'],
  ['/api/sc/user/', 'users'],
  ['/api/sc/department/', 'departments'],
  ['/api/sc/group/', 'groups'],
];

interface TargetSources {
  db: Kysely<unknown>;
  entities: readonly EntityDescriptor[];
  settings: readonly SettingsDescriptor[];
  /** The signed-in administrator: never the record a hostile write lands on. */
  adminId: number;
  /** Another account, for user-keyed parameters (`:userId`, `:owner`). */
  otherUserId: number;
  /** The CSV header of each entity's export by its api, for import routes. */
  importHeaders: ReadonlyMap<string, string>;
}

async function firstId(db: Kysely<unknown>, table: string, adminId: number): Promise<string> {
  try {
    const result = await sql<{ id: number }>`select min(id) as id from ${sql.id(table)}
      where id <> ${table === 'users' ? adminId : 0}`.execute(db);
    const id = result.rows[0]?.id;
    return id ? String(id) : ABSENT_ID;
  } catch {
    return ABSENT_ID;
  }
}

/**
 * Turns each route of the server's own table into what the suite attacks: its body schema
 * (the route's own, or its entity's / settings document's when the handler validates itself),
 * its list fields, and benign path parameters: a live record (not the administrator's own) for
 * a route with a body, an absent id for one that would act on the record without one.
 */
export async function hostileTargets(
  routes: readonly RouteEntry[],
  s: TargetSources,
): Promise<HostileTarget[]> {
  const idCache = new Map<string, string>();
  const idOf = async (table: string) => {
    if (!idCache.has(table)) idCache.set(table, await firstId(s.db, table, s.adminId));
    return idCache.get(table) as string;
  };
  const targets: HostileTarget[] = [];
  for (const route of routes) {
    const entity = s.entities.find((d) => route.url === d.api || route.url.startsWith(`${d.api}/`));
    const settings = s.settings.find((d) => route.url === d.api && route.method === 'PUT');
    const isUpload = route.method === 'POST' && route.url.endsWith('/files');
    const isImport = route.method === 'POST' && route.url.endsWith('/import');
    let bodySchema = route.schema?.body as JsonSchema | undefined;
    if (!bodySchema && entity && route.method === 'POST' && route.url === entity.api)
      bodySchema = entityJsonSchema(entity, 'create');
    if (!bodySchema && entity && route.method === 'PUT' && route.url === `${entity.api}/:id`)
      bodySchema = entityJsonSchema(entity, 'update');
    if (settings) bodySchema = settingsJsonSchema(settings);
    const writes = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const body: HostileTarget['body'] = isUpload ? 'upload' : isImport ? 'import' : writes ? 'json' : 'none';
    const acts = route.method !== 'GET' && !bodySchema;
    const params: Record<string, string> = {};
    for (const [, name] of route.url.matchAll(/:([A-Za-z_]+)/g)) {
      if (name === 'id') {
        const table =
          entity?.table ?? TABLES_BY_PREFIX.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? '';
        params.id = acts ? ABSENT_ID : await idOf(table);
      } else if (name === 'userId') params.userId = String(s.otherUserId);
      else if (name === 'owner') params.owner = `u${s.otherUserId}`;
      else if (name === 'entityId') params.entityId = 'cm.lead';
      else if (name === 'module') params.module = 'cm';
      else params[name as string] = name === 'fileId' ? ABSENT_ID : 'x';
    }
    const listed = entity && route.method === 'GET' && route.url === (entity.listApi ?? entity.api);
    targets.push({
      route,
      params,
      body,
      bodySchema,
      querySchema: route.schema?.querystring as JsonSchema | undefined,
      listFields: listed ? Object.keys(entity.fields) : undefined,
      ...(isImport && entity ? { importHeader: s.importHeaders.get(entity.api) } : {}),
    });
  }
  return targets;
}
