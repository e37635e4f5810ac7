import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { validateSettingsDescriptors } from '../../../schemas/core/settings/validateSettingsDescriptors';
import type { DescriptorProblem, DescriptorSource } from '../../../schemas/core/validateEntityDescriptors';
import { formatProblems, SCHEMAS_DIR } from '../../resources/loadEntityDescriptors';

const SUFFIX = '.settings.json';

/** Reads every `schemas/{module}/settings/*.settings.json`; a file that is not JSON becomes a problem. */
export function readSettingsSources(root = SCHEMAS_DIR): {
  sources: DescriptorSource[];
  problems: DescriptorProblem[];
} {
  const sources: DescriptorSource[] = [];
  const problems: DescriptorProblem[] = [];
  for (const module of readdirSync(root, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const dir = path.join(root, module.name, 'settings');
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(SUFFIX));
    } catch {
      continue;
    }
    for (const name of files.sort()) {
      const file = path.relative(process.cwd(), path.join(dir, name));
      try {
        sources.push({ file, data: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) });
      } catch (error) {
        problems.push({ file, pointer: '', message: `is not valid JSON: ${(error as Error).message}` });
      }
    }
  }
  return { sources, problems };
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
