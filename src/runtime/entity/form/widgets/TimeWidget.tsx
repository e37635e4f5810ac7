import { ariaDescribedByIds } from '@rjsf/utils';
import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { EntityWidgetProps } from './EntityFormContext';

dayjs.extend(customParseFormat);

const FORMAT = 'HH:mm';

/**
 * A time of day (a string field with `format: "time"`, `HH:MM` on 24 hours: a shift's start):
 * typed as `09:00` or picked in five-minute steps; the value stays the text the server keeps.
 */
export function TimeWidget({
  id,
  value,
  disabled,
  readonly,
  autofocus,
  onChange,
  onBlur,
  label,
}: EntityWidgetProps) {
  const parsed = typeof value === 'string' && value !== '' ? dayjs(value, FORMAT, true) : null;
  return (
    <TimePicker
      id={id}
      format={FORMAT}
      minuteStep={5}
      needConfirm={false}
      value={parsed?.isValid() ? parsed : null}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-label={label}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(time) => onChange(time ? time.format(FORMAT) : undefined)}
      onBlur={() => onBlur(id, value)}
      style={{ width: '100%' }}
    />
  );
}
