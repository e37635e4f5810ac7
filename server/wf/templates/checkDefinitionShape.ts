import Ajv, { type ErrorObject } from 'ajv';
import { FlowDefinitionSchema } from '../../../schemas/wf/flowDefinition';
import { FormDefinitionSchema } from '../../../schemas/wf/formDefinition';
import { ENTITY_SCHEMA_AJV_OPTIONS } from '../../../schemas/core/entityJsonSchema';
import { type Language, translate } from '../../http/translate';
import { toLaravelErrors } from '../../http/validationErrors';
import { pruneUnionErrors } from './pruneUnionErrors';

const ajv = new Ajv({
  allErrors: true,
  strict: false,
  coerceTypes: false,
  allowUnionTypes: true,
  ...ENTITY_SCHEMA_AJV_OPTIONS,
});
const validateForm = ajv.compile(FormDefinitionSchema);
const validateFlow = ajv.compile(FlowDefinitionSchema);

/** Path segments the designer's messages name in words; anything else is "this field". */
const NAMED = new Set([
  'key',
  'label',
  'name',
  'tw',
  'en',
  'cn',
  'jp',
  'help',
  'options',
  'value',
  'columns',
  'formula',
  'fields',
  'steps',
  'approvers',
  'userIds',
  'n',
  'percent',
  'deadlineHours',
  'minRows',
  'maxRows',
  'maxLength',
  'maxItems',
  'minimum',
  'maximum',
  'scale',
  'parallel',
  'field',
  'levelsUp',
]);

/** The words a message names a field by: its last named segment (`…label.tw` → "Chinese (Taiwan) label"). */
function attributeOf(lang: Language) {
  return (path: string): string => {
    const last =
      path
        .split('.')
        .filter((s) => !/^\d+$/.test(s))
        .at(-1) ?? '';
    return translate(
      lang,
      NAMED.has(last) ? `wf:designer.attributes.${last}` : 'wf:designer.attributes.other',
    );
  };
}

/** An empty required text (`minLength: 1`) reads "is required", not "at least 1 character". */
function asRequired(e: ErrorObject): ErrorObject {
  const limit = (e.params as { limit?: number }).limit;
  return e.keyword === 'minLength' && limit === 1 ? { ...e, keyword: 'required', params: {} } : e;
}

function errorsAt(prefix: string, errors: readonly ErrorObject[] | null | undefined): ErrorObject[] {
  return pruneUnionErrors(errors ?? []).map((e) =>
    asRequired({ ...e, instancePath: `/${prefix}${e.instancePath}` }),
  );
}

/**
 * Checks a form definition against its JSON Schema alone (FormDefinitionSchema), the errors keyed
 * by path under `form` as the designer shows them (`form.fields.2.label.tw`), one branch's errors
 * per union; empty when it has the right shape. The template save and a `formDefinition` field of
 * any entity (server/resources/formFields) check with it.
 * @example formShapeErrors({ fields: [{ key: 'a' }] }, 'en') // { 'form.fields.0.type': ['The type field is required.'], … }
 */
export function formShapeErrors(form: unknown, lang: Language): Record<string, string[]> {
  if (validateForm(form)) return {};
  return toLaravelErrors(errorsAt('form', validateForm.errors), lang, attributeOf(lang));
}

/**
 * Checks a template definition's form and flow against their JSON Schemas (the contract's TypeBox
 * schemas, schemas/wf), the errors keyed by path as the designer shows them
 * (`form.fields.2.label.tw`, `flow.steps.1.stage.approvers`), one branch's errors per union.
 * Returns the Laravel-style errors; empty when both have the right shape.
 * @example checkDefinitionShape({ fields: [] }, { steps: [] }, 'en') // { 'flow.steps': ['…at least 1 item.'] }
 */
export function checkDefinitionShape(form: unknown, flow: unknown, lang: Language): Record<string, string[]> {
  const flowErrors = validateFlow(flow) ? [] : errorsAt('flow', validateFlow.errors);
  return {
    ...formShapeErrors(form, lang),
    ...(flowErrors.length === 0 ? {} : toLaravelErrors(flowErrors, lang, attributeOf(lang))),
  };
}
