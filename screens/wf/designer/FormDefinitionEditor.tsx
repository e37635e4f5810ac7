import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_FIELD_TYPES, type FormDefinition } from '../../../schemas/wf/formDefinition';
import { formLanguage } from '../../../schemas/wf/form/localise';
import { useNamespaces } from '../../../src/platform/i18n/useNamespaces';
import type { FormDefinitionEditorProps } from '../../../src/runtime/entity/formKinds/FormKindWidgets';
import { Spinner } from '../../../src/widgets/Spinner';
import { formDesignReducer, initialFormDesignState } from './designerReducer';
import { FormDesigner } from './FormDesigner';
import { IssueList } from './IssueList';
import { liveProblems, mergeErrors } from './liveProblems';
import { useDirectory } from './useDirectory';
import './designer.css';

/** A record's form keeps no uploads (its files are the record's own): the server refuses file fields. */
const RECORD_FIELD_TYPES = FORM_FIELD_TYPES.filter((type) => type !== 'file');

const EMPTY: FormDefinition = { fields: [] };

/** A value as a form: what a new record starts with (nothing, or `{}` from the form library) is an empty form. */
function asForm(value: FormDefinition | undefined): FormDefinition {
  return value && Array.isArray(value.fields) ? value : EMPTY;
}

/**
 * The widget of a `formDefinition` field (docs/guide-form-fields-by-model.md): the sign-off
 * designer's form part (field types | the form | the selected field's properties) inside an entity
 * form, without file fields. Every edit is handed to the form at once; the form's own rules show
 * as the administrator works and the server's refusal above the designer, each with a button to
 * the field it is about. A form given anew from outside (a conflict's reload) starts it afresh.
 * @example <FormDefinitionEditor id="dm_model_definition" label="Fields" value={form} onChange={setForm} errors={[]} />
 */
export function FormDefinitionEditor({
  id,
  label,
  value,
  onChange,
  errors,
  disabled,
}: FormDefinitionEditorProps) {
  const ready = useNamespaces('wf');
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const [state, dispatch] = useReducer(formDesignReducer, asForm(value), initialFormDesignState);
  const directory = useDirectory(true);
  // The form last handed out or taken in: the form library may hand it back as an equal copy.
  const known = useRef(JSON.stringify(asForm(value)));
  useEffect(() => {
    const text = JSON.stringify(state.form);
    if (text === known.current) return;
    known.current = text;
    onChange(state.form);
  }, [state.form, onChange]);
  useEffect(() => {
    const given = asForm(value);
    const text = JSON.stringify(given);
    if (text === known.current) return;
    known.current = text;
    dispatch({ type: 'resetForm', form: given });
  }, [value]);

  const shown = useMemo(
    () =>
      mergeErrors(
        errors.length > 0 ? { form: [...errors] } : {},
        liveProblems(state.form, state.flow, t, lang),
      ),
    [errors, state.form, state.flow, t, lang],
  );
  if (!ready) return <Spinner />;
  return (
    <fieldset id={id} className="wf-form-designer" disabled={disabled}>
      <legend className="wf-form-designer__legend">{label}</legend>
      <IssueList
        errors={shown}
        form={state.form}
        flow={state.flow}
        onShow={(target) => {
          if (target.tab === 'form' && target.field !== undefined)
            dispatch({ type: 'selectField', index: target.field });
        }}
      />
      <FormDesigner
        form={state.form}
        selected={state.selectedField}
        errors={shown}
        directory={directory}
        dispatch={dispatch}
        types={RECORD_FIELD_TYPES}
        titleField={false}
      />
    </fieldset>
  );
}
