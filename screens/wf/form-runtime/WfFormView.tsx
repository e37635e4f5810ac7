import { generateForm } from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormLogic } from '../../../schemas/wf/form/applyFormLogic';
import { initialFormValues } from '../../../schemas/wf/form/initialFormValues';
import { type FormLanguage, formLanguage } from '../../../schemas/wf/form/localise';
import { normaliseFormValues } from '../../../schemas/wf/form/normaliseFormValues';
import { toJsonSchema } from '../../../schemas/wf/form/toJsonSchema';
import { toUiSchema, WF_FIELDS, WF_WIDGETS } from '../../../schemas/wf/form/toUiSchema';
import type { FormDefinition } from '../../../schemas/wf/formDefinition';
import { FormLayoutTemplate } from '../../../src/runtime/entity/form/FormLayoutTemplate';
import { focusFirstInvalid } from '../../../src/runtime/entity/form/focusFirstInvalid';
import { ComputedWidget } from './ComputedWidget';
import { DateRangeField } from './DateRangeField';
import { FileWidget } from './FileWidget';
import { MoneyWidget } from './MoneyWidget';
import { DepartmentWidget, UserWidget } from './PeopleWidgets';
import { TableField } from './TableField';
import { TimeWidget } from './TimeWidget';
import type { WfFormValidation } from './useWfFormValidation';
import type { WfFileSummary, WfFormContext, WfValues } from './WfFormContext';
import { WfFormReadOnly } from './WfFormReadOnly';
import { wfErrorSchema } from './wfErrorSchema';
import '../../../src/runtime/entity/form/entityForm.css';
import './wfForm.css';

const Form = generateForm<WfValues, RJSFSchema, WfFormContext>();
const WIDGETS = {
  [WF_WIDGETS.money]: MoneyWidget,
  [WF_WIDGETS.time]: TimeWidget,
  [WF_WIDGETS.user]: UserWidget,
  [WF_WIDGETS.department]: DepartmentWidget,
  [WF_WIDGETS.file]: FileWidget,
  [WF_WIDGETS.computed]: ComputedWidget,
};
const FIELDS = { [WF_FIELDS.table]: TableField, [WF_FIELDS.dateRange]: DateRangeField };
const TEMPLATES = { ObjectFieldTemplate: FormLayoutTemplate };
const DEFAULTS = { arrayMinItems: { populate: 'never' }, emptyObjectFields: 'skipDefaults' } as const;

export interface WfFormViewProps {
  form: FormDefinition;
  values: Record<string, unknown>;
  onChange?: (values: Record<string, unknown>) => void;
  /** The read-back and print views: labelled values in words, not greyed-out inputs. */
  readOnly?: boolean;
  /** Inputs shown but not editable (while saving). */
  disabled?: boolean;
  /** The server's 422 `errors` (`amount`, `items.0.price`); each goes once its field is changed. */
  errors?: Readonly<Record<string, string | readonly string[]>>;
  /** useWfFormValidation's result, so a submit button outside the form can check it first. */
  validation?: WfFormValidation;
  /** Where file fields upload (`/api/wf/instance/{id}/files`); none: files can be added once it is saved. */
  uploadUrl?: string;
  /** The files the values point at (an instance's `files`), to show their names. */
  files?: ReadonlyArray<WfFileSummary>;
  /** Read-only: what opening an attached file does (the instance screen downloads it). */
  onOpenFile?: (file: WfFileSummary) => void;
  /** The language of the labels (the designer previews each); default the interface language. */
  language?: FormLanguage;
  /**
   * Inside another form (a record's `formValues` field): drawn without a `<form>` element of its
   * own, which may not nest in the record's, so Enter submits the record's form.
   */
  embedded?: boolean;
}

/** The top-level field a path is about: `items.0.price` → `items`. */
const topOf = (path: string) => path.split('.')[0] ?? path;

/**
 * A sign-off form from its definition: filled in with @rjsf (antd) on the JSON Schema the
 * server validates with (schemas/wf/form), or read back. Conditions show and hide fields as
 * values change (a hidden field is neither required nor sent); computed fields follow the values
 * live; money stays a decimal string; tables, date ranges, times, people, departments and files
 * have widgets of their own. Labels come from the definition in the interface language (tw where
 * one is blank). Two columns on a desk, one below 768 px. An empty form starts with the
 * designer's defaults.
 *
 * @example
 * const validation = useWfFormValidation(form, values);
 * <WfFormView form={form} values={values} onChange={setValues} errors={serverErrors} validation={validation} />
 */
export function WfFormView(props: WfFormViewProps) {
  const { i18n } = useTranslation('wf');
  const lang = props.language ?? formLanguage(i18n.language);
  const ownPrefix = `wf${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const idPrefix = props.validation?.idPrefix ?? ownPrefix;
  const [uploaded, setUploaded] = useState<WfFileSummary[]>([]);
  const files = useMemo(() => {
    const map = new Map<number, WfFileSummary>();
    for (const file of [...(props.files ?? []), ...uploaded]) map.set(file.id, file);
    return map;
  }, [props.files, uploaded]);
  const onUploaded = useCallback((file: WfFileSummary) => setUploaded((list) => [...list, file]), []);
  if (props.readOnly)
    return (
      <WfFormReadOnly
        form={props.form}
        values={props.values}
        lang={lang}
        files={files}
        onOpenFile={props.onOpenFile}
        idPrefix={idPrefix}
      />
    );
  return <WfFormEditor {...props} lang={lang} idPrefix={idPrefix} files={files} onUploaded={onUploaded} />;
}

interface EditorProps extends Omit<WfFormViewProps, 'files' | 'language'> {
  lang: FormLanguage;
  idPrefix: string;
  files: ReadonlyMap<number, WfFileSummary>;
  onUploaded: (file: WfFileSummary) => void;
}

function WfFormEditor({
  form,
  values,
  onChange,
  disabled,
  errors,
  validation,
  uploadUrl,
  files,
  onUploaded,
  lang,
  idPrefix,
  embedded,
}: EditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const normalised = useMemo(() => normaliseFormValues(form, values), [form, values]);
  const logic = useMemo(() => applyFormLogic(form, normalised), [form, normalised]);
  const hiddenKey = [...logic.hidden].sort().join(',');
  // Rebuilt only when what shows changes: a new schema makes rjsf take its state from formData again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: hiddenKey stands for the values that matter.
  const schema = useMemo(() => toJsonSchema(form, lang, normalised) as RJSFSchema, [form, lang, hiddenKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above.
  const uiSchema = useMemo(() => toUiSchema(form, lang, normalised), [form, lang, hiddenKey]);

  // The computed fields follow the values; what the user typed stays as typed.
  const formData = useMemo(() => {
    const data: WfValues = { ...values };
    for (const field of form.fields) {
      if (field.type !== 'computed') continue;
      if (Object.hasOwn(logic.values, field.key)) data[field.key] = logic.values[field.key];
      else delete data[field.key];
    }
    return data;
  }, [form, values, logic]);

  // A new application starts with the designer's defaults (rjsf would only show them).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (Object.keys(values).length > 0 || !onChange) return;
    const initial = initialFormValues(form);
    if (Object.keys(initial).length > 0) onChange(initial);
  }, [form, values, onChange]);

  // A server error stays until its field changes: remember the field's value when the error came.
  // Errors are told apart by what they say, so a caller that passes a new but equal object each
  // render does not bring back an error the user has dealt with.
  const errorsText = JSON.stringify(errors ?? {});
  const [serverErrors, setServerErrors] = useState<{ text: string; seen: Record<string, string> }>({
    text: '{}',
    seen: {},
  });
  if (serverErrors.text !== errorsText) {
    const seen: Record<string, string> = {};
    for (const path of Object.keys(errors ?? {}))
      seen[topOf(path)] = JSON.stringify(values[topOf(path)] ?? null);
    setServerErrors({ text: errorsText, seen });
  }
  const shownErrors = useMemo(() => {
    const merged: Record<string, string[]> = {};
    const given = JSON.parse(serverErrors.text) as Record<string, string | string[]>;
    for (const [path, message] of Object.entries(given)) {
      if (serverErrors.seen[topOf(path)] !== JSON.stringify(values[topOf(path)] ?? null)) continue;
      merged[path] = typeof message === 'string' ? [message] : [...message];
    }
    for (const [path, messages] of Object.entries(validation?.errors ?? {})) merged[path] ??= messages;
    return merged;
  }, [serverErrors, values, validation?.errors]);
  const extraErrors = useMemo(() => wfErrorSchema(shownErrors), [shownErrors]);

  const focus = useCallback(
    (paths: string[]) => {
      // In the form's order: field, then a table's row, then its column.
      const place = (path: string) => {
        const [key = '', row = '-1', column = ''] = path.split('.');
        const index = form.fields.findIndex((f) => f.key === key);
        const columns = form.fields[index]?.columns ?? [];
        return [index, Number(row), columns.findIndex((c) => c.key === column)];
      };
      const sorted = [...paths].sort((a, b) => {
        const [pa, pb] = [place(a), place(b)];
        return pa[0]! - pb[0]! || pa[1]! - pb[1]! || pa[2]! - pb[2]!;
      });
      for (const path of sorted) {
        // A table's cell first (its input's id), then the field as the runtime's forms find it.
        const cell = document.getElementById(`${idPrefix}_${path.replace(/\./g, '_')}`);
        if (cell && rootRef.current?.contains(cell)) {
          cell.focus();
          cell.scrollIntoView?.({ block: 'center' });
          return;
        }
        if (focusFirstInvalid(rootRef.current, idPrefix, [topOf(path)])) return;
      }
    },
    [form, idPrefix],
  );
  const focusRef = validation?.focusRef;
  useEffect(() => {
    if (!focusRef) return;
    focusRef.current = focus;
    return () => {
      focusRef.current = null;
    };
  }, [focusRef, focus]);

  const formContext = useMemo<WfFormContext>(
    () => ({ form, lang, uploadUrl, files, onUploaded }),
    [form, lang, uploadUrl, files, onUploaded],
  );

  return (
    <div ref={rootRef} className="wf-form">
      <Form
        className="entity-form wf-form__form"
        tagName={embedded ? 'div' : undefined}
        idPrefix={idPrefix}
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={WIDGETS}
        fields={FIELDS}
        templates={TEMPLATES}
        formContext={formContext}
        formData={formData}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        // Checked by useWfFormValidation with the server's rules; Enter in a field must not run rjsf's own.
        noValidate
        // The values are the caller's: defaults come from initialFormValues, not from what rjsf would show.
        experimental_defaultFormStateBehavior={DEFAULTS}
        disabled={disabled}
        onChange={(event) => onChange?.(event.formData ?? {})}
        onSubmit={() => undefined}
      />
    </div>
  );
}
