import { generateForm } from '@rjsf/antd';
import type { ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Button, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
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
import { bodyOf, type FormValues, formValuesOf, sameValues } from './formValues';
import { serverFieldErrors } from './serverFieldErrors';
import { translateFormErrors } from './translateFormErrors';
import type { EntityFormContext } from './widgets/EntityFormContext';
import { OwnersWidget } from './widgets/OwnersWidget';
import { ReferenceWidget } from './widgets/ReferenceWidget';
import { ReferencesWidget } from './widgets/ReferencesWidget';
import { SwitchWidget } from './widgets/SwitchWidget';
import { FilesWidget } from '../files/FilesWidget';
import './entityForm.css';

const Form = generateForm<FormValues, RJSFSchema, EntityFormContext>();
const WIDGETS = {
  owners: OwnersWidget,
  reference: ReferenceWidget,
  references: ReferencesWidget,
  files: FilesWidget,
  switch: SwitchWidget,
  richText: RichTextWidget,
};
const FIELDS = { i18nText: I18nTextField };

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
}

/**
 * Create or edit one record with @rjsf (antd theme), validated by the same JSON
 * Schema as the server. A 422 puts the server's messages under their fields; a 409
 * explains the conflict and offers to reload; nothing typed is dropped silently.
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

  const focusField = (name: string) => document.getElementById(`${idPrefix}_${name}`)?.focus();

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
        const found = serverFieldErrors(error, form.fields);
        setExtraErrors(found.onFields);
        const answer = error.data as { errors?: Record<string, unknown> } | null;
        const onLines = lines.takeErrors(answer?.errors ?? {});
        const fields = fieldsOf(descriptor);
        const missing = found.fields.some(
          (name) => fields[name]?.required && (data[name] === undefined || data[name] === ''),
        );
        setFormError(
          missing
            ? t('common:validation.requiredFields')
            : onLines && found.fields.length === 0
              ? t('entity:lines.fixErrors')
              : (found.other[0] ?? serverMessage(error)),
        );
        const first = form.fields.find((name) => found.fields.includes(name));
        if (first) setTimeout(() => focusField(first), 0);
      } else {
        alert.error(error);
      }
    } finally {
      setSaving(false);
    }
  };

  const onClientErrors = (errors: RJSFValidationError[]) => {
    setTriedOnce(true);
    setFormError(
      errors.some((e) => e.name === 'required')
        ? t('common:validation.requiredFields')
        : t('entity:form.fixErrors'),
    );
  };

  return (
    <>
      <FormError message={formError} />
      <Form
        className="entity-form"
        idPrefix={idPrefix}
        schema={form.schema}
        uiSchema={form.uiSchema}
        validator={validator}
        widgets={WIDGETS}
        fields={FIELDS}
        formContext={{ referenced, row, pending }}
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
        customValidate={(data, errors) => {
          for (const [name, field] of Object.entries(fieldsOf(descriptor))) {
            const text = data?.[name];
            if (field.type !== 'json' || typeof text !== 'string' || text.trim() === '') continue;
            try {
              JSON.parse(text);
            } catch {
              (errors as unknown as Record<string, { addError: (m: string) => void }>)[name]?.addError(
                t('entity:validation.json'),
              );
            }
          }
          return errors;
        }}
        liveValidate={triedOnce ? 'onChange' : false}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
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
        <Space className="entity-form__buttons">
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('common:action.save')}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            {t('common:action.cancel')}
          </Button>
        </Space>
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
    </>
  );
}
