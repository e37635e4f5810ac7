import { InputNumber, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../widgets/DateRangePicker';

type Range = { gte?: string; lte?: string };

function dayText(day: Dayjs | null | undefined): string | undefined {
  return day ? day.format('YYYY-MM-DD') : undefined;
}

/** A from–to filter on a date or a number (`filter[f][gte]`, `filter[f][lte]`). */
export function RangeFilter({
  label,
  kind,
  value,
  onChange,
}: {
  label: string;
  kind: 'date' | 'number';
  value: Range;
  onChange: (value: Range | undefined) => void;
}) {
  const { t } = useTranslation();
  const set = (next: Range) => onChange(next.gte || next.lte ? next : undefined);
  if (kind === 'date') {
    return (
      <fieldset className="entity-filter">
        <legend>{label}</legend>
        <DateRangePicker
          startLabel={t('entity:filter.from', { field: label })}
          endLabel={t('entity:filter.to', { field: label })}
          onChange={(days) => set({ gte: dayText(days?.[0]), lte: dayText(days?.[1]) })}
        />
      </fieldset>
    );
  }
  return (
    <fieldset className="entity-filter">
      <legend>{label}</legend>
      <Space.Compact>
        <InputNumber
          aria-label={t('entity:filter.min', { field: label })}
          placeholder={t('entity:filter.min', { field: label })}
          value={value.gte === undefined ? null : Number(value.gte)}
          onChange={(n) => set({ ...value, gte: n === null ? undefined : String(n) })}
        />
        <InputNumber
          aria-label={t('entity:filter.max', { field: label })}
          placeholder={t('entity:filter.max', { field: label })}
          value={value.lte === undefined ? null : Number(value.lte)}
          onChange={(n) => set({ ...value, lte: n === null ? undefined : String(n) })}
        />
      </Space.Compact>
    </fieldset>
  );
}
