import { ariaDescribedByIds } from '@rjsf/utils';
import { MoneyInput } from './MoneyInput';
import type { WfWidgetProps } from './WfFormContext';

/** A money field: a decimal string with the field's scale (ui:options.scale). */
export function MoneyWidget({
  id,
  value,
  options,
  disabled,
  readonly,
  required,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WfWidgetProps) {
  return (
    <MoneyInput
      id={id}
      value={value}
      scale={typeof options.scale === 'number' ? options.scale : 2}
      required={required}
      disabled={disabled || readonly}
      invalid={(rawErrors?.length ?? 0) > 0}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(next)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
