import type { FormDefinition, FormField } from '../formDefinition';
import { applyFormLogic, DEFAULT_SCALE } from './applyFormLogic';
import { type FormLanguage, localise } from './localise';

/** A uiSchema (@rjsf): plain data, so it can be built here and rendered by screens/wf/form-runtime. */
export type FormUiSchema = Record<string, unknown>;

/** The names of the form runtime's own rjsf widgets and fields (registered by WfFormView). */
export const WF_WIDGETS = {
  money: 'wfMoney',
  time: 'wfTime',
  user: 'wfUser',
  department: 'wfDepartment',
  file: 'wfFile',
  computed: 'wfComputed',
} as const;
export const WF_FIELDS = { table: 'wfTable', dateRange: 'wfDateRange' } as const;

/** How wide a field sits on a desk form when the designer did not say: long ones take the row. */
export function defaultSpan(field: FormField): 'half' | 'full' {
  return ['textarea', 'table', 'file', 'multiSelect', 'heading'].includes(field.type) ? 'full' : 'half';
}

/** The layout the runtime's FormLayoutTemplate reads: a heading starts a titled section. */
export interface WfFormLayout {
  sections: Array<{ title: string | null; fields: string[] }>;
  spans: Record<string, 'half' | 'full'>;
}

function fieldUi(field: FormField, lang: FormLanguage): Record<string, unknown> {
  const ui: Record<string, unknown> = {};
  // As a description: antd's field template shows a help text instead of the field's errors.
  if (field.help) ui['ui:description'] = localise(field.help, lang);
  const options = field.options ?? [];
  switch (field.type) {
    case 'textarea':
      ui['ui:widget'] = 'textarea';
      ui['ui:options'] = { rows: 4 };
      break;
    case 'money':
      ui['ui:widget'] = WF_WIDGETS.money;
      ui['ui:options'] = { scale: field.scale ?? DEFAULT_SCALE };
      break;
    case 'time':
      ui['ui:widget'] = WF_WIDGETS.time;
      break;
    case 'select':
    case 'multiSelect':
      ui['ui:enumNames'] = options.map((o) => localise(o.label, lang));
      break;
    case 'user':
      ui['ui:widget'] = WF_WIDGETS.user;
      break;
    case 'department':
      ui['ui:widget'] = WF_WIDGETS.department;
      break;
    case 'file':
      ui['ui:widget'] = WF_WIDGETS.file;
      break;
    case 'computed':
      ui['ui:widget'] = WF_WIDGETS.computed;
      ui['ui:readonly'] = true;
      ui['ui:options'] = { scale: field.scale ?? DEFAULT_SCALE };
      break;
    case 'table':
      ui['ui:field'] = WF_FIELDS.table;
      break;
    case 'dateRange':
      ui['ui:field'] = WF_FIELDS.dateRange;
      break;
    default:
      break;
  }
  return ui;
}

/**
 * The uiSchema of a form in `lang` (tw where a label was left blank): help texts, the choices'
 * labels, the runtime's widgets (money, time, people, departments, files, computed values) and
 * fields (tables, date ranges), and the layout: headings become section titles and each field
 * spans half a row or the whole row on a desk (one column on a phone). With `values`, a heading
 * hidden by its condition leaves its fields untitled.
 *
 * @example <Form schema={toJsonSchema(form, 'en', values)} uiSchema={toUiSchema(form, 'en', values)} … />
 */
export function toUiSchema(
  form: FormDefinition,
  lang: FormLanguage = 'tw',
  values: Readonly<Record<string, unknown>> = {},
): FormUiSchema {
  const { hidden } = applyFormLogic(form, values);
  const ui: FormUiSchema = {};
  const layout: WfFormLayout = { sections: [{ title: null, fields: [] }], spans: {} };
  for (const field of form.fields) {
    if (field.type === 'heading') {
      const title = hidden.has(field.key) ? null : localise(field.label, lang);
      layout.sections.push({ title, fields: [] });
      continue;
    }
    layout.sections.at(-1)!.fields.push(field.key);
    layout.spans[field.key] = field.span ?? defaultSpan(field);
    ui[field.key] = fieldUi(field, lang);
  }
  layout.sections = layout.sections.filter((s) => s.fields.length > 0);
  ui['ui:options'] = { layout };
  ui['ui:submitButtonOptions'] = { norender: true };
  return ui;
}
