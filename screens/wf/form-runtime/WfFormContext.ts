import type { FieldProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormDefinition, FormField } from '../../../schemas/wf/formDefinition';
import type { FormLanguage } from '../../../schemas/wf/form/localise';

/** A stored file as the sign-off API describes it (an upload's answer, an instance's `files`). */
export interface WfFileSummary {
  id: number;
  name: string;
  size: number;
  mime: string;
}

/** What the form runtime's widgets and fields read from rjsf's formContext. */
export interface WfFormContext {
  form: FormDefinition;
  lang: FormLanguage;
  /** Where files are uploaded (POST, raw body); none: the form cannot take files yet. */
  uploadUrl?: string | undefined;
  /** Names and sizes of the files the values point at, and of the ones uploaded here. */
  files: ReadonlyMap<number, WfFileSummary>;
  onUploaded: (file: WfFileSummary) => void;
}

export type WfValues = Record<string, unknown>;
export type WfWidgetProps = WidgetProps<WfValues, RJSFSchema, WfFormContext>;
/** Props of the runtime's own fields; rjsf types a field's data as the whole form's (each casts its own). */
export type WfFieldProps = FieldProps<WfValues, RJSFSchema, WfFormContext>;

/** The definition of the field an rjsf widget renders (by its property name). */
export function fieldOf(context: WfFormContext | undefined, name: string): FormField | undefined {
  return context?.form.fields.find((f) => f.key === name);
}
