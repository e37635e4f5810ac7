import { sql } from 'kysely';
import type { FileKind } from '../../schemas/core/fileKinds';
import type { AppContext } from '../http/AppContext';
import { readSettingsDocument } from '../settings/document/SettingsDocumentStore';
import { settingsDescriptor } from '../settings/document/loadSettingsDescriptors';

const MB = 1024 * 1024;

/** The document-management settings (schemas/dm/settings/global.settings.json). */
export interface DmGlobalSettings {
  maxSizeMb: number;
  quotaMb: number;
  allowPdf: boolean;
  allowImage: boolean;
  allowOffice: boolean;
  allowText: boolean;
  allowArchive: boolean;
}

/** What one upload by one person may be: its most bytes and the kinds of file read from its content. */
export interface DmUploadLimits {
  limitBytes: number;
  accept: FileKind[];
  /** True when the person's space, not the size limit, is what bounds this upload. */
  byQuota: boolean;
}

/**
 * The limits of the next upload of `userId`: the global settings' largest file (never above the
 * server's FILES_MAX_SIZE_MB), the space left of their quota (every version they uploaded counts),
 * and the kinds the settings allow. `limitBytes` 0 means their space is used up.
 */
export async function dmUploadLimits(ctx: AppContext, userId: number): Promise<DmUploadLimits> {
  const { value } = await readSettingsDocument<DmGlobalSettings>(ctx.db, settingsDescriptor('dm.global'));
  const accept: FileKind[] = [
    ...(value.allowPdf ? (['pdf'] as const) : []),
    ...(value.allowImage ? (['image'] as const) : []),
    ...(value.allowOffice ? (['office'] as const) : []),
    ...(value.allowText ? (['text'] as const) : []),
    ...(value.allowArchive ? (['archive'] as const) : []),
  ];
  const sizeLimit = Math.min(value.maxSizeMb, ctx.config.files.maxSizeMb) * MB;
  if (value.quotaMb <= 0) return { limitBytes: sizeLimit, accept, byQuota: false };
  const used = await sql<{ used: string | null }>`
    select sum(size)::bigint::text as used from dm_versions where created_by = ${userId}`.execute(ctx.db);
  const left = Math.max(0, value.quotaMb * MB - Number(used.rows[0]?.used ?? 0));
  return { limitBytes: Math.min(sizeLimit, left), accept, byQuota: left < sizeLimit };
}
