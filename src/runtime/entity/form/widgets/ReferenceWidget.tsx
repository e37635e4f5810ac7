import { ariaDescribedByIds } from '@rjsf/utils';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions } from '../../data/useReferenceOptions';
import type { EntityWidgetProps } from './EntityFormContext';

/**
 * A reference field: a searchable select of the referenced entity's rows
 * (`GET {api}/all`, by their labelField). The entity comes from `ui:options.entity`.
 */
export function ReferenceWidget({
  id,
  value,
  required,
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
  return (
    <Select<number>
      id={id}
      value={typeof value === 'number' ? value : undefined}
      options={choices}
      loading={loading}
      allowClear={!required}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('entity:form.choose')}
      notFoundContent={loading ? t('common:loading') : t('common:noMatch')}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ width: '100%' }}
    />
  );
}
