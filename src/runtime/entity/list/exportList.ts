import { rawFailure, rawHeaders } from '../common/rawRequest';
import { type ListQuery, listQueryString } from '../data/ListQuery';

export type ExportFormat = 'csv' | 'xlsx';

/** The file name the server suggests in Content-Disposition, else a plain one. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads the rows the list shows (its filters, search and sort, every page) as a file.
 * Fetched with the bearer token, so it cannot be a plain link.
 * @example await exportList('/api/cm/lead', list.query, 'xlsx', 'cm-lead')
 */
export async function exportList(
  base: string,
  query: Partial<ListQuery>,
  format: ExportFormat,
  baseName: string,
): Promise<void> {
  const { page: _page, perPage: _perPage, ...rest } = query;
  const params = listQueryString({ ...rest, trashedOnly: false });
  const response = await fetch(`${base}/export?format=${format}${params ? `&${params}` : ''}`, {
    headers: rawHeaders(),
    credentials: 'include',
  });
  if (!response.ok) throw await rawFailure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `${baseName}.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
