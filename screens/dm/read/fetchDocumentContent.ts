import { rawFailure, rawHeaders } from '../../../src/runtime/entity/common/rawRequest';

/**
 * The bytes of a document's current version (`GET /api/dm/document/{id}/content`), fetched with
 * the session's token; `download` records a download rather than a view in the activity log.
 * @example const response = await fetchDocumentContent(7, true)
 */
export async function fetchDocumentContent(id: number, download: boolean): Promise<Response> {
  const response = await fetch(`/api/dm/document/${id}/content${download ? '?download=1' : ''}`, {
    headers: rawHeaders(),
    credentials: 'include',
  });
  if (!response.ok) throw await rawFailure(response);
  return response;
}
