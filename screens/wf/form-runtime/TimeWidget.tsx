import { ariaDescribedByIds } from '@rjsf/utils';
import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { WfWidgetProps } from './WfFormContext';

/** `HH:mm` → a dayjs of today at that time (what the picker shows), or null. */
function timeOf(value: unknown): Dayjs | null {
  const match = typeof value === 'string' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  if (!match) return null;
  return dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0);
}

/** A time of day, stored as `HH:mm`: typed (09:30) or picked, hours and minutes only. */
export function TimeWidget({
  id,
  value,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WfWidgetProps) {
  return (
    <TimePicker
      id={id}
      format="HH:mm"
      minuteStep={1}
      needConfirm={false}
      value={timeOf(value)}
      disabled={disabled || readonly}
      status={(rawErrors?.length ?? 0) > 0 ? 'error' : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(time) => onChange(time ? time.format('HH:mm') : undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      style={{ width: '100%' }}
    />
  );
}
