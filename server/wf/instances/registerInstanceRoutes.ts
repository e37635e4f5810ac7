import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACTIONS,
  type ActionInput,
  FOLDERS,
  type Folder,
  type SaveInstanceInput,
} from '../../../schemas/wf/wfApi';
import { requireAuth } from '../../auth/authGuard';
import { readCompanySettings } from '../../settings/companySettings';
import { applyAction } from '../engine/applyAction';
import { type EngineServices, organisationToday } from '../engine/engineStep';
import {
  createApplication,
  deleteDraft,
  previewApplication,
  updateApplication,
} from '../engine/saveApplication';
import { usableTemplates } from '../engine/usableTemplates';
import { canManage, canSeeAll } from '../engine/wfAdministrators';
import { wfDb } from '../engine/wfDatabase';
import { type Acting, folderCounts, listFolder } from './listFolder';
import { loadInstanceView } from './loadInstanceView';
import { ID_PARAM } from '../../http/idPattern';

const USE = { access: { permission: 'wf.use' } } as const;
const ID = ID_PARAM;
const ID_PARAMS = { type: 'object', properties: { id: ID } } as const;
const USER_IDS = { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1 } } as const;
const FILE_IDS = { type: 'array', maxItems: 50, items: { type: 'integer', minimum: 1 } } as const;

const saveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['templateId', 'values', 'submit'],
  properties: {
    templateId: { type: 'integer', minimum: 1 },
    values: { type: 'object' },
    fileIds: FILE_IDS,
    chosenApprovers: { type: 'object', maxProperties: 50, additionalProperties: USER_IDS },
    submit: { type: 'boolean' },
    version: { type: 'integer', minimum: 1 },
  },
} as const;

const previewBody = {
  ...saveBody,
  required: ['templateId', 'values'],
  properties: { ...saveBody.properties },
} as const;

const actionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'version'],
  properties: {
    action: { type: 'string', enum: [...ACTIONS] },
    version: { type: 'integer', minimum: 1 },
    comment: { type: 'string', maxLength: 2000 },
    fileIds: FILE_IDS,
    rejectTo: { type: 'string', enum: ['end', 'applicant'] },
    toStageKey: { type: 'string', maxLength: 80 },
    userIds: USER_IDS,
    position: { type: 'string', enum: ['before', 'after'] },
    onBehalfOf: { type: 'integer', minimum: 1 },
  },
} as const;

export const LIST_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    folder: { type: 'string', enum: [...FOLDERS] },
    q: { type: 'string', maxLength: 100 },
    applicant: { type: 'string', maxLength: 100 },
    from: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    to: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    template: ID,
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    per_page: { type: 'string', pattern: '^([1-9]|[1-9][0-9]|100)$' },
  },
} as const;

export interface ListQuery {
  folder?: Folder;
  q?: string;
  applicant?: string;
  from?: string;
  to?: string;
  template?: string;
  page?: string;
  per_page?: string;
}

export function searchOf(query: ListQuery) {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.applicant ? { applicant: query.applicant } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.template ? { template: Number(query.template) } : {}),
  };
}

export function pageOf(query: ListQuery) {
  return { page: Number(query.page ?? '1'), perPage: Number(query.per_page ?? '20') };
}

/** The caller as the engine sees them. */
export function callerOf(request: FastifyRequest) {
  const { userId, userPermission } = requireAuth(request);
  return { userId, lang: request.lang, seeAll: canSeeAll(userPermission), manage: canManage(userPermission) };
}

/** Who the caller acts for today, for the folders. */
async function actingOf(services: EngineServices, userId: number): Promise<Acting> {
  const today = await organisationToday(services.db, services.now?.() ?? new Date());
  const rows = await wfDb(services.db)
    .selectFrom('wf_delegations')
    .select(['user_id', 'template_id'])
    .where('agent_id', '=', userId)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .execute();
  return {
    userId,
    delegations: rows
      .filter((r) => r.user_id !== userId)
      .map((r) => ({ userId: r.user_id, templateId: r.template_id })),
  };
}

/** The application routes of wfApi.ts ("Applications"); the engine does the work. */
export function registerInstanceRoutes(app: FastifyInstance, services: EngineServices): void {
  const db = wfDb(services.db);

  app.get('/api/wf/usable-template', { config: USE }, async (request) => {
    const { userId } = requireAuth(request);
    return { data: await usableTemplates(db, userId) };
  });

  app.post<{ Body: Omit<SaveInstanceInput, 'submit' | 'version'> }>(
    '/api/wf/instance/preview',
    { config: USE, schema: { body: previewBody } },
    async (request) => previewApplication(services, callerOf(request), request.body),
  );

  app.post<{ Body: SaveInstanceInput }>(
    '/api/wf/instance',
    { config: USE, schema: { body: saveBody } },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = await createApplication(services, caller, request.body);
      reply.status(201);
      return loadInstanceView(services, caller, id);
    },
  );

  app.put<{ Params: { id: string }; Body: SaveInstanceInput }>(
    '/api/wf/instance/:id',
    {
      config: USE,
      schema: { params: ID_PARAMS, body: { ...saveBody, required: [...saveBody.required, 'version'] } },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      await updateApplication(services, caller, id, request.body);
      return loadInstanceView(services, caller, id);
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { version: string } }>(
    '/api/wf/instance/:id',
    {
      config: USE,
      schema: {
        params: ID_PARAMS,
        querystring: { type: 'object', required: ['version'], properties: { version: ID } },
      },
    },
    async (request, reply) => {
      await deleteDraft(
        services,
        callerOf(request),
        Number(request.params.id),
        Number(request.query.version),
      );
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/api/wf/instance',
    { config: USE, schema: { querystring: LIST_QUERY } },
    async (request) => {
      const { userId } = requireAuth(request);
      const { timeZone } = await readCompanySettings(services.db);
      return listFolder(
        db,
        await actingOf(services, userId),
        request.query.folder ?? 'receive',
        searchOf(request.query),
        pageOf(request.query),
        timeZone,
      );
    },
  );

  app.get('/api/wf/instance/counts', { config: USE }, async (request) => {
    const { userId } = requireAuth(request);
    return folderCounts(db, await actingOf(services, userId));
  });

  app.get<{ Params: { id: string } }>(
    '/api/wf/instance/:id',
    { config: { access: 'authenticated' }, schema: { params: ID_PARAMS } },
    async (request) => loadInstanceView(services, callerOf(request), Number(request.params.id)),
  );

  app.post<{ Params: { id: string }; Body: ActionInput }>(
    '/api/wf/instance/:id/action',
    { config: { access: 'authenticated' }, schema: { params: ID_PARAMS, body: actionBody } },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      await applyAction(services, caller, id, request.body);
      return loadInstanceView(services, caller, id);
    },
  );
}
