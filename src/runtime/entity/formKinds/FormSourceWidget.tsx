import { ariaDescribedByIds } from '@rjsf/utils';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityWidgetProps } from '../form/widgets/EntityFormContext';
import { useFormDefinitions } from './useFormDefinitions';

/**
 * The reference a `formValues` field takes its form from (`definitionFrom.field`): a searchable
 * select of the rows that may be chosen now (their `activeField` true), plus the one the record
 * has, from the same answer the values' form is drawn from (`ui:options.url`).
 */
export function FormSourceWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  options,
  onChange,
  onBlur,
  onFocus,
}: EntityWidgetProps) {
  const { t } = useTranslation();
  const { choices, loading } = useFormDefinitions(typeof options.url === 'string' ? options.url : null);
  const shown = choices
    .filter((choice) => choice.active || choice.id === value)
    .map((choice) => ({ value: choice.id, label: choice.label }));
  return (
    <Select<number>
      id={id}
      value={typeof value === 'number' ? value : undefined}
      options={shown}
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
