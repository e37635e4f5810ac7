import { sql } from 'kysely';
import type { Executor } from '../db/Executor';

/** What happened to a file, as the activity log (`dm.activity`, /dm/admin/activity) lists it. */
export interface DmActivity {
  action: 'upload' | 'version' | 'restore' | 'view' | 'download' | 'rename' | 'delete' | 'access' | 'share';
  documentId: number | null;
  folderId: number | null;
  versionNo?: number | null;
  detail?: string | null;
  userId: number | null;
}

/** Appends one line to the activity log (in the caller's transaction when one is given). */
export async function recordDmActivity(db: Executor, activity: DmActivity): Promise<void> {
  await sql`insert into dm_activity (document_id, folder_id, action, version_no, detail, created_by, updated_by)
    values (${activity.documentId}, ${activity.folderId}, ${activity.action}, ${activity.versionNo ?? null},
      ${activity.detail?.slice(0, 500) ?? null}, ${activity.userId}, ${activity.userId})`.execute(db);
}
