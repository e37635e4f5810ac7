import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import {
  type DescriptorProblem,
  type DescriptorSource,
  validateEntityDescriptors,
} from '../../schemas/core/validateEntityDescriptors';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');
const SUFFIX = '.entity.json';

/** Reads every `schemas/{module}/entities/*.entity.json`; a file that is not JSON becomes a problem, not a crash. */
export function readDescriptorSources(root = SCHEMAS_DIR): {
  sources: DescriptorSource[];
  problems: DescriptorProblem[];
} {
  const sources: DescriptorSource[] = [];
  const problems: DescriptorProblem[] = [];
  for (const module of readdirSync(root, { withFileTypes: true })) {
    if (!module.isDirectory()) continue;
    const dir = path.join(root, module.name, 'entities');
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

export function formatProblems(problems: readonly DescriptorProblem[]): string {
  return problems.map((p) => `${p.file}#${p.pointer || '/'}: ${p.message}`).join('\n');
}

/** Loads and validates all descriptors; throws one error listing every problem. */
export function loadEntityDescriptors(root = SCHEMAS_DIR): EntityDescriptor[] {
  const read = readDescriptorSources(root);
  const { descriptors, problems } = validateEntityDescriptors(read.sources);
  const all = [...read.problems, ...problems];
  if (all.length > 0) throw new Error(`entity descriptors are broken:\n${formatProblems(all)}`);
  return descriptors;
}
