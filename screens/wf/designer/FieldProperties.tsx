import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDefinition, FormField } from '../../../schemas/wf/formDefinition';
import { type FormLanguage, formLanguage, localise } from '../../../schemas/wf/form/localise';
import { SelectField } from '../../../src/widgets/SelectField';
import { ColumnsEditor } from './ColumnsEditor';
import { ConditionEditor } from './ConditionEditor';
import { CheckInput, NumberInput, TextInput } from './DesignerInputs';
import type { FormDesignAction, Patch } from './designerReducer';
import { LocalisedTextInputs } from './LocalisedTextInputs';
import { OptionsEditor } from './OptionsEditor';
import type { Directory } from './useDirectory';

/** The names a formula may read: number and money fields, and a table's number and money columns. */
export function formulaNames(
  form: FormDefinition,
  self: string,
  lang: FormLanguage,
): Array<{ name: string; label: string }> {
  return form.fields.flatMap((f) => {
    if (f.key === self) return [];
    if (f.type === 'number' || f.type === 'money' || f.type === 'computed')
      return [{ name: f.key, label: localise(f.label, lang) }];
    if (f.type === 'table')
      return (f.columns ?? [])
        .filter((c) => c.type === 'number' || c.type === 'money')
        .map((c) => ({
          name: `${f.key}.${c.key}`,
          label: `${localise(f.label, lang)} / ${localise(c.label, lang)}`,
        }));
    return [];
  });
}

/**
 * The properties of the selected field, as its type has them: key, label and help in four
 * languages, required, default, width, limits, choices, table columns, a computed field's formula
 * (with the names it may use), and the condition that shows it. Each control shows the error the
 * server or the live checks give for its path.
 * @example <FieldProperties form={form} index={2} errors={errors} directory={directory} dispatch={dispatch} />
 */
export function FieldProperties({
  form,
  index,
  errors,
  directory,
  dispatch,
}: {
  form: FormDefinition;
  index: number | null;
  errors: Readonly<Record<string, string[]>>;
  directory: Directory;
  dispatch: (action: FormDesignAction) => void;
}) {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const titleId = useId();
  const field = index === null ? undefined : form.fields[index];
  if (index === null || !field)
    return (
      <section className="wf-designer__pane wf-designer__properties" aria-labelledby={titleId}>
        <h2 id={titleId}>{t('designer.field.title')}</h2>
        <p className="wf-designer__empty">{t('designer.field.none')}</p>
      </section>
    );
  const path = `form.fields.${index}`;
  const err = (name: string) => errors[`${path}.${name}`]?.[0];
  const update = (patch: Patch<FormField>) => dispatch({ type: 'updateField', index, patch });
  const { type } = field;
  const names = type === 'computed' ? formulaNames(form, field.key, lang) : [];

  return (
    <section className="wf-designer__pane wf-designer__properties" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('designer.field.title')}</h2>
      <p className="wf-designer__hint">{t('designer.field.type', { type: t(`designer.types.${type}`) })}</p>
      <TextInput
        label={t('designer.field.key')}
        hint={t('designer.field.keyHint')}
        value={field.key}
        required
        monospace
        maxLength={63}
        error={err('key')}
        onChange={(key) => dispatch({ type: 'renameField', index, key })}
      />
      <LocalisedTextInputs
        legend={t('designer.field.label')}
        value={field.label}
        path={`${path}.label`}
        errors={errors}
        onChange={(label) => label && update({ label })}
      />
      {type !== 'heading' && (
        <LocalisedTextInputs
          legend={t('designer.field.help')}
          value={field.help}
          path={`${path}.help`}
          errors={errors}
          optional
          onChange={(help) => update({ help })}
        />
      )}
      {type !== 'heading' && type !== 'computed' && (
        <CheckInput
          label={t('designer.field.required')}
          checked={field.required ?? false}
          error={err('required')}
          onChange={(required) => update({ required: required || undefined })}
        />
      )}
      <DefaultInput field={field} error={err('default')} update={update} />
      {type !== 'heading' && (
        <SelectField<'auto' | 'half' | 'full'>
          label={t('designer.field.span')}
          value={field.span ?? 'auto'}
          error={err('span')}
          options={(['auto', 'half', 'full'] as const).map((span) => ({
            value: span,
            label: t(`designer.field.spans.${span}`),
          }))}
          onChange={(span) => update({ span: span === 'auto' ? undefined : span })}
        />
      )}
      {(type === 'text' || type === 'textarea') && (
        <NumberInput
          label={t('designer.field.maxLength')}
          value={field.maxLength}
          min={1}
          max={20000}
          error={err('maxLength')}
          onChange={(maxLength) => update({ maxLength })}
        />
      )}
      {(type === 'number' || type === 'money') && (
        <>
          <NumberInput
            label={t('designer.field.minimum')}
            value={field.minimum}
            decimals
            error={err('minimum')}
            onChange={(minimum) => update({ minimum })}
          />
          <NumberInput
            label={t('designer.field.maximum')}
            value={field.maximum}
            decimals
            error={err('maximum')}
            onChange={(maximum) => update({ maximum })}
          />
        </>
      )}
      {type === 'file' && (
        <NumberInput
          label={t('designer.field.maxItems')}
          value={field.maxItems}
          min={1}
          max={50}
          error={err('maxItems')}
          onChange={(maxItems) => update({ maxItems })}
        />
      )}
      {(type === 'select' || type === 'multiSelect') && (
        <OptionsEditor
          options={field.options ?? []}
          path={`${path}.options`}
          errors={errors}
          onChange={(options) => update({ options })}
        />
      )}
      {type === 'table' && (
        <>
          <ColumnsEditor index={index} columns={field.columns ?? []} errors={errors} dispatch={dispatch} />
          <NumberInput
            label={t('designer.field.minRows')}
            value={field.minRows}
            min={0}
            max={500}
            error={err('minRows')}
            onChange={(minRows) => update({ minRows })}
          />
          <NumberInput
            label={t('designer.field.maxRows')}
            value={field.maxRows}
            min={1}
            max={500}
            error={err('maxRows')}
            onChange={(maxRows) => update({ maxRows })}
          />
        </>
      )}
      {type === 'computed' && (
        <>
          <TextInput
            label={t('designer.field.formula')}
            hint={t('designer.field.formulaHint')}
            value={field.formula ?? ''}
            required
            monospace
            maxLength={500}
            error={err('formula')}
            onChange={(formula) => update({ formula })}
          />
          <div className="wf-designer__formula-names">
            <span>{t('designer.field.formulaKeys')}</span>
            {names.length === 0 ? (
              <span className="wf-designer__hint">{t('designer.field.formulaNoKeys')}</span>
            ) : (
              <ul>
                {names.map((n) => (
                  <li key={n.name}>
                    <Button
                      size="small"
                      title={n.label}
                      onClick={() =>
                        update({ formula: `${field.formula ?? ''}${field.formula ? ' ' : ''}${n.name}` })
                      }
                    >
                      <code>{n.name}</code>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <NumberInput
            label={t('designer.field.scale')}
            value={field.scale}
            min={0}
            max={6}
            error={err('scale')}
            onChange={(scale) => update({ scale })}
          />
        </>
      )}
      <ConditionEditor
        label={t('designer.field.showWhen')}
        condition={field.showWhen}
        fields={form.fields.filter((f) => f.key !== field.key)}
        path={`${path}.showWhen`}
        errors={errors}
        directory={directory}
        onChange={(showWhen) => update({ showWhen })}
      />
      <Button danger onClick={() => dispatch({ type: 'removeField', index })}>
        {t('designer.field.remove')} ({localise(field.label, lang) || field.key})
      </Button>
    </section>
  );
}

/** The default value control the field's type has (none for the types that take no default). */
function DefaultInput({
  field,
  error,
  update,
}: {
  field: FormField;
  error: string | undefined;
  update: (patch: Patch<FormField>) => void;
}) {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const label = t('designer.field.default');
  const value = field.default;
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'money':
    case 'date':
    case 'time':
      return (
        <TextInput
          label={label}
          value={value === undefined ? '' : String(value)}
          error={error}
          onChange={(text) => update({ default: text === '' ? undefined : text })}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : undefined}
          decimals
          error={error}
          onChange={(n) => update({ default: n })}
        />
      );
    case 'checkbox':
      return (
        <CheckInput
          label={t('designer.field.defaultChecked')}
          checked={value === true}
          error={error}
          onChange={(checked) => update({ default: checked || undefined })}
        />
      );
    case 'select':
      return (
        <SelectField<string>
          label={label}
          value={typeof value === 'string' ? value : undefined}
          error={error}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: localise(o.label, lang) }))}
          onChange={(v) => update({ default: v })}
          onClear={() => update({ default: undefined })}
        />
      );
    default:
      return null;
  }
}
