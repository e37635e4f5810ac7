import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as notifications from './0002_notifications';
import * as auditLog from './0003_audit_log';
import * as jobPositionsRuntime from './0004_job_positions_runtime';
import * as departments from './0005_departments';
import * as groupsRights from './0007_groups_rights';
import * as files from './0008_files';
import * as settingsDocumentKeys from './0009_settings_document_keys';
import * as userPreferences from './0010_user_preferences';
import * as wfTemplateVersions from './0011_wf_template_versions';
import * as wfInstances from './0012_wf_instances';
import * as rightScopes from './0013_right_scopes';
import * as faVoucherSequences from './0014_fa_voucher_sequences';
import * as accessLists from './0015_access_lists';
import * as textIndex from './0016_text_index';
import * as numberSequences from './0017_number_sequences';
import * as faPostedOn from './0018_fa_posted_on';

/**
 * Every migration, by id. Ids sort in the order they run; Kysely records each
 * applied id in the `kysely_migration` history table and refuses to run a
 * history that does not match this list.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_core': core,
  '0002_notifications': notifications,
  '0003_audit_log': auditLog,
  '0004_job_positions_runtime': jobPositionsRuntime,
  '0005_departments': departments,
  '0007_groups_rights': groupsRights,
  '0008_files': files,
  '0009_settings_document_keys': settingsDocumentKeys,
  '0010_user_preferences': userPreferences,
  '0011_wf_template_versions': wfTemplateVersions,
  '0012_wf_instances': wfInstances,
  '0013_right_scopes': rightScopes,
  '0014_fa_voucher_sequences': faVoucherSequences,
  '0015_access_lists': accessLists,
  '0016_text_index': textIndex,
  '0017_number_sequences': numberSequences,
  '0018_fa_posted_on': faPostedOn,
};
