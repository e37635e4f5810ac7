import type { ComponentType } from 'react';
import type { FormDefinition } from '../../../../schemas/wf/formDefinition';

/** What a `formDefinition` field's editor is given (FormDefinitionField). */
export interface FormDefinitionEditorProps {
  /** rjsf's id of the field (`{prefix}_{name}`). */
  id: string;
  /** The field's title, shown as the editor's legend. */
  label: string;
  /** The form as the record holds it; none (a new record) is an empty form. */
  value: FormDefinition | undefined;
  onChange: (form: FormDefinition) => void;
  /** The server's 422 messages about the form. */
  errors: readonly string[];
  disabled?: boolean;
}

/** What a `formValues` field's editor is given (FormValuesField). */
export interface FormValuesEditorProps {
  form: FormDefinition;
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  /** The server's 422 messages by key (`amount`, `items.0.price`). */
  errors?: Readonly<Record<string, readonly string[]>>;
  disabled?: boolean;
}

/** What a `formValues` field's read-back is given (the detail page). */
export interface FormValuesViewProps {
  form: FormDefinition;
  values: Record<string, unknown>;
}

/**
 * The widgets of the form kinds of field (`formDefinition`, `formValues`;
 * docs/guide-form-fields-by-model.md): the sign-off designer's form part and form runtime, which
 * live in screens/wf. The runtime may not import screens/, so the app root builds this map
 * (src/app/formKindWidgets.tsx) and hands it to EntityRuntimeProvider.
 * @example <EntityRuntimeProvider loaders={loaders} routes={routes} formKinds={formKindWidgets}>
 */
export interface FormKindWidgets {
  /** Designs a form: the field palette, the form, the selected field's properties. */
  DefinitionEditor: ComponentType<FormDefinitionEditorProps>;
  /** A form read back: its fields in order. */
  DefinitionView: ComponentType<{ form: FormDefinition }>;
  /** Fills in a form's values. */
  ValuesEditor: ComponentType<FormValuesEditorProps>;
  /** A form's values in words. */
  ValuesView: ComponentType<FormValuesViewProps>;
}
