import Ajv from 'ajv';
import { descriptorShapeProblems } from '../descriptorShapeProblems';
import type { DescriptorProblem, DescriptorSource } from '../validateEntityDescriptors';
import { type SettingsDescriptor, SettingsDescriptorSchema } from './settingsDescriptorSchema';
import { settingsFieldSchema } from './settingsJsonSchema';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile<SettingsDescriptor>(SettingsDescriptorSchema);
/**
 * Fields a settings document does not hold: references would point at table rows (a settings
 * document has no foreign keys to keep), and forms and their values have no control there.
 */
const NOT_IN_SETTINGS = new Set(['reference', 'references', 'formDefinition', 'formValues']);

const shapeProblems = (file: string, data: unknown) => descriptorShapeProblems(validateShape, file, data);

/** Checks that need the descriptor as a whole: its module, its sections, its defaults. */
function wholeProblems(file: string, d: SettingsDescriptor): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (!d.id.startsWith(`${d.module}.`)) add('/id', `must start with its module "${d.module}."`);
  for (const key of ['api', 'readApi'] as const) {
    const path = d[key];
    if (path !== undefined && !path.startsWith(`/api/${d.module}/`))
      add(`/${key}`, `must start with "/api/${d.module}/"`);
  }
  for (const key of ['view', 'edit'] as const) {
    const path = d.permission[key];
    if (path !== 'authenticated' && !path.startsWith(`${d.module}.`))
      add(`/permission/${key}`, `must start with its module "${d.module}."`);
  }
  for (const [name, field] of Object.entries(d.fields)) {
    const at = `/fields/${name}`;
    if (NOT_IN_SETTINGS.has(field.type)) add(`${at}/type`, `a settings document has no ${field.type} fields`);
    if (field.type === 'enum' && !field.options) add(`${at}/options`, 'an enum field needs its options');
    if (field.type !== 'enum' && field.options) add(`${at}/options`, 'only enum fields have options');
    else if (!ajv.validate(settingsFieldSchema(field), field.default))
      add(`${at}/default`, `does not fit the field: ${ajv.errorsText(ajv.errors, { dataVar: 'default' })}`);
  }
  const placed = new Map<string, string>();
  d.sections.forEach((section, i) => {
    section.fields.forEach((entry, j) => {
      const at = `/sections/${i}/fields/${j}`;
      const names: Array<[string, string]> =
        typeof entry === 'string'
          ? [[at, entry]]
          : entry.fields.map((name, k): [string, string] => [`${at}/fields/${k}`, name]);
      for (const [pointer, name] of names) {
        if (!Object.hasOwn(d.fields, name)) add(pointer, `names the field "${name}", which does not exist`);
        else if (placed.has(name)) add(pointer, `"${name}" is already shown at ${placed.get(name)}`);
        else placed.set(name, pointer);
      }
    });
  });
  for (const name of Object.keys(d.fields))
    if (!placed.has(name)) add(`/fields/${name}`, 'is in no section, so no one could edit it');
  const tabbed = d.sections.filter((s) => s.tab !== undefined).length;
  if (tabbed > 0 && tabbed < d.sections.length)
    add('/sections', 'either every section names its tab or none does');
  return problems;
}

/**
 * Validates every settings descriptor: its shape against the meta-schema, then what depends
 * on the whole (sections naming real fields, each field shown once, defaults that fit their
 * field), and that no two share an id or an API path. Each problem is a file, a JSON pointer
 * into it and what is wrong.
 */
export function validateSettingsDescriptors(sources: readonly DescriptorSource[]): {
  descriptors: SettingsDescriptor[];
  problems: DescriptorProblem[];
} {
  const problems: DescriptorProblem[] = [];
  const valid: Array<{ file: string; d: SettingsDescriptor }> = [];
  for (const { file, data } of sources) {
    const shape = shapeProblems(file, data);
    if (shape.length > 0) problems.push(...shape);
    else valid.push({ file, d: data as SettingsDescriptor });
  }
  const seen = new Map<string, string>();
  for (const { file, d } of valid) {
    problems.push(...wholeProblems(file, d));
    const claims: Array<[string, string]> = [
      ['/id', `id ${d.id}`],
      ['/api', `PUT ${d.api}`],
      [d.readApi ? '/readApi' : '/api', `GET ${d.readApi ?? d.api}`],
    ];
    for (const [pointer, claim] of claims) {
      const other = seen.get(claim);
      if (other) problems.push({ file, pointer, message: `"${claim}" is already used by ${other}` });
      else seen.set(claim, file);
    }
  }
  const broken = new Set(problems.map((p) => p.file));
  return { descriptors: valid.filter((v) => !broken.has(v.file)).map((v) => v.d), problems };
}
