import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { SettingsField } from '../settings/settingsDescriptorSchema';
import { settingsFieldSchema } from '../settings/settingsJsonSchema';

const ajv = addFormats(new Ajv({ allErrors: true, strict: false }), ['date']);

/**
 * What is wrong with a task's or a report's parameters as a whole (their shape is the
 * meta-schema's): no reference fields (a parameter form has no pick lists) or forms, enum options, and
 * defaults that fit their field. Each problem is a JSON pointer under `/params` and a message.
 */
export function paramsProblems(
  params: Record<string, SettingsField>,
): Array<{ pointer: string; message: string }> {
  const problems: Array<{ pointer: string; message: string }> = [];
  for (const [name, field] of Object.entries(params)) {
    const at = `/params/${name}`;
    if (['reference', 'references', 'formDefinition', 'formValues'].includes(field.type))
      problems.push({ pointer: `${at}/type`, message: `a parameter has no ${field.type} fields` });
    if (field.type === 'enum' && !field.options)
      problems.push({ pointer: `${at}/options`, message: 'an enum field needs its options' });
    else if (!ajv.validate(settingsFieldSchema(field), field.default))
      problems.push({
        pointer: `${at}/default`,
        message: `does not fit the field: ${ajv.errorsText(ajv.errors, { dataVar: 'default' })}`,
      });
  }
  return problems;
}

/** Column keys used twice, as problems under `/columns`. */
export function duplicateColumnProblems(
  columns: ReadonlyArray<{ key: string }>,
): Array<{ pointer: string; message: string }> {
  const keys = new Set<string>();
  return columns.flatMap((column, i) => {
    const repeated = keys.has(column.key);
    keys.add(column.key);
    return repeated ? [{ pointer: `/columns/${i}/key`, message: `"${column.key}" is already a column` }] : [];
  });
}
