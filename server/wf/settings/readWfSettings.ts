import type { Kysely } from 'kysely';
import {
  DEFAULT_WF_COMMON_SETTINGS,
  DEFAULT_WF_NOTIFICATION_SETTINGS,
  type WfCommonSettings,
  type WfNotificationSettings,
} from '../../../schemas/wf/wfSettings';
import type { Database } from '../../db/DatabaseSchema';
import { settingsDescriptor } from '../../settings/document/loadSettingsDescriptors';
import { readSettingsDocument } from '../../settings/document/SettingsDocumentStore';

/**
 * The sign-off engine's settings (schemas/wf/settings/common.settings.json and
 * notification.settings.json, edited at /wf/admin/common-settings and
 * /wf/admin/notification-settings). The stored document comes over the descriptor's defaults;
 * the contract's defaults (schemas/wf/wfSettings.ts) come under both, so a document saved by an
 * older release still carries every field. Pass a transaction to read inside one.
 *
 * @example const { numberDigits } = await readWfCommonSettings(trx)
 */
export async function readWfCommonSettings(db: Kysely<Database>): Promise<WfCommonSettings> {
  const { value } = await readSettingsDocument<Partial<WfCommonSettings>>(
    db,
    settingsDescriptor('wf.common'),
  );
  return { ...DEFAULT_WF_COMMON_SETTINGS, ...value };
}

/** Who is told of what, and how (see readWfCommonSettings). */
export async function readWfNotificationSettings(db: Kysely<Database>): Promise<WfNotificationSettings> {
  const { value } = await readSettingsDocument<Partial<WfNotificationSettings>>(
    db,
    settingsDescriptor('wf.notification'),
  );
  return { ...DEFAULT_WF_NOTIFICATION_SETTINGS, ...value };
}
