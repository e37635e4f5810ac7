import Ajv from 'ajv';
import { duplicateColumnProblems, paramsProblems } from '../params/paramsProblems';
import { validateParamsDescriptors } from '../params/validateParamsDescriptors';
import type { DescriptorProblem, DescriptorSource } from '../validateEntityDescriptors';
import { type TaskDescriptor, TaskDescriptorSchema } from './taskDescriptorSchema';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile<TaskDescriptor>(TaskDescriptorSchema);

/** Checks that need a task as a whole: its parameters' defaults, its columns, its change column. */
function taskProblems(d: TaskDescriptor): Array<{ pointer: string; message: string }> {
  const problems = [...paramsProblems(d.params), ...duplicateColumnProblems(d.columns)];
  if (d.changeColumn !== undefined) {
    const column = d.columns.find((c) => c.key === d.changeColumn);
    if (column?.type !== 'boolean')
      problems.push({ pointer: '/changeColumn', message: 'must name a boolean column' });
  }
  return problems;
}

/**
 * Validates every task descriptor: its shape against the meta-schema, then what depends on the
 * whole, and that no two share an id or an API path. Each problem is a file, a JSON pointer
 * into it and what is wrong.
 */
export function validateTaskDescriptors(sources: readonly DescriptorSource[]): {
  descriptors: TaskDescriptor[];
  problems: DescriptorProblem[];
} {
  return validateParamsDescriptors(sources, validateShape, taskProblems);
}
