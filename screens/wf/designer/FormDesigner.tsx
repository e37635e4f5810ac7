import type { FormDefinition, FormFieldType } from '../../../schemas/wf/formDefinition';
import type { FormDesignAction } from './designerReducer';
import { FieldPalette } from './FieldPalette';
import { FieldProperties } from './FieldProperties';
import { FormCanvas } from './FormCanvas';
import type { Directory } from './useDirectory';
import { useLocalisedTexts } from './useLocalisedTexts';

/**
 * The form part of the designer: the field types to add | the form being designed | the selected
 * field's properties, side by side at a desk and stacked on a phone. A new field goes after the
 * selected one (else last), with its type's name as its label in the four languages. The sign-off
 * designer's Form tab, and the widget of a `formDefinition` field (FormDefinitionEditor), which
 * offers fewer `types` and no title field.
 * @example <FormDesigner form={state.form} selected={state.selectedField} errors={errors} directory={directory} dispatch={dispatch} />
 */
export function FormDesigner({
  form,
  selected,
  errors,
  directory,
  dispatch,
  types,
  titleField,
}: {
  form: FormDefinition;
  selected: number | null;
  errors: Readonly<Record<string, string[]>>;
  directory: Directory;
  dispatch: (action: FormDesignAction) => void;
  /** The field types offered (default: every type of FORM_FIELD_TYPES). */
  types?: readonly FormFieldType[];
  /** Whether the form has a title field to choose (a sign-off's names its applications; default true). */
  titleField?: boolean;
}) {
  const texts = useLocalisedTexts();
  const addField = (fieldType: FormFieldType) =>
    dispatch({
      type: 'addField',
      fieldType,
      at: selected === null ? undefined : selected + 1,
      texts: {
        label: texts(`designer.types.${fieldType}`),
        option: texts('designer.field.defaultOption', { n: 1 }),
        column: texts('designer.field.defaultColumn', { n: 1 }),
      },
    });
  return (
    <div className="wf-designer__panes">
      <FieldPalette onAdd={addField} types={types} />
      <FormCanvas
        form={form}
        selected={selected}
        errors={errors}
        dispatch={dispatch}
        titleField={titleField}
      />
      <FieldProperties
        form={form}
        index={selected}
        errors={errors}
        directory={directory}
        dispatch={dispatch}
      />
    </div>
  );
}
