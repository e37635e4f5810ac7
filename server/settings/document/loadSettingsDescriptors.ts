import { descriptorFiles } from '../../../schemas/core/descriptorFiles';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { validateSettingsDescriptors } from '../../../schemas/core/settings/validateSettingsDescriptors';
import { formatProblems, SCHEMAS_DIR } from '../../resources/loadEntityDescriptors';
import { readDescriptorFiles } from '../../resources/readDescriptorFiles';

/** Reads every `schemas/{module}/settings/*.settings.json`; a file that is not JSON becomes a problem. */
export function readSettingsSources(root = SCHEMAS_DIR) {
  return readDescriptorFiles(descriptorFiles(root, 'settings', '.settings.json'));
}

/** Loads and validates every settings descriptor; throws one error listing every problem. */
export function loadSettingsDescriptors(root = SCHEMAS_DIR): SettingsDescriptor[] {
  const read = readSettingsSources(root);
  const { descriptors, problems } = validateSettingsDescriptors(read.sources);
  const all = [...read.problems, ...problems];
  if (all.length > 0) throw new Error(`settings descriptors are broken:\n${formatProblems(all)}`);
  return descriptors;
}

let loaded: ReadonlyMap<string, SettingsDescriptor> | null = null;

/**
 * One settings descriptor by id, for server code that reads a document (the sign-in reads
 * `sc.security`). Loaded once per process.
 * @example readSettingsDocument(db, settingsDescriptor('sc.security'))
 */
export function settingsDescriptor(id: string): SettingsDescriptor {
  loaded ??= new Map(loadSettingsDescriptors().map((d) => [d.id, d]));
  const d = loaded.get(id);
  if (!d) throw new Error(`no settings descriptor "${id}"`);
  return d;
}
