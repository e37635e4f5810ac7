import type {
  ActionInput,
  AdminActionInput,
  Folder,
  FolderCounts,
  InstanceRow,
  InstanceView,
  PlanView,
  PreviewInput,
  SaveInstanceInput,
} from '../../../schemas/wf/wfApi';
import { api } from '../../../src/platform/api/apiClient';
import { uploadFileTo } from '../../../src/runtime/entity/files/uploadFile';

/** The instance API's base path (schemas/wf/wfApi.ts). */
export const INSTANCE_API = '/api/wf/instance';

/** A stored attachment as the upload answers it. */
export interface WfFile {
  id: number;
  name: string;
  size: number;
  mime: string;
}

/** One page of a folder (GET /api/wf/instance). */
export interface InstancePage {
  data: InstanceRow[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** What the list asks for: a folder, a search and a page. */
export interface InstanceQuery {
  folder: Folder;
  /** Title or number. */
  q?: string;
  applicant?: number | null;
  /** Submitted on or after / on or before (`YYYY-MM-DD`). */
  from?: string | null;
  to?: string | null;
  page?: number;
  perPage?: number;
}

/**
 * An answer that is the object itself or, Laravel-style, `{data: object}`: the contract names
 * the object, and a resource wrapper around it changes nothing for the screens.
 */
export function unwrap<T>(answer: T | { data: T }): T {
  if (typeof answer === 'object' && answer !== null && 'data' in answer && !('id' in answer)) {
    const inner = (answer as { data: unknown }).data;
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner)) return inner as T;
  }
  return answer as T;
}

/** The query string of a folder page (empty values left out, so the server's defaults apply). */
export function instanceListPath(query: InstanceQuery): string {
  const params = new URLSearchParams({ folder: query.folder });
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.applicant) params.set('applicant', String(query.applicant));
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  params.set('page', String(query.page ?? 1));
  params.set('per_page', String(query.perPage ?? 20));
  return `${INSTANCE_API}?${params}`;
}

export const COUNTS_PATH = `${INSTANCE_API}/counts`;

/**
 * The sign-off calls the screens make, typed by the shared contract.
 * @example const view = await instanceApi.act(7, { action: 'approve', version: 3 })
 */
export const instanceApi = {
  list: (query: InstanceQuery) => api.get<InstancePage>(instanceListPath(query)),
  counts: async () => unwrap(await api.get<FolderCounts | { data: FolderCounts }>(COUNTS_PATH)),
  /**
   * One application. Not `guardsScreen`: a 403 here means the caller is not part of this
   * application (not a missing right), so the screen says so instead of ending the session.
   */
  get: async (id: number) =>
    unwrap(await api.get<InstanceView | { data: InstanceView }>(`${INSTANCE_API}/${id}`)),
  preview: async (input: PreviewInput) =>
    unwrap(await api.post<PlanView | { data: PlanView }>(`${INSTANCE_API}/preview`, input)),
  create: async (input: SaveInstanceInput) =>
    unwrap(await api.post<InstanceView | { data: InstanceView }>(INSTANCE_API, input)),
  update: async (id: number, input: SaveInstanceInput & { version: number }) =>
    unwrap(await api.put<InstanceView | { data: InstanceView }>(`${INSTANCE_API}/${id}`, input)),
  /** A draft, gone for good (its files with it). */
  discard: (id: number, version: number) => api.delete<undefined>(`${INSTANCE_API}/${id}?version=${version}`),
  act: async (id: number, input: ActionInput) =>
    unwrap(await api.post<InstanceView | { data: InstanceView }>(`${INSTANCE_API}/${id}/action`, input)),
  admin: async (id: number, input: AdminActionInput) =>
    unwrap(await api.post<InstanceView | { data: InstanceView }>(`${INSTANCE_API}/${id}/admin`, input)),
  /**
   * Stores one file (the raw file as the body, its name in X-File-Name, as the server's file routes
   * take it): for an application (`POST /{id}/files`), or, before there is one, for the caller
   * (`POST /files`) until a save or an action attaches it by id.
   */
  upload: (
    id: number | null,
    file: File,
    onProgress: (fraction: number) => void = () => {},
  ): Promise<WfFile> =>
    uploadFileTo(id === null ? `${INSTANCE_API}/files` : `${INSTANCE_API}/${id}/files`, file, onProgress)
      .done,
};
