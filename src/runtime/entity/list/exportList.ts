import { rawFailure, rawHeaders } from '../common/rawRequest';
import { saveDownload } from '../common/saveDownload';
import { type ListQuery, listQueryString } from '../data/ListQuery';

export type ExportFormat = 'csv' | 'xlsx';

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
  await saveDownload(response, `${baseName}.${format}`);
}
