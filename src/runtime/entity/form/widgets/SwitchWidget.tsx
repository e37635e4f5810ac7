import { ariaDescribedByIds } from '@rjsf/utils';
import type { EntityWidgetProps } from './EntityFormContext';
import { Switch } from 'antd';

/** A boolean as an on/off switch (descriptor `widget: "switch"`); the field's label names it. */
export function SwitchWidget({ id, value, disabled, readonly, autofocus, onChange }: EntityWidgetProps) {
  return (
    <Switch
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(checked) => onChange(checked)}
    />
  );
}
