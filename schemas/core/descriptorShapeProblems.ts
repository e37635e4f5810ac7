import type { ValidateFunction } from 'ajv';
import type { DescriptorProblem } from './validateEntityDescriptors';

/**
 * A descriptor file's problems against its compiled meta-schema, one per ajv error, each with
 * the JSON pointer it concerns ("is not a known property" for a key the schema does not have).
 * @example descriptorShapeProblems(ajv.compile(TaskDescriptorSchema), file, data)
 */
export function descriptorShapeProblems(
  validate: ValidateFunction,
  file: string,
  data: unknown,
): DescriptorProblem[] {
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const params = e.params as Record<string, unknown>;
    const extra = typeof params.additionalProperty === 'string' ? `/${params.additionalProperty}` : '';
    const message =
      e.keyword === 'additionalProperties' ? 'is not a known property' : (e.message ?? 'is invalid');
    return { file, pointer: `${e.instancePath}${extra}` || '/', message };
  });
}
