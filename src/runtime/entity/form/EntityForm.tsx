import { generateForm } from '@rjsf/antd';
import type { ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Button, Space } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../platform/alerts/useAlert';
import { isApiError } from '../../../platform/api/ApiError';
import { serverMessage } from '../../../platform/api/fieldErrors';
import { FormError } from '../../../widgets/FormError';
import { useDialog } from '../../../widgets/useDialog';
import { ScreenStatus } from '../common/ScreenStatus';
import { I18nTextField } from '../richtext/I18nTextField';
import { PendingEdits } from '../richtext/PendingEdits';
import { RichTextWidget } from '../richtext/RichTextWidget';
import { entityApi } from '../data/entityApi';
import type { EntityRow } from '../data/EntityRow';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { entityName, fieldsOf } from '../format/fieldLabels';
import { LinesEditor } from '../lines/LinesEditor';
import { useLineDrafts } from '../lines/useLineDrafts';
import type { DescriptorMap } from '../useEntityDescriptors';
import { buildFormSchema } from './buildFormSchema';
import { ConflictDialog } from './ConflictDialog';
import { FormLayoutTemplate } from './FormLayoutTemplate';
import { focusFirstInvalid } from './focusFirstInvalid';
import { bodyOf, type FormValues, formValuesOf, sameValues } from './formValues';
import { serverFieldErrors } from './serverFieldErrors';
import { translateFormErrors } from './translateFormErrors';
import { useFormShortcuts } from './useFormShortcuts';
import { validateJsonFields } from './validateJsonFields';
import type { EntityFormContext } from './widgets/EntityFormContext';
import { OwnersWidget } from './widgets/OwnersWidget';
import { ReferenceWidget } from './widgets/ReferenceWidget';
import { ReferencesWidget } from './widgets/ReferencesWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { TimeWidget } from './widgets/TimeWidget';
import { FilesWidget } from '../files/FilesWidget';
import { FormDefinitionField } from '../formKinds/FormDefinitionField';
import { FormSourceWidget } from '../formKinds/FormSourceWidget';
import { FormValuesField } from '../formKinds/FormValuesField';
import './entityForm.css';

const Form = generateForm<FormValues, RJSFSchema, EntityFormContext>();
const WIDGETS = {
  owners: OwnersWidget,
  reference: ReferenceWidget,
  references: ReferencesWidget,
  files: FilesWidget,
  switch: SwitchWidget,
  time: TimeWidget,
  richText: RichTextWidget,
  formSource: FormSourceWidget,
};
const FIELDS = { i18nText: I18nTextField, formDefinition: FormDefinitionField, formValues: FormValuesField };
const TEMPLATES = { ObjectFieldTemplate: FormLayoutTemplate };

/** Fields whose widgets show a 422's messages below them: a form's values (`attributes.amount`). */
function nestedErrorFields(descriptor: EntityDescriptor): Set<string> {
  return new Set(
    Object.entries(fieldsOf(descriptor))
      .filter(([, field]) => field.type === 'formValues')
      .map(([name]) => name),
  );
}

/** The field an rjsf error is about: `.subject`, `['subject']` or `.lines.0.qty` → its top-level name. */
function fieldOfError(error: RJSFValidationError): string | undefined {
  return /^(?:\.|\[')?([a-z][a-z0-9_]*)/.exec(error.property ?? '')?.[1];
}

export interface EntityFormProps {
  descriptor: EntityDescriptor;
  /** Descriptors of the entities its reference fields point at. */
  referenced: DescriptorMap;
  /** The record to edit; null creates one. */
  row: EntityRow | null;
  /** Fields the context sets (a quotation line's quotation): not shown, always sent. */
  fixedValues?: Readonly<Record<string, unknown>>;
  /** Values a new record starts with, shown and editable (a calendar slot's dates). */
  initialValues?: Readonly<Record<string, unknown>>;
  onSaved: (row: EntityRow) => void;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The record's own buttons, shown in the action bar after Save and Cancel. */
  actions?: ReactNode;
}

/**
 * Create or edit one record with @rjsf (antd theme), validated by the same JSON
 * Schema as the server. A 422 puts the server's messages under their fields; a 409
 * explains the conflict and offers to reload; nothing typed is dropped silently.
 * Fields sit in the descriptor's sections, two columns on a wide form; the action bar
 * stays in view; Ctrl/Cmd+S saves and Escape cancels; a failed save names the fields in
 * its summary and focuses the first of them.
 * @example <EntityForm descriptor={lead} referenced={refs} row={null} onSaved={show} onCancel={back} onDirtyChange={setDirty} />
 */
export function EntityForm({
  descriptor,
  referenced,
  row,
  fixedValues = {},
  initialValues,
  onSaved,
  onCancel,
  onDirtyChange,
  actions,
}: EntityFormProps) {
  const { t, i18n } = useTranslation();
  const alert = useAlert();
  const refresh = useEntityCacheRefresh();
  const conflictDialog = useDialog();
  const fixedNames = Object.keys(fixedValues);
  const fixedKey = fixedNames.join(',');
  // Rebuilt when the language changes, not whenever `t` is a new function: react-i18next
  // hands out a new `t` when any namespace finishes loading, and a new schema makes rjsf
  // take its fields from `formData` again, wiping what was typed in the form's first
  // moments (before rjsf reported the change to us).
  // biome-ignore lint/correctness/useExhaustiveDependencies: fixedKey stands for the fixed field names; language for t.
  const form = useMemo(
    () => buildFormSchema(descriptor, t, fixedNames),
    [descriptor, i18n.language, fixedKey],
  );
  const [baseline, setBaseline] = useState<FormValues>(() => ({
    ...formValuesOf(descriptor, row),
    ...(row ? {} : initialValues),
  }));
  const [values, setValues] = useState<FormValues>(baseline);
  const [version, setVersion] = useState(row?.version ?? 0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [triedOnce, setTriedOnce] = useState(false);
  const [current, setCurrent] = useState<EntityRow | null>(null);
  // A document's line items (descriptor `lines`), edited here and saved in the same request.
  const lines = useLineDrafts(descriptor, row);
  const dirty = !sameValues(values, baseline) || lines.dirty;
  const [pending] = useState(() => new PendingEdits());
  const idPrefix = entityName(descriptor);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const rootRef = useRef<HTMLDivElement>(null);
  // Fields to focus once the form shows their errors (after the render that ends the save).
  const [invalid, setInvalid] = useState<{ names: string[] } | null>(null);
  useEffect(() => {
    if (invalid && !saving) focusFirstInvalid(rootRef.current, idPrefix, invalid.names);
  }, [invalid, saving, idPrefix]);
  const keys = useFormShortcuts(
    rootRef,
    () => {
      if (!saving) rootRef.current?.querySelector('form')?.requestSubmit();
    },
    onCancel,
  );
  const titles = (names: readonly string[]) =>
    names
      .map((name) => (form.schema.properties?.[name] as { title?: string } | undefined)?.title ?? name)
      .join(t('entity:form.listSeparator'));

  const submit = async (data: FormValues) => {
    setSaving(true);
    setExtraErrors(undefined);
    setFormError(null);
    const rows = entityApi(descriptor.api);
    try {
      const body = bodyOf(descriptor, data, row ? baseline : null, fixedValues);
      const lineBody = lines.body();
      if (lineBody) body.lines = lineBody;
      const saved = row ? await rows.update(row.id, body, version) : await rows.create(body);
      setBaseline(data);
      lines.reset(saved);
      onDirtyChange?.(false);
      void refresh(descriptor);
      alert.success(t('entity:form.saved'));
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        const body = error.data as { data?: EntityRow } | null;
        setCurrent(body?.data ?? null);
        conflictDialog.open();
      } else if (isApiError(error) && error.status === 422) {
        const found = serverFieldErrors(error, form.fields, nestedErrorFields(descriptor));
        setExtraErrors(found.onFields);
        const answer = error.data as { errors?: Record<string, unknown> } | null;
        const onLines = lines.takeErrors(answer?.errors ?? {});
        const fields = fieldsOf(descriptor);
        const missing = found.fields.some(
          (name) => fields[name]?.required && (data[name] === undefined || data[name] === ''),
        );
        const named = form.fields.filter((name) => found.fields.includes(name));
        setFormError(
          missing
            ? t('entity:form.requiredNamed', { fields: titles(named) })
            : named.length > 0
              ? t('entity:form.fixNamed', { fields: titles(named) })
              : onLines
                ? t('entity:lines.fixErrors')
                : (found.other[0] ?? serverMessage(error)),
        );
        if (named.length > 0) setInvalid({ names: named });
      } else {
        alert.error(error);
      }
    } finally {
      setSaving(false);
    }
  };

  const onClientErrors = (errors: RJSFValidationError[]) => {
    setTriedOnce(true);
    const wrong = new Set(errors.map(fieldOfError));
    const named = form.fields.filter((name) => wrong.has(name));
    const required = errors.some((e) => e.name === 'required');
    setFormError(
      named.length === 0
        ? t(required ? 'common:validation.requiredFields' : 'entity:form.fixErrors')
        : t(required ? 'entity:form.requiredNamed' : 'entity:form.fixNamed', { fields: titles(named) }),
    );
    setInvalid({ names: named });
  };

  return (
    <div ref={rootRef} className="entity-form-root" {...keys}>
      <FormError message={formError} />
      <Form
        className="entity-form"
        idPrefix={idPrefix}
        schema={form.schema}
        uiSchema={form.uiSchema}
        validator={validator}
        widgets={WIDGETS}
        fields={FIELDS}
        templates={TEMPLATES}
        formContext={{ referenced, row, pending, values }}
        formData={values}
        onChange={(event) => {
          setValues(event.formData ?? {});
          if (extraErrors) setExtraErrors(undefined);
        }}
        // What the rich-text editor still holds back (typed in the last 300 ms) is saved too.
        onSubmit={(event) => void submit({ ...(event.formData ?? {}), ...pending.takeAll() })}
        onError={onClientErrors}
        extraErrors={extraErrors}
        transformErrors={(errors) => translateFormErrors(errors, t)}
        customValidate={(data, errors) => validateJsonFields(descriptor, data, errors, t)}
        liveValidate={triedOnce ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        disabled={saving}
      >
        {lines.enabled &&
          (lines.child ? (
            <LinesEditor
              descriptor={descriptor}
              child={lines.child}
              referenced={lines.referenced}
              drafts={lines.drafts}
              onChange={lines.setDrafts}
              errors={lines.errors}
              disabled={saving}
            />
          ) : (
            <ScreenStatus error={lines.error} />
          ))}
        {/* Sticky at the bottom of the page or dialog body: Save stays in view on a long form. */}
        <div className="entity-form__actions">
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={saving} title={t('entity:form.shortcuts')}>
              {t('common:action.save')}
            </Button>
            <Button onClick={onCancel} disabled={saving}>
              {t('common:action.cancel')}
            </Button>
            {actions}
          </Space>
        </div>
      </Form>
      <ConflictDialog
        control={conflictDialog}
        descriptor={descriptor}
        referenced={referenced}
        mine={values}
        current={current}
        onReload={() => {
          if (current) {
            const theirs = formValuesOf(descriptor, current);
            setBaseline(theirs);
            setValues(theirs);
            setVersion(current.version);
            lines.reset(current);
          }
          setFormError(null);
          conflictDialog.close();
        }}
        onKeepMine={() => {
          // The user saw what changed and keeps their values: the next save goes over the current version.
          if (current) {
            setVersion(current.version);
            setBaseline(formValuesOf(descriptor, current));
          }
          setFormError(t('entity:conflict.keptMine'));
          conflictDialog.close();
        }}
      />
    </div>
  );
}
