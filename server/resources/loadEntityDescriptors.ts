import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { descriptorFiles } from '../../schemas/core/descriptorFiles';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import {
  type DescriptorProblem,
  validateEntityDescriptors,
} from '../../schemas/core/validateEntityDescriptors';
import { readDescriptorFiles } from './readDescriptorFiles';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');

/** Reads every `schemas/{module}/entities/*.entity.json`; a file that is not JSON becomes a problem, not a crash. */
export function readDescriptorSources(root = SCHEMAS_DIR) {
  return readDescriptorFiles(descriptorFiles(root, 'entities', '.entity.json'));
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
