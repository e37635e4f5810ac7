/** `GET /api/dm/link/{token}` → `{data}`: what a shared link gives whoever holds it. */
export interface SharedLink {
  /** Null while the link is locked by its password. */
  title: string | null;
  note: string | null;
  expires_at: string;
  has_password: boolean;
  unlocked: boolean;
  downloads_left: number | null;
  files: SharedLinkFile[];
}

export interface SharedLinkFile {
  version_id: number;
  name: string;
  number: number;
  size: number;
  mime: string;
}

/** Why a link gives nothing: the server's `reason` on its 404 and 410 answers. */
export type LinkRefusal = 'unknown' | 'expired' | 'used_up';

/** The address of one file of a link, opened as a plain link so no session is needed. */
export function sharedFileUrl(token: string, versionId: number, ticket: string | null): string {
  const query = ticket ? `?ticket=${encodeURIComponent(ticket)}` : '';
  return `/api/dm/link/${encodeURIComponent(token)}/file/${versionId}${query}`;
}
