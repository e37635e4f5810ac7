import { InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { DateRangePicker } from '../../../widgets/DateRangePicker';
import type { FilterValue } from '../data/ListQuery';
import { useReferenceOptions } from '../data/useReferenceOptions';
import { fieldOf, fieldTitle, optionLabel } from '../format/fieldLabels';
import type { DescriptorMap } from '../useEntityDescriptors';

interface FilterProps {
  descriptor: EntityDescriptor;
  name: string;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  referenced: DescriptorMap;
}

const SELECT_WIDTH = { minWidth: 160 };

function ReferenceFilter({ descriptor, name, value, onChange, referenced }: FilterProps) {
  const { t } = useTranslation();
  const target = referenced[fieldOf(descriptor, name)?.reference ?? ''];
  const { options, loading } = useReferenceOptions(target);
  const label = fieldTitle(t, descriptor, name);
  return (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      options={options}
      value={typeof value === 'string' && value !== '' ? Number(value) : undefined}
      onChange={(next: number | undefined) => onChange(next === undefined ? undefined : String(next))}
      style={SELECT_WIDTH}
    />
  );
}

function dayText(day: Dayjs | null): string | undefined {
  return day ? day.format('YYYY-MM-DD') : undefined;
}

function OneFilter(props: FilterProps) {
  const { t } = useTranslation();
  const { descriptor, name, value, onChange } = props;
  const field = fieldOf(descriptor, name);
  const label = fieldTitle(t, descriptor, name);
  const exact = typeof value === 'string' ? value : undefined;
  const range = typeof value === 'object' ? value : {};
  switch (field?.type) {
    case 'reference':
      return <ReferenceFilter {...props} />;
    case 'enum':
    case 'boolean': {
      const options =
        field.type === 'enum'
          ? (field.options ?? []).map((o) => ({ value: o, label: optionLabel(t, descriptor, name, o) }))
          : [
              { value: 'true', label: t('entity:value.yes') },
              { value: 'false', label: t('entity:value.no') },
            ];
      return (
        <Select
          aria-label={label}
          placeholder={label}
          allowClear
          options={options}
          value={exact}
          onChange={(next: string | undefined) => onChange(next)}
          style={SELECT_WIDTH}
        />
      );
    }
    case 'date':
    case 'datetime':
      return (
        <div className="entity-filter-range" role="group" aria-label={label}>
          <DateRangePicker
            startLabel={t('entity:filter.from', { field: label })}
            endLabel={t('entity:filter.to', { field: label })}
            onChange={(days) => {
              const gte = dayText(days?.[0] ?? null);
              const lte = dayText(days?.[1] ?? null);
              onChange(gte || lte ? { gte, lte } : undefined);
            }}
          />
        </div>
      );
    case 'integer':
    case 'number':
    case 'decimal':
      return (
        <Space.Compact role="group" aria-label={label}>
          <InputNumber
            aria-label={t('entity:filter.min', { field: label })}
            placeholder={t('entity:filter.min', { field: label })}
            value={range.gte === undefined ? null : Number(range.gte)}
            onChange={(n) => onChange(n === null && !range.lte ? undefined : { ...range, gte: n === null ? undefined : String(n) })}
          />
          <InputNumber
            aria-label={t('entity:filter.max', { field: label })}
            placeholder={t('entity:filter.max', { field: label })}
            value={range.lte === undefined ? null : Number(range.lte)}
            onChange={(n) => onChange(n === null && !range.gte ? undefined : { ...range, lte: n === null ? undefined : String(n) })}
          />
        </Space.Compact>
      );
    default:
      return null;
  }
}

/**
 * The descriptor's list filters as controls: selects of translated options for
 * enums and booleans, pick lists for references, ranges for dates and numbers.
 */
export function ListFilters({
  descriptor,
  filters,
  onChange,
  referenced,
}: {
  descriptor: EntityDescriptor;
  filters: Readonly<Record<string, FilterValue>>;
  onChange: (field: string, value: FilterValue | undefined) => void;
  referenced: DescriptorMap;
}) {
  const names = descriptor.list.filters ?? [];
  if (names.length === 0) return null;
  return (
    <Space wrap className="entity-list__filters">
      {names.map((name) => (
        <OneFilter
          key={name}
          descriptor={descriptor}
          name={name}
          value={filters[name]}
          onChange={(value) => onChange(name, value)}
          referenced={referenced}
        />
      ))}
    </Space>
  );
}
