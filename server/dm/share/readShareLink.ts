import { sql } from 'kysely';
import { hashOpaqueToken } from '../../auth/opaqueTokens';
import type { Executor } from '../../db/Executor';
import { integerArray } from '../../resources/referencesSql';

/** A share as its public link sees it (the hashes stay on the server). */
export interface ShareLink {
  id: number;
  title: string;
  note: string | null;
  expiresAt: Date;
  passwordHash: string | null;
  maxDownloads: number | null;
  downloads: number;
  versionIds: number[];
  createdBy: number;
}

/** One file a link shares: a version of a document that is not in the trash. */
export interface SharedFile {
  versionId: number;
  documentId: number;
  folderId: number;
  fileId: number;
  name: string;
  number: number;
  size: number;
  mime: string;
}

/** A link's token: 32 random bytes in base64url (newOpaqueToken); anything else names no share. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The live, unrevoked share whose token is `token`, or null (an unknown, malformed or revoked
 * link, which the routes answer alike with 404 so that a guess learns nothing).
 */
export async function findShareLink(db: Executor, token: string): Promise<ShareLink | null> {
  if (!TOKEN.test(token)) return null;
  const rows = await sql<{
    id: number;
    title: string;
    note: string | null;
    expires_at: Date;
    password_hash: string | null;
    max_downloads: number | null;
    downloads: number | null;
    version_ids: number[] | null;
    created_by: number;
  }>`select id, title, note, expires_at, password_hash, max_downloads, downloads, version_ids, created_by
    from dm_shares where token_hash = ${hashOpaqueToken(token)} and deleted_at is null
      and revoked is not true`.execute(db);
  const row = rows.rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    title: row.title,
    note: row.note,
    expiresAt: new Date(row.expires_at),
    passwordHash: row.password_hash,
    maxDownloads: row.max_downloads === null ? null : Number(row.max_downloads),
    downloads: Number(row.downloads ?? 0),
    versionIds: (row.version_ids ?? []).map(Number),
    createdBy: Number(row.created_by),
  };
}

/** Why a link that exists no longer gives its files: past its expiry, or every download used. */
export function linkRefusal(link: ShareLink, now = new Date()): 'expired' | 'used_up' | null {
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.maxDownloads !== null && link.downloads >= link.maxDownloads) return 'used_up';
  return null;
}

/** The files among `versionIds` whose documents are live, in the order the share lists them. */
export async function sharedFiles(db: Executor, versionIds: readonly number[]): Promise<SharedFile[]> {
  if (versionIds.length === 0) return [];
  const rows = await sql<{
    id: number;
    document_id: number;
    folder_id: number;
    file_id: number;
    name: string;
    number: number;
    size: number | string;
    mime: string;
  }>`select v.id, v.document_id, d.folder_id, v.file_id, v.name, v.number, v.size, v.mime
    from dm_versions as v join dm_documents as d on d.id = v.document_id
    where v.id = any(${integerArray([...versionIds])}) and d.deleted_at is null`.execute(db);
  const byId = new Map(rows.rows.map((r) => [Number(r.id), r]));
  return versionIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        versionId: id,
        documentId: Number(r.document_id),
        folderId: Number(r.folder_id),
        fileId: Number(r.file_id),
        name: r.name,
        number: Number(r.number),
        size: Number(r.size),
        mime: r.mime ?? 'application/octet-stream',
      },
    ];
  });
}
