import useSWR from 'swr';
import { swrFetcher } from '../../../src/platform/api/apiClient';

/** One version the screen offers to share, and whether it starts chosen. */
export interface ShareChoice {
  versionId: number;
  documentId: number;
  name: string;
  number: number;
  size: number;
  current: boolean;
}

interface DocumentRow {
  id: number;
  name: string;
  size: number;
  version_no: number;
  current_version_id: number;
}

interface VersionRow {
  id: number;
  document_id: number;
  name: string;
  number: number;
  size: number;
}

/** What the address asks to share: one document's versions, or several documents' current ones. */
export type ShareTarget =
  | { kind: 'document'; documentId: number; versionId: number | null }
  | { kind: 'batch'; documentIds: number[] };

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };
/** A new link's days when the person's own setting cannot be read. */
const DEFAULT_SHARE_DAYS = 7;

/**
 * The versions the share screen offers: for one document all its versions (newest first), for a
 * batch each document's current version. The server lists only what the user reads. With them,
 * the days a new link lasts from the person's own settings (`dm.myFiles`, /dm/use/list/cfg);
 * choices stay null until both are known, so the form starts with the right expiry.
 * @example const { choices, error } = useShareChoices({ kind: 'batch', documentIds: [3, 4] })
 */
export function useShareChoices(target: ShareTarget | null) {
  const settings = useSWR<{ data: { shareDays?: number } }>('/api/dm/my-files', swrFetcher, SWR_OPTIONS);
  const settled = settings.data !== undefined || settings.error !== undefined;
  const shareDays = settings.data?.data.shareDays ?? DEFAULT_SHARE_DAYS;
  const documentId = target?.kind === 'document' ? target.documentId : null;
  const batch = target?.kind === 'batch' ? target.documentIds.join(',') : null;
  const document = useSWR<{ data: DocumentRow }>(
    documentId ? `/api/dm/document/${documentId}` : null,
    swrFetcher,
    SWR_OPTIONS,
  );
  const versions = useSWR<{ data: VersionRow[] }>(
    documentId ? `/api/dm/version?filter[document_id]=${documentId}&per_page=200` : null,
    swrFetcher,
    SWR_OPTIONS,
  );
  const documents = useSWR<{ data: DocumentRow[] }>(
    batch ? `/api/dm/document?filter[id]=${batch}&per_page=200` : null,
    swrFetcher,
    SWR_OPTIONS,
  );
  if (target?.kind === 'document') {
    const current = document.data?.data.current_version_id;
    const choices =
      document.data && versions.data && settled
        ? versions.data.data.map((v) => ({
            versionId: v.id,
            documentId: v.document_id,
            name: v.name,
            number: v.number,
            size: v.size,
            current: v.id === current,
          }))
        : null;
    return {
      choices,
      shareDays,
      title: document.data?.data.name ?? null,
      error: document.error ?? versions.error,
    };
  }
  const choices =
    (settled ? documents.data?.data : undefined)?.map((d) => ({
      versionId: d.current_version_id,
      documentId: d.id,
      name: d.name,
      number: d.version_no,
      size: d.size,
      current: true,
    })) ?? null;
  return { choices, shareDays, title: null, error: documents.error };
}
