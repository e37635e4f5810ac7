import { ariaDescribedByIds } from '@rjsf/utils';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions } from '../../data/useReferenceOptions';
import type { EntityWidgetProps } from './EntityFormContext';

/**
 * A `references` field: a searchable multi-select of the referenced entity's
 * rows (`GET {api}/all`, by their labelField). The entity comes from
 * `ui:options.entity`; an id the pick list no longer offers (its row was
 * deleted since) stays selected and shows as `#id`, so saving keeps it.
 */
export function ReferencesWidget({
  id,
  label,
  value,
  disabled,
  readonly,
  autofocus,
  options,
  registry,
  onChange,
  onBlur,
  onFocus,
}: EntityWidgetProps) {
  const { t } = useTranslation();
  const entity = typeof options.entity === 'string' ? options.entity : '';
  const target = registry.formContext?.referenced[entity];
  const { options: choices, loading } = useReferenceOptions(target);
  const selected = Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  const known = new Set(choices.map((c) => c.value));
  const gone = selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: `#${v}` }));
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={selected}
      options={loading ? choices : [...choices, ...gone]}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      maxCount={typeof options.maxItems === 'number' ? options.maxItems : undefined}
      placeholder={t('entity:form.choose')}
      notFoundContent={loading ? t('common:loading') : t('common:noMatch')}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-label={label}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ width: '100%' }}
    />
  );
}
