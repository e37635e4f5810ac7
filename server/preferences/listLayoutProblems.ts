import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { ACTIONS_COLUMN_ID, SELECTION_COLUMN_ID } from '../../schemas/core/listLayoutColumns';
import type { ListLayout } from '../../schemas/core/listLayoutSchema';
import { type Language, translate } from '../http/translate';

const UNSORTABLE_TYPES = new Set(['json', 'html', 'references', 'files', 'formDefinition', 'formValues']);
const SORTABLE_SYSTEM = new Set(['id', 'created_at', 'updated_at']);

/**
 * What in a well-shaped layout does not fit this entity's list, as Laravel-style field
 * errors in the caller's language (empty when it fits): column ids must be the list's columns
 * or the grid's actions and selection columns, each once; sort keys must be sortable list
 * columns, each once.
 * @example listLayoutProblems(lead, { columns: [{ colId: 'nope' }], sort: [] }, 'en')
 * // { 'columns.0.colId': ['The selected columns.0.colId is invalid.'] }
 */
export function listLayoutProblems(
  d: EntityDescriptor,
  layout: ListLayout,
  lang: Language,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const fail = (key: string, rule: 'enum' | 'uniqueItems') => {
    errors[key] = [translate(lang, `validation:rules.${rule}`, { attribute: key })];
  };
  const listed = new Set<string>(d.list.columns);
  const allowed = new Set<string>([...listed, ACTIONS_COLUMN_ID, SELECTION_COLUMN_ID]);
  const seen = new Set<string>();
  layout.columns.forEach(({ colId }, i) => {
    if (!allowed.has(colId)) fail(`columns.${i}.colId`, 'enum');
    else if (seen.has(colId)) fail(`columns.${i}.colId`, 'uniqueItems');
    seen.add(colId);
  });
  const fields = d.fields as Record<string, FieldDescriptor>;
  const sorted = new Set<string>();
  layout.sort.forEach(({ colId }, i) => {
    const field = fields[colId];
    const sortable =
      listed.has(colId) &&
      (SORTABLE_SYSTEM.has(colId) || (field !== undefined && !UNSORTABLE_TYPES.has(field.type)));
    if (!sortable) fail(`sort.${i}.colId`, 'enum');
    else if (sorted.has(colId)) fail(`sort.${i}.colId`, 'uniqueItems');
    sorted.add(colId);
  });
  return errors;
}
