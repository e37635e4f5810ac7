import { Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useReferenceOptions } from '../data/useReferenceOptions';
import { fieldOf, optionLabel } from '../format/fieldLabels';
import type { DescriptorMap } from '../useEntityDescriptors';

interface LineCellProps {
  child: EntityDescriptor;
  referenced: DescriptorMap;
  name: string;
  value: unknown;
  /** The accessible name: the column and the line number. */
  label: string;
  /** The id of the cell's error message, when it has one. */
  errorId?: string;
  disabled: boolean;
  onChange: (value: unknown) => void;
}

function ReferenceCell({
  target,
  ...props
}: Omit<LineCellProps, 'child' | 'referenced' | 'name'> & {
  target: EntityDescriptor | undefined;
  required: boolean;
}) {
  const { t } = useTranslation();
  const { options, loading } = useReferenceOptions(target);
  return (
    <Select<number>
      aria-label={props.label}
      aria-describedby={props.errorId}
      status={props.errorId ? 'error' : undefined}
      value={typeof props.value === 'number' ? props.value : undefined}
      options={options}
      loading={loading}
      allowClear={!props.required}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('entity:form.choose')}
      notFoundContent={loading ? t('common:loading') : t('common:noMatch')}
      disabled={props.disabled}
      onChange={(next) => props.onChange(next ?? undefined)}
      popupMatchSelectWidth={false}
      style={{ width: '100%', minWidth: 140 }}
    />
  );
}

/** One editable cell of a line: the input that fits the child field's type. */
export function LineCell({
  child,
  referenced,
  name,
  value,
  label,
  errorId,
  disabled,
  onChange,
}: LineCellProps) {
  const { t } = useTranslation();
  const field = fieldOf(child, name);
  const common = {
    'aria-label': label,
    'aria-describedby': errorId,
    status: errorId ? ('error' as const) : undefined,
    disabled,
  };
  switch (field?.type) {
    case 'reference':
      return (
        <ReferenceCell
          target={field.reference ? referenced[field.reference] : undefined}
          required={Boolean(field.required)}
          label={label}
          errorId={errorId}
          value={value}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'enum':
      return (
        <Select<string>
          {...common}
          value={typeof value === 'string' ? value : undefined}
          options={(field.options ?? []).map((o) => ({ value: o, label: optionLabel(t, child, name, o) }))}
          allowClear={!field.required}
          onChange={(next) => onChange(next ?? undefined)}
          style={{ width: '100%', minWidth: 100 }}
        />
      );
    case 'integer':
    case 'number':
    case 'decimal':
      return (
        <InputNumber<string>
          {...common}
          // Decimals stay text while typed: no binary rounding between the keyboard and the request.
          stringMode
          value={value === undefined || value === null ? null : String(value)}
          min={field.minimum === undefined ? undefined : String(field.minimum)}
          max={field.maximum === undefined ? undefined : String(field.maximum)}
          precision={field.type === 'decimal' ? undefined : field.type === 'integer' ? 0 : undefined}
          onChange={(next) =>
            onChange(
              next === null || next === '' ? undefined : field.type === 'integer' ? Number(next) : next,
            )
          }
          style={{ width: '100%', minWidth: 90 }}
        />
      );
    case 'boolean':
      return (
        <Switch
          aria-label={label}
          aria-describedby={errorId}
          checked={value === true}
          disabled={disabled}
          onChange={(checked) => onChange(checked)}
        />
      );
    case 'date':
      return (
        <Input
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={value === undefined || value === null ? '' : String(value)}
          maxLength={field?.maxLength}
          onChange={(event) => onChange(event.target.value)}
          style={{ minWidth: 140 }}
        />
      );
  }
}
