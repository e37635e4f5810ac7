import { sql } from 'kysely';
import type { DefinitionFrom, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import { formTranslator } from '../../../schemas/wf/form/formMessages';
import { formProblemMessage } from '../../../schemas/wf/form/formProblem';
import { formLanguage } from '../../../schemas/wf/form/localise';
import { prepareFormValues } from '../../../schemas/wf/form/prepareFormValues';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import type { Executor } from '../../db/Executor';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import type { EntityStore, Row } from '../EntityStore';
import { formDefinitionErrors } from './formDefinitionErrors';

type Errors = Record<string, string[]>;

/** Whether an entity has fields this step checks (the others skip it). */
export function hasFormFields(fields: Readonly<Record<string, FieldDescriptor>>): boolean {
  return Object.values(fields).some((f) => f.type === 'formDefinition' || f.type === 'formValues');
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** The form a source row holds and whether it may be newly chosen; null when the row is not live. */
async function sourceForm(
  db: Executor,
  store: EntityStore,
  from: DefinitionFrom,
  id: number,
): Promise<{ form: FormDefinition; active: boolean } | null> {
  const target = store.registry.get(from.entity);
  if (!target) return null;
  const active = from.activeField ? sql`${sql.id(from.activeField)}` : sql`true`;
  const { rows } = await sql<{ definition: unknown; active: boolean | null }>`
    select ${sql.id(from.definitionField)} as definition, ${active} as active
    from ${sql.table(target.table)} where id = ${id} and deleted_at is null`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const definition = row.definition as Partial<FormDefinition> | null;
  return {
    form: Array.isArray(definition?.fields) ? (definition as FormDefinition) : { fields: [] },
    active: row.active === true,
  };
}

/** 422 messages for user and department ids in the values that name no live person or department. */
async function missingPeople(
  db: Executor,
  store: EntityStore,
  form: FormDefinition,
  values: Readonly<Record<string, unknown>>,
  lang: Language,
): Promise<Errors> {
  const errors: Errors = {};
  const language = formLanguage(lang);
  for (const field of form.fields) {
    const id = values[field.key];
    if ((field.type !== 'user' && field.type !== 'department') || typeof id !== 'number') continue;
    const live = await store.liveIds(db, field.type === 'user' ? 'sc.user' : 'sc.department', [id]);
    if (!live.has(id))
      errors[field.key] = [
        formProblemMessage(
          { path: field.key, rule: 'id', label: field.label },
          language,
          formTranslator(language),
        ),
      ];
  }
  return errors;
}

/**
 * Checks a `formValues` field against the form of the row its `definitionFrom` reference points
 * at, when the write touches either: values normalised by prepareFormValues (money as decimal
 * strings, hidden fields dropped, computed ones worked out), problems keyed `{field}.{key}`; no
 * row chosen, no values (null is stored); a newly chosen row must be active.
 */
async function checkFormValuesField(
  db: Executor,
  store: EntityStore,
  name: string,
  from: DefinitionFrom,
  values: Row,
  before: Row | null,
  lang: Language,
  errors: Errors,
): Promise<void> {
  const sent = Object.hasOwn(values, name);
  const moved = Object.hasOwn(values, from.field);
  if (!sent && !moved) return;
  const fields = store.descriptor.fields as Record<string, FieldDescriptor>;
  const title = (key: string) => (fields[key] ? translate(lang, fields[key].title) : key);
  const sourceId = moved ? values[from.field] : before?.[from.field];
  const given = sent ? values[name] : before?.[name];
  if (sourceId === null || sourceId === undefined) {
    if (sent && !isEmpty(given))
      errors[name] = [
        translate(lang, 'resources:errors.formValuesWithoutForm', {
          attribute: title(name),
          source: title(from.field),
        }),
      ];
    else values[name] = null;
    return;
  }
  // A missing or deleted row is the reference check's to name (EntityService.checkValues).
  if (typeof sourceId !== 'number') return;
  const source = await sourceForm(db, store, from, sourceId);
  if (!source) return;
  if (moved && sourceId !== (before?.[from.field] ?? null) && !source.active)
    errors[from.field] = [
      translate(lang, 'resources:errors.formSourceInactive', { attribute: title(from.field) }),
    ];
  const prepared = prepareFormValues(source.form, given ?? {}, lang);
  const problems = { ...prepared.errors };
  if (Object.keys(problems).length === 0)
    Object.assign(problems, await missingPeople(db, store, source.form, prepared.values, lang));
  for (const [key, messages] of Object.entries(problems)) errors[`${name}.${key}`] = messages;
  if (Object.keys(problems).length === 0) values[name] = prepared.values;
}

/**
 * The values of a write with its form fields checked and tidied (docs/guide-form-fields-by-model.md):
 * a `formDefinition` as the sign-off designer's save checks one (formDefinitionErrors, 422 on the
 * field), a `formValues` field against its source row's form (422 on `{field}.{key}`). Runs on
 * every write path (create, update, import, a document's header) after the entity's `prepare`
 * rule; returns a copy with the stored form of the values, or throws ValidationFailed.
 * @example await prepareFormFields(trx, store, { model_id: 2, attributes: { amount: 1200.5 } }, null, 'en')
 *   // { model_id: 2, attributes: { amount: '1200.50' } }
 */
export async function prepareFormFields(
  db: Executor,
  store: EntityStore,
  values: Row,
  before: Row | null,
  lang: Language,
): Promise<Row> {
  const fields = store.descriptor.fields as Record<string, FieldDescriptor>;
  if (!hasFormFields(fields)) return values;
  const out: Row = { ...values };
  const errors: Errors = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.type === 'formDefinition' && Object.hasOwn(out, name) && out[name] !== null) {
      const problems = formDefinitionErrors(out[name], lang);
      if (problems.length > 0) errors[name] = problems;
    }
    if (field.type === 'formValues' && field.definitionFrom)
      await checkFormValuesField(db, store, name, field.definitionFrom, out, before, lang, errors);
  }
  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  return out;
}
