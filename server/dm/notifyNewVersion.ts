import { sql } from 'kysely';
import type { AppContext } from '../http/AppContext';
import { type Language, translate } from '../http/translate';
import { sendNotifications } from '../notifications/sendNotifications';
import { readSettingsDocument } from '../settings/document/SettingsDocumentStore';
import { settingsDescriptor } from '../settings/document/loadSettingsDescriptors';
import type { DmServices } from './DmServices';
import { versionsReadableBy } from './share/versionsReadableBy';

/**
 * Tells the person who created a document that someone else uploaded a new version of it,
 * unless they turned that off in their own settings (dm.myFiles, /dm/use/list/cfg) or no longer
 * read the file. The notification opens the file's versions.
 */
export async function notifyNewVersion(
  ctx: AppContext,
  dm: DmServices,
  change: { documentId: number; versionId: number; number: number; uploaderId: number; lang: Language },
): Promise<void> {
  const { rows } = await sql<{ name: string; created_by: number | null; uploader: string | null }>`
    select d.name, d.created_by, u.name as uploader from dm_documents d
    left join users u on u.id = ${change.uploaderId} where d.id = ${change.documentId}`.execute(ctx.db);
  const document = rows[0];
  const owner = document?.created_by;
  if (!document || owner === null || owner === undefined || owner === change.uploaderId) return;
  const settings = await readSettingsDocument<{ notifyNewVersion: boolean }>(
    ctx.db,
    settingsDescriptor('dm.myFiles'),
    `u${owner}`,
  );
  if (!settings.value.notifyNewVersion) return;
  if (!(await versionsReadableBy(ctx, dm.versions, owner, [change.versionId])).has(change.versionId)) return;
  await sendNotifications(ctx, {
    userIds: [owner],
    modelType: 'dm',
    modelId: change.documentId,
    title: translate(change.lang, 'dm:notices.newVersion.title', { name: document.name }),
    content: translate(change.lang, 'dm:notices.newVersion.content', {
      user: document.uploader ?? '',
      number: change.number,
    }),
    data: { link: `/dm/use/file/info/main?id=${change.documentId}` },
  });
}
