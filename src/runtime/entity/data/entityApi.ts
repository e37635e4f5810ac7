import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { api } from '../../../platform/api/apiClient';
import type { AuditEntry, EntityRow, ListAnswer } from './EntityRow';
import { type ListQuery, listQueryString } from './ListQuery';

/** Fields and values of a create or update body. */
export type EntityValues = Record<string, unknown>;

/**
 * The generic resource API of one entity (docs/resource-api.md), by its base path or its
 * descriptor (whose `listApi`, when set, is where the paged list answers).
 * @example await entityApi('/api/cm/lead').update(7, { subject: 'x' }, 3)
 */
export function entityApi(target: string | Pick<EntityDescriptor, 'api' | 'listApi'>) {
  const base = typeof target === 'string' ? target : target.api;
  const listBase = typeof target === 'string' ? target : (target.listApi ?? target.api);
  return {
    listPath: (query: Partial<ListQuery>) => `${listBase}?${listQueryString(query)}`,
    allPath: `${base}/all`,
    rowPath: (id: number) => `${base}/${id}`,
    auditPath: (id: number) => `${base}/${id}/audit`,
    list: (query: Partial<ListQuery>) => api.get<ListAnswer>(`${listBase}?${listQueryString(query)}`),
    get: async (id: number) => (await api.get<{ data: EntityRow }>(`${base}/${id}`)).data,
    create: async (values: EntityValues) => (await api.post<{ data: EntityRow }>(base, values)).data,
    update: async (id: number, values: EntityValues, version: number) =>
      (await api.put<{ data: EntityRow }>(`${base}/${id}`, { ...values, version })).data,
    remove: async (id: number) => (await api.delete<{ data: EntityRow }>(`${base}/${id}`)).data,
    restore: async (id: number) => (await api.post<{ data: EntityRow }>(`${base}/${id}/restore`)).data,
    bulkDelete: async (ids: readonly number[]) =>
      (await api.post<{ deleted: number }>(`${base}/bulk-delete`, { ids })).deleted,
    audit: async (id: number) => (await api.get<{ data: AuditEntry[] }>(`${base}/${id}/audit`)).data,
  };
}

export type EntityApi = ReturnType<typeof entityApi>;
