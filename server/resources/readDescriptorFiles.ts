import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DescriptorProblem, DescriptorSource } from '../../schemas/core/validateEntityDescriptors';

/**
 * Parses descriptor files (entity or settings, as listed by descriptorFiles) for their
 * validator; a file that is not JSON becomes a problem, not a crash, so descriptors:check
 * reports every broken file at once. Files are named relative to the working directory, as
 * problems print them.
 * @example readDescriptorFiles(descriptorFiles(SCHEMAS_DIR, 'entities', '.entity.json'))
 */
export function readDescriptorFiles(files: readonly string[]): {
  sources: DescriptorSource[];
  problems: DescriptorProblem[];
} {
  const sources: DescriptorSource[] = [];
  const problems: DescriptorProblem[] = [];
  for (const absolute of files) {
    const file = path.relative(process.cwd(), absolute);
    try {
      sources.push({ file, data: JSON.parse(readFileSync(absolute, 'utf8')) });
    } catch (error) {
      problems.push({ file, pointer: '', message: `is not valid JSON: ${(error as Error).message}` });
    }
  }
  return { sources, problems };
}
