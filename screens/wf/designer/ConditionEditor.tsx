import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comparison, ComparisonOp, Condition } from '../../../schemas/wf/condition';
import type { FormField } from '../../../schemas/wf/formDefinition';
import { localise, formLanguage } from '../../../schemas/wf/form/localise';
import { FieldFrame } from '../../../src/widgets/FieldFrame';
import { SelectField } from '../../../src/widgets/SelectField';
import { CheckInput, TextInput } from './DesignerInputs';
import { comparableFields, newComparison, OPS_BY_TYPE, withOp } from './conditionOps';
import type { Directory } from './useDirectory';

type Scalar = string | number | boolean;

/**
 * The condition builder of a field's "show only when" and a stage's "run only when": a switch,
 * then all / any of a list of comparisons (field, comparison, value). The value's control
 * follows the field: a choice's options, yes / no for a checkbox, a person or department, a
 * list for "is one of", text otherwise (money and numbers as decimal text). Errors by path
 * (`${path}.all.0.value`).
 * @example <ConditionEditor label="Show only when…" condition={field.showWhen} fields={others} path="form.fields.2.showWhen" errors={errors} directory={directory} onChange={set} />
 */
export function ConditionEditor({
  label,
  condition,
  fields,
  path,
  errors,
  directory,
  onChange,
}: {
  label: string;
  condition: Condition | undefined;
  fields: readonly FormField[];
  path: string;
  errors: Readonly<Record<string, string[]>>;
  directory: Directory;
  onChange: (condition: Condition | undefined) => void;
}) {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const usable = comparableFields(fields);
  const kind = condition && 'any' in condition ? 'any' : 'all';
  const list: Comparison[] = condition ? ('all' in condition ? condition.all : condition.any) : [];
  const set = (next: Comparison[], nextKind: 'all' | 'any' = kind) =>
    onChange(next.length === 0 ? undefined : nextKind === 'all' ? { all: next } : { any: next });
  const first = usable[0];
  const at = `${path}.${kind}`;

  return (
    <fieldset className="wf-designer__condition">
      <legend className="wf-designer__sr-only">{label}</legend>
      <CheckInput
        label={label}
        checked={condition !== undefined}
        error={errors[path]?.[0]}
        onChange={(on) => (on && first ? set([newComparison(first)]) : onChange(undefined))}
      />
      {condition === undefined && usable.length === 0 && (
        <p className="wf-designer__hint">{t('designer.condition.noFields')}</p>
      )}
      {condition !== undefined && (
        <>
          <SelectField<'all' | 'any'>
            label={t('designer.condition.match')}
            value={kind}
            options={[
              { value: 'all', label: t('designer.condition.all') },
              { value: 'any', label: t('designer.condition.any') },
            ]}
            onChange={(next) => set(list, next)}
          />
          {list.map((comparison, i) => {
            const field = fields.find((f) => f.key === comparison.field);
            const ops = (field && OPS_BY_TYPE[field.type]) ?? ['eq'];
            const replace = (next: Comparison) => set(list.map((c, j) => (j === i ? next : c)));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: comparisons have no id; their place is who they are
              <fieldset key={i} className="wf-designer__comparison">
                <legend>{t('designer.condition.comparison', { n: i + 1 })}</legend>
                <SelectField<string>
                  label={t('designer.condition.field')}
                  value={comparison.field}
                  error={errors[`${at}.${i}.field`]?.[0]}
                  options={[
                    ...usable.map((f) => ({ value: f.key, label: `${localise(f.label, lang)} (${f.key})` })),
                    ...(field ? [] : [{ value: comparison.field, label: comparison.field }]),
                  ]}
                  onChange={(key) => {
                    const next = fields.find((f) => f.key === key);
                    if (next) replace(newComparison(next));
                  }}
                />
                <SelectField<ComparisonOp>
                  label={t('designer.condition.op')}
                  value={comparison.op}
                  error={errors[`${at}.${i}.op`]?.[0]}
                  options={ops.map((op) => ({ value: op, label: t(`designer.condition.ops.${op}`) }))}
                  onChange={(op) => replace(withOp(comparison, op, field))}
                />
                <ComparisonValue
                  comparison={comparison}
                  field={field}
                  error={errors[`${at}.${i}.value`]?.[0]}
                  directory={directory}
                  onChange={(value) => {
                    const next: Comparison = { field: comparison.field, op: comparison.op };
                    if (value !== undefined) next.value = value;
                    replace(next);
                  }}
                />
                <Button onClick={() => set(list.filter((_, j) => j !== i))}>
                  {t('designer.condition.remove', { n: i + 1 })}
                </Button>
              </fieldset>
            );
          })}
          {first && list.length < 20 && (
            <Button onClick={() => set([...list, newComparison(first)])}>
              {t('designer.condition.add')}
            </Button>
          )}
        </>
      )}
    </fieldset>
  );
}

function ComparisonValue({
  comparison,
  field,
  error,
  directory,
  onChange,
}: {
  comparison: Comparison;
  field: FormField | undefined;
  error: string | undefined;
  directory: Directory;
  onChange: (value: Scalar | Scalar[] | undefined) => void;
}) {
  const { t, i18n } = useTranslation('wf');
  const lang = formLanguage(i18n.language);
  const { op, value } = comparison;
  if (op === 'empty' || op === 'notEmpty') return null;
  const label = op === 'in' ? t('designer.condition.values') : t('designer.condition.value');
  const options = field?.options?.map((o) => ({ value: o.value, label: localise(o.label, lang) }));

  if (field?.type === 'checkbox')
    return (
      <SelectField<'yes' | 'no'>
        label={label}
        value={value === false ? 'no' : 'yes'}
        error={error}
        options={[
          { value: 'yes', label: t('designer.condition.yes') },
          { value: 'no', label: t('designer.condition.no') },
        ]}
        onChange={(v) => onChange(v === 'yes')}
      />
    );
  if (options && op === 'in')
    return (
      <FieldFrame label={label} error={error}>
        {(control) => (
          <Select<string[]>
            id={control.id}
            mode="multiple"
            aria-label={label}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            status={error ? 'error' : undefined}
            value={Array.isArray(value) ? value.map(String) : []}
            options={options}
            className="atrium-field__select"
            onChange={(next) => onChange(next)}
          />
        )}
      </FieldFrame>
    );
  if (options)
    return (
      <SelectField<string>
        label={label}
        value={typeof value === 'string' ? value : undefined}
        error={error}
        options={options}
        onChange={(v) => onChange(v)}
      />
    );
  if ((field?.type === 'user' || field?.type === 'department') && op !== 'in') {
    const entries = field.type === 'user' ? directory.users : directory.departments;
    return (
      <SelectField<number>
        label={label}
        value={typeof value === 'number' ? value : undefined}
        error={error}
        options={entries.map((e) => ({ value: e.value, label: e.label }))}
        onChange={(v) => onChange(v)}
      />
    );
  }
  if (op === 'in')
    return (
      <ListInput label={label} error={error} value={Array.isArray(value) ? value : []} onChange={onChange} />
    );
  return (
    <TextInput
      label={label}
      error={error}
      value={value === undefined || Array.isArray(value) ? '' : String(value)}
      onChange={(text) => onChange(text === '' ? undefined : text)}
    />
  );
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Values separated by commas; the typed text is kept as typed (a trailing comma too) while it means the same list. */
function ListInput({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  value: readonly Scalar[];
  onChange: (value: Scalar[]) => void;
}) {
  const [text, setText] = useState(() => value.join(', '));
  const same = splitList(text).join('\u0000') === value.map(String).join('\u0000');
  return (
    <TextInput
      label={label}
      error={error}
      value={same ? text : value.join(', ')}
      onChange={(next) => {
        setText(next);
        onChange(splitList(next));
      }}
    />
  );
}
