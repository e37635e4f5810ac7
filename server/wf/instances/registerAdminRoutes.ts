import type { FastifyInstance } from 'fastify';
import type { AdminActionInput } from '../../../schemas/wf/wfApi';
import { readCompanySettings } from '../../settings/companySettings';
import { applyAdminAction, handOver } from '../engine/adminActions';
import type { EngineServices } from '../engine/engineStep';
import { WF_MANAGE, WF_SEE_ALL } from '../engine/wfAdministrators';
import { wfDb } from '../engine/wfDatabase';
import { listRunning } from './listFolder';
import { loadInstanceView } from './loadInstanceView';
import { callerOf, type ListQuery, LIST_QUERY, pageOf, searchOf } from './registerInstanceRoutes';
import { ID_PARAM } from '../../http/idPattern';

const ID = ID_PARAM;

/** The administrators' routes of wfApi.ts ("Administration"): the running list, reroute / end, hand-over. */
export function registerAdminRoutes(app: FastifyInstance, services: EngineServices): void {
  app.get<{ Querystring: ListQuery }>(
    '/api/wf/running',
    { config: { access: { permission: WF_SEE_ALL } }, schema: { querystring: LIST_QUERY } },
    async (request) => {
      const { timeZone } = await readCompanySettings(services.db);
      return listRunning(wfDb(services.db), searchOf(request.query), pageOf(request.query), timeZone);
    },
  );

  app.post<{ Params: { id: string }; Body: AdminActionInput }>(
    '/api/wf/instance/:id/admin',
    {
      config: { access: { permission: WF_MANAGE } },
      schema: {
        params: { type: 'object', properties: { id: ID } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action', 'version', 'reason'],
          properties: {
            action: { type: 'string', enum: ['reroute', 'end'] },
            version: { type: 'integer', minimum: 1 },
            reason: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' },
            userIds: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const id = Number(request.params.id);
      await applyAdminAction(services, caller, id, request.body);
      return loadInstanceView(services, caller, id);
    },
  );

  app.post<{ Body: { fromUserId: number; toUserId: number } }>(
    '/api/wf/hand-over',
    {
      config: { access: { permission: WF_MANAGE } },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['fromUserId', 'toUserId'],
          properties: {
            fromUserId: { type: 'integer', minimum: 1 },
            toUserId: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (request) => ({
      moved: await handOver(services, callerOf(request), request.body.fromUserId, request.body.toUserId),
    }),
  );
}
