import Ajv from 'ajv';
import { settingsFieldSchema } from '../settings/settingsJsonSchema';
import { descriptorShapeProblems } from '../descriptorShapeProblems';
import type { DescriptorProblem, DescriptorSource } from '../validateEntityDescriptors';
import { type TaskDescriptor, TaskDescriptorSchema } from './taskDescriptorSchema';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile<TaskDescriptor>(TaskDescriptorSchema);

const shapeProblems = (file: string, data: unknown) => descriptorShapeProblems(validateShape, file, data);

/** Checks that need the descriptor as a whole: its module, its parameters' defaults, its columns. */
function wholeProblems(file: string, d: TaskDescriptor): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!d.id.startsWith(`${d.module}.`)) add('/id', `must start with its module "${d.module}."`);
  if (!d.api.startsWith(`/api/${d.module}/`)) add('/api', `must start with "/api/${d.module}/"`);
  for (const key of ['view', 'run'] as const)
    if (!d.permission[key].startsWith(`${d.module}.`))
      add(`/permission/${key}`, `must start with its module "${d.module}."`);
  for (const [name, field] of Object.entries(d.params)) {
    const at = `/params/${name}`;
    if (field.type === 'reference' || field.type === 'references')
      add(`${at}/type`, `a task parameter has no ${field.type} fields`);
    if (field.type === 'enum' && !field.options) add(`${at}/options`, 'an enum field needs its options');
    else if (!ajv.validate(settingsFieldSchema(field), field.default))
      add(`${at}/default`, `does not fit the field: ${ajv.errorsText(ajv.errors, { dataVar: 'default' })}`);
  }
  const keys = new Set<string>();
  d.columns.forEach((column, i) => {
    if (keys.has(column.key)) add(`/columns/${i}/key`, `"${column.key}" is already a column`);
    keys.add(column.key);
  });
  if (d.changeColumn !== undefined) {
    const column = d.columns.find((c) => c.key === d.changeColumn);
    if (column?.type !== 'boolean') add('/changeColumn', 'must name a boolean column');
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
  const problems: DescriptorProblem[] = [];
  const valid: Array<{ file: string; d: TaskDescriptor }> = [];
  for (const { file, data } of sources) {
    const shape = shapeProblems(file, data);
    if (shape.length > 0) problems.push(...shape);
    else valid.push({ file, d: data as TaskDescriptor });
  }
  const seen = new Map<string, string>();
  for (const { file, d } of valid) {
    problems.push(...wholeProblems(file, d));
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
