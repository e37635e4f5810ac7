import type { ValidateFunction } from 'ajv';
import { descriptorShapeProblems } from '../descriptorShapeProblems';
import type { DescriptorProblem, DescriptorSource } from '../validateEntityDescriptors';

/** What every parameters descriptor (a task, a report) has that must agree with its module. */
interface ParamsDescriptorCore {
  id: string;
  module: string;
  api: string;
  permission: Record<string, string>;
}

type Problem = { pointer: string; message: string };

/** Its id, API path and rights belong to its module. */
function moduleProblems(d: ParamsDescriptorCore): Problem[] {
  const problems: Problem[] = [];
  if (!d.id.startsWith(`${d.module}.`))
    problems.push({ pointer: '/id', message: `must start with its module "${d.module}."` });
  if (!d.api.startsWith(`/api/${d.module}/`))
    problems.push({ pointer: '/api', message: `must start with "/api/${d.module}/"` });
  for (const [key, path] of Object.entries(d.permission))
    if (!path.startsWith(`${d.module}.`))
      problems.push({ pointer: `/permission/${key}`, message: `must start with its module "${d.module}."` });
  return problems;
}

/**
 * Validates every descriptor of one parameters kind (tasks, reports): its shape against the
 * compiled meta-schema, its module, then what the kind checks on the whole (`whole`), and that
 * no two share an id or an API path. Each problem is a file, a JSON pointer and what is wrong;
 * a file with any problem is left out of `descriptors`.
 * @example validateParamsDescriptors(sources, ajv.compile(TaskDescriptorSchema), taskProblems)
 */
export function validateParamsDescriptors<D extends ParamsDescriptorCore>(
  sources: readonly DescriptorSource[],
  validateShape: ValidateFunction<D>,
  whole: (d: D) => Problem[],
): { descriptors: D[]; problems: DescriptorProblem[] } {
  const problems: DescriptorProblem[] = [];
  const valid: Array<{ file: string; d: D }> = [];
  for (const { file, data } of sources) {
    const shape = descriptorShapeProblems(validateShape, file, data);
    if (shape.length > 0) problems.push(...shape);
    else valid.push({ file, d: data as D });
  }
  const seen = new Map<string, string>();
  for (const { file, d } of valid) {
    for (const p of [...moduleProblems(d), ...whole(d)]) problems.push({ file, ...p });
    for (const [pointer, claim] of [
      ['/id', `id ${d.id}`],
      ['/api', `api ${d.api}`],
    ] as const) {
      const other = seen.get(claim);
      if (other) problems.push({ file, pointer, message: `"${claim}" is already used by ${other}` });
      else seen.set(claim, file);
    }
  }
  const broken = new Set(problems.map((p) => p.file));
  return { descriptors: valid.filter((v) => !broken.has(v.file)).map((v) => v.d), problems };
}
