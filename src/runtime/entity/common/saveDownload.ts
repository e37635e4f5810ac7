/** The file name the server suggests in Content-Disposition, else a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Hands a file the server answered to the browser's downloads, under the name it suggests.
 * For downloads fetched with the bearer token, which cannot be plain links (list and report
 * exports).
 * @example await saveDownload(response, 'cm-lead.xlsx')
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
