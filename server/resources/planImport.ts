import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Kysely } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { ENTITY_SCHEMA_AJV_OPTIONS, entityJsonSchema } from '../../schemas/core/entityJsonSchema';
import type { Database } from '../db/DatabaseSchema';
import { readCompanySettings } from '../settings/companySettings';
import { LANGUAGES, type Language, translate } from '../http/translate';
import { toLaravelErrors } from '../http/validationErrors';
import { convertImportCell } from './convertImportCell';
import type { EntityService } from './EntityService';
import type { ImportTable } from './parseImportFile';
import { type ReferenceResolver, resolveImportReferences } from './resolveImportReferences';
import { resolveOwnerCells } from './resolveOwnerCells';
import { resolveReferencesCells } from './resolveReferencesCells';
import { joinI18nTextColumns } from './richtext/i18nTextColumns';
import { normaliseRichTextValues } from './richtext/normaliseRichTextValues';

export interface ImportError {
  row: number;
  field: string;
  message: string;
}
export interface ImportPlan {
  total: number;
  creates: Array<{ line: number; values: Record<string, unknown> }>;
  updates: Array<{ line: number; id: number; values: Record<string, unknown> }>;
  errors: ImportError[];
}

const ajv = addFormats(
  new Ajv({ allErrors: true, coerceTypes: false, strict: false, ...ENTITY_SCHEMA_AJV_OPTIONS }),
);
const validators = new WeakMap<EntityDescriptor, { create: ValidateFunction; update: ValidateFunction }>();

function validatorsOf(d: EntityDescriptor) {
  let v = validators.get(d);
  if (!v) {
    const update = entityJsonSchema(d, 'update');
    // Imports update without a version: the file is the newer truth, and every change is audited.
    const updateSchema = {
      ...update,
      required: (update.required as string[]).filter((r) => r !== 'version'),
    };
    v = { create: ajv.compile(entityJsonSchema(d, 'create')), update: ajv.compile(updateSchema) };
    validators.set(d, v);
  }
  return v;
}

/** The field each header may name, lower-cased: the field's name or its title in any of the four languages. */
export function importHeaderNames(d: EntityDescriptor): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [name, field] of Object.entries(d.fields as Record<string, FieldDescriptor>)) {
    byName.set(name.toLowerCase(), name);
    for (const l of LANGUAGES) byName.set(translate(l, field.title).toLowerCase(), name);
  }
  return byName;
}

/** Which field each header names: the field name, `id`, or the field's title in any of the four languages. */
function mapHeaders(d: EntityDescriptor, headers: string[], lang: Language) {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const byName = importHeaderNames(d).set('id', 'id');
  const errors: ImportError[] = [];
  const columns = headers.map((header, i) => {
    const name = byName.get(header.toLowerCase());
    if (!name)
      errors.push({
        row: 1,
        field: header || `#${i + 1}`,
        message: translate(lang, 'resources:import.unknownColumn', { column: header }),
      });
    // Read-only columns (computed totals) come with exports; they are skipped, not refused.
    return name && !fields[name]?.readOnly ? name : undefined;
  });
  return { columns, errors };
}

/**
 * Reads every row of an import file into values, and lists every problem with
 * its row number and field that the file alone shows: unknown columns, types, the
 * descriptor's JSON Schema, reference names. What needs the table (live references,
 * free unique values and groups, updated ids that exist) and the entity's rules is
 * checked by the batch write itself (EntityService.createManyIn / updateManyIn), in
 * the dry run too, so the dry run and the commit report the same errors.
 */
export async function planImport(
  db: Kysely<Database>,
  service: EntityService,
  file: ImportTable,
  lang: Language,
  onProgress: (done: number, total: number) => void = () => undefined,
  /** A new row's schema when it is not the entity's own: a document's line, whose parent the server sets. */
  validateCreate?: ValidateFunction,
): Promise<ImportPlan> {
  const d = service.descriptor;
  // A label's language columns (`name.tw`, `name.en`, ...) are read as one value.
  const table = joinI18nTextColumns(d, file, lang);
  const fields = d.fields as Record<string, FieldDescriptor>;
  const { columns, errors } = mapHeaders(d, table.headers, lang);
  const plan: ImportPlan = { total: table.rows.length, creates: [], updates: [], errors };
  // Date-times without an offset (a device's punch file) are the organisation's wall clock.
  const { timeZone: zone } = await readCompanySettings(db);
  if (table.rows.length === 0)
    errors.push({ row: 1, field: '', message: translate(lang, 'resources:import.noRows') });
  if (errors.length > 0) return plan;
  const { create: entityCreate, update } = validatorsOf(d);
  const create = validateCreate ?? entityCreate;
  const title = (name: string) => (fields[name] ? translate(lang, fields[name].title) : name);
  // Reference cells may name the row (its label or a unique code) instead of its id.
  const resolvers = new Map<number, ReferenceResolver>();
  for (const [c, name] of columns.entries()) {
    const field = name ? fields[name] : undefined;
    if (field?.type === 'reference')
      resolvers.set(
        c,
        await resolveImportReferences(
          db,
          service.store.registry,
          field,
          table.rows.map((cells) => cells[c] ?? ''),
        ),
      );
  }
  // Owner lists may name their owners (`Department: Sales (SAL)`): turned into `d3` first.
  const owners = await resolveOwnerCells(db, d, table, columns, lang);
  errors.push(...owners.errors);
  const lists = await resolveReferencesCells(db, service, { ...table, rows: owners.rows }, columns, lang);
  errors.push(...lists.errors);

  lists.rows.forEach((cells, index) => {
    if (lists.broken.has(index) || owners.broken.has(index)) return;
    const line = index + 2;
    const values: Record<string, unknown> = {};
    let id: number | undefined;
    let broken = false;
    columns.forEach((name, c) => {
      if (!name) return;
      const text = cells[c] ?? '';
      if (name === 'id') {
        if (text !== '') {
          if (/^[1-9]\d{0,9}$/.test(text)) id = Number(text);
          else {
            errors.push({
              row: line,
              field: 'id',
              message: translate(lang, 'resources:import.badValue', { value: text, attribute: 'id' }),
            });
            broken = true;
          }
        }
        return;
      }
      const named = resolvers.get(c)?.(text);
      if (named === 'missing' || named === 'ambiguous') {
        errors.push({
          row: line,
          field: name,
          message: translate(
            lang,
            named === 'missing' ? 'resources:import.unknownReference' : 'resources:import.referenceAmbiguous',
            {
              value: text.slice(0, 50),
              attribute: title(name),
            },
          ),
        });
        broken = true;
        return;
      }
      const value = convertImportCell(fields[name]!, named === undefined ? text : String(named), zone);
      if (value === undefined) {
        errors.push({
          row: line,
          field: name,
          message: translate(lang, 'resources:import.badValue', {
            value: text.slice(0, 50),
            attribute: title(name),
          }),
        });
        broken = true;
      } else if (value !== null || id !== undefined) values[name] = value;
    });
    if (broken) return;
    // An update clears empty cells; a create leaves them to their defaults.
    if (id === undefined) for (const k of Object.keys(values)) if (values[k] === null) delete values[k];
    // Rich text is sanitised before its length is checked, as on create and update.
    normaliseRichTextValues(d, values);
    const validate = id === undefined ? create : update;
    if (!validate(values)) {
      const byField = toLaravelErrors(
        (validate.errors ?? []) as unknown as FastifySchemaValidationError[],
        lang,
      );
      for (const [field, messages] of Object.entries(byField))
        errors.push({ row: line, field, message: messages[0]! });
      return;
    }
    if (id === undefined) plan.creates.push({ line, values });
    else plan.updates.push({ line, id, values });
    if ((index + 1) % 500 === 0) onProgress(index + 1, table.rows.length);
  });

  errors.sort((a, b) => a.row - b.row);
  onProgress(table.rows.length, table.rows.length);
  return plan;
}
