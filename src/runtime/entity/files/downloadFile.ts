import { rawFailure, rawHeaders } from '../common/rawRequest';

/**
 * Downloads a record's file (`GET {api}/{id}/files/{fileId}`) under its own name. Fetched with
 * the bearer token, so it cannot be a plain link; the server checks the record's view right.
 * @example await downloadFile('/api/cm/lead', 7, 12, '報價.pdf')
 */
export async function downloadFile(
  api: string,
  recordId: number,
  fileId: number,
  name: string,
): Promise<void> {
  const response = await fetch(`${api}/${recordId}/files/${fileId}`, {
    headers: rawHeaders(),
    credentials: 'include',
  });
  if (!response.ok) throw await rawFailure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
