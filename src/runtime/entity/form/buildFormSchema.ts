import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { entityJsonSchema, type JsonSchema } from '../../../../schemas/core/entityJsonSchema';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';
import { filesWidgetOptions } from '../files/filesWidgetOptions';
import { formDefinitionsUrl } from '../formKinds/useFormDefinitions';
import { fieldsOf, optionLabel } from '../format/fieldLabels';
import { type FormLayout, formLayout } from './formLayout';

export interface FormSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Fields the form shows, in order (sections first, as the layout shows them). */
  fields: string[];
  /** Sections and column spans; also in the uiSchema's root `ui:options.layout` for the template. */
  layout: FormLayout;
}

/** Descriptor widget hints → the rjsf widget names (`switch`, `owners` and `reference` are ours). */
const WIDGETS: Record<string, string> = {
  textarea: 'textarea',
  color: 'color',
  password: 'password',
  radio: 'radio',
  switch: 'switch',
  owners: 'owners',
};

function withoutNull(values: unknown): unknown[] {
  return Array.isArray(values) ? values.filter((v) => v !== null) : [];
}

/**
 * The form of an entity for @rjsf: the same JSON Schema the server validates
 * (schemas/core/entityJsonSchema.ts), with its titles translated, its fields in
 * `form.order` or `form.sections` (with column spans, formLayout.ts), and widgets for references, enums, switches and text areas,
 * and fields of their own for forms and a form's values (formKinds).
 * Every `required` field is required in both modes (the server's update schema is
 * partial, but a form always shows the whole record). `fixed` fields are set by the
 * context (a line's quotation) and not shown.
 * @example const { schema, uiSchema } = buildFormSchema(lead, t, ['quotation_id'])
 */
export function buildFormSchema(
  descriptor: EntityDescriptor,
  t: Translate,
  fixed: readonly string[] = [],
): FormSchema {
  const base = entityJsonSchema(descriptor, 'create');
  const baseProperties = base.properties as Record<string, JsonSchema>;
  const fields = fieldsOf(descriptor);
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = {};
  const required: string[] = [];
  // The references `formValues` fields take their forms from, each with its forms' url.
  const formSources = new Map<string, string>();
  for (const [name, field] of Object.entries(fields))
    if (field.type === 'formValues' && field.definitionFrom)
      formSources.set(field.definitionFrom.field, formDefinitionsUrl(descriptor.api, name));

  for (const [name, property] of Object.entries(baseProperties)) {
    const field = fields[name];
    if (!field || fixed.includes(name)) continue;
    const ui: Record<string, unknown> = {};
    let shown: JsonSchema = { ...property, title: t(field.title) };
    if (field.required) required.push(name);
    if (field.type === 'enum') {
      const options = withoutNull(property.enum) as string[];
      shown = { ...shown, enum: options };
      ui['ui:enumNames'] = Object.fromEntries(options.map((o) => [o, optionLabel(t, descriptor, name, o)]));
      ui['ui:placeholder'] = t('entity:form.choose');
    }
    if (field.type === 'reference') {
      const forms = formSources.get(name);
      ui['ui:widget'] = forms ? 'formSource' : 'reference';
      ui['ui:options'] = forms ? { url: forms } : { entity: field.reference };
    }
    // Fields of their own (src/runtime/entity/formKinds): the app's form designer and form runtime.
    if (field.type === 'formDefinition') ui['ui:field'] = 'formDefinition';
    if (field.type === 'formValues' && field.definitionFrom) {
      const source = field.definitionFrom.field;
      ui['ui:field'] = 'formValues';
      ui['ui:options'] = {
        url: formDefinitionsUrl(descriptor.api, name),
        source,
        sourceTitle: fields[source] ? t(fields[source].title) : source,
      };
    }
    if (field.type === 'references') {
      // The widget gives [] for none, so the form always holds a list.
      shown = { ...shown, type: 'array' };
      ui['ui:widget'] = 'references';
      ui['ui:options'] = { entity: field.reference, maxItems: property.maxItems };
    }
    if (field.type === 'files') {
      shown = { ...shown, type: 'array' };
      ui['ui:widget'] = 'files';
      ui['ui:options'] = filesWidgetOptions(descriptor, name, field);
    }
    if (field.type === 'json') {
      // Edited as JSON text; formValues turns it back into data and customValidate checks it.
      shown = { title: t(field.title), type: field.required ? 'string' : ['string', 'null'] };
      ui['ui:widget'] = 'textarea';
      ui['ui:options'] = { rows: 6 };
    }
    if (field.type === 'html') ui['ui:widget'] = 'richText';
    if (field.format === 'time') ui['ui:widget'] = 'time';
    if (field.type === 'i18nText') ui['ui:field'] = 'i18nText';
    if (field.type === 'text' && !field.widget) ui['ui:widget'] = 'textarea';
    if (field.widget) ui['ui:widget'] = WIDGETS[field.widget];
    if (field.widget === 'owners') ui['ui:options'] = { ownerTokens: field.ownerTokens ?? [] };
    if (ui['ui:widget'] === 'textarea' && !ui['ui:options']) ui['ui:options'] = { rows: 4 };
    properties[name] = shown;
    if (Object.keys(ui).length > 0) uiSchema[name] = ui;
  }

  const order = [...(descriptor.form?.order ?? []).filter((name) => name in properties)];
  for (const name of Object.keys(properties)) if (!order.includes(name)) order.push(name);
  const layout = formLayout(descriptor, t, order);
  const shownOrder = layout.sections.flatMap((section) => section.fields);
  uiSchema['ui:order'] = shownOrder;
  uiSchema['ui:options'] = { layout };
  uiSchema['ui:submitButtonOptions'] = { props: { type: 'primary' }, submitText: t('common:action.save') };

  return {
    schema: { type: 'object', additionalProperties: false, required, properties } as RJSFSchema,
    uiSchema,
    fields: shownOrder,
    layout,
  };
}
