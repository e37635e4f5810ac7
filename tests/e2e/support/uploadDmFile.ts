/**
 * Uploads a file into a document folder with a token, the raw body as the file list's upload
 * sends it: the new document's id and its first version's id. Throws unless the server made it.
 * @example const { id } = await uploadDmFile(base, token, folderId, 'Tender.pdf', bytes);
 */
export async function uploadDmFile(
  baseUrl: string,
  token: string,
  folderId: number,
  name: string,
  body: Buffer,
): Promise<{ id: number; version_id: number }> {
  const response = await fetch(`${baseUrl}/api/dm/document/upload?folder_id=${folderId}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
    body: new Uint8Array(body),
  });
  if (response.status !== 201)
    throw new Error(`upload of ${name}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: number; version_id: number } }).data;
}
