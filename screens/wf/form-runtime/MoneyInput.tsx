import { Input } from 'antd';
import { readDecimal } from '../../../schemas/wf/form/formDecimal';

export interface MoneyInputProps {
  id?: string | undefined;
  value: unknown;
  /** Decimal places the amount is shown with once the user leaves the field. */
  scale: number;
  onChange: (value: string | undefined) => void;
  onBlur?: (() => void) | undefined;
  onFocus?: (() => void) | undefined;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  invalid?: boolean | undefined;
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
}

/** Keeps what an amount may hold: digits, one point, a leading minus (thousands separators go). */
function keepAmount(text: string): string {
  const cleaned = text.replace(/[,\s\u3000]/g, '').replace(/[^\d.-]/g, '');
  const negative = cleaned.startsWith('-');
  const [whole = '', ...fraction] = cleaned.replace(/-/g, '').split('.');
  return `${negative ? '-' : ''}${whole}${fraction.length > 0 ? `.${fraction.join('')}` : ''}`;
}

/**
 * An amount typed as text and kept as a decimal string (never a float), right-aligned as
 * figures are on paper, with the decimal keypad on a phone. Leaving the field writes it out with
 * the field's decimal places (`1200.5` → `1200.50`); more places than allowed are left for the
 * check to name, not rounded away.
 */
export function MoneyInput({ value, scale, onChange, onBlur, invalid, ...props }: MoneyInputProps) {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return (
    <Input
      {...props}
      className="wf-form__money"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid || undefined}
      onChange={(event) => {
        const next = keepAmount(event.target.value);
        onChange(next === '' ? undefined : next);
      }}
      onBlur={() => {
        const amount = readDecimal(text);
        if (amount && amount.decimalPlaces() <= scale) {
          const fixed = amount.toFixed(scale);
          if (fixed !== text) onChange(fixed);
        }
        onBlur?.();
      }}
    />
  );
}
