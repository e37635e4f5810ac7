import type { AdminActionInput, InstanceView } from '../../../schemas/wf/wfApi';
import { api } from '../../../src/platform/api/apiClient';

/**
 * An administrator's action on a running application (`POST /api/wf/instance/{id}/admin`):
 * the application is read first for its current version, so a decision taken meanwhile makes
 * the server answer 409 rather than act on a state nobody saw.
 * @example await adminAction(12, { action: 'end', reason: 'Duplicate' })
 */
export async function adminAction(
  id: number,
  input: Omit<AdminActionInput, 'version'>,
): Promise<InstanceView> {
  const current = await api.get<InstanceView>(`/api/wf/instance/${id}`);
  return api.post<InstanceView>(`/api/wf/instance/${id}/admin`, { ...input, version: current.version });
}
