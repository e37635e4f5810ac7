import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type DateRange = [Dayjs | null, Dayjs | null] | null;

export interface DateRangePickerProps {
  value?: DateRange;
  onChange?: (range: DateRange) => void;
  /** Accessible names and placeholders of the two inputs. */
  startLabel: string;
  endLabel: string;
  id?: string;
}

/**
 * A start and end date; its calendar follows the interface language (AntdLocaleProvider).
 * @example <DateRangePicker startLabel={t('general:home.startDate')} endLabel={t('general:home.endDate')} />
 */
export function DateRangePicker({ value, onChange, startLabel, endLabel, id }: DateRangePickerProps) {
  return (
    <DatePicker.RangePicker
      id={id ? { start: `${id}-start`, end: `${id}-end` } : undefined}
      value={value}
      onChange={(range) => onChange?.(range)}
      placeholder={[startLabel, endLabel]}
      allowEmpty={[true, true]}
      style={{ width: '100%' }}
    />
  );
}
