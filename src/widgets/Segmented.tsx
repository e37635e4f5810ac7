import { useId } from 'react';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedProps<T extends string> {
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  'aria-label': string;
  className?: string;
}

/**
 * A choice of a few options drawn as joined segments: native radio buttons in a radio
 * group, so arrow keys and screen readers work as for any radio group. Replaces antd's
 * Segmented (with its tooltip and motion code) in the header's notification panel.
 * @example <Segmented aria-label="Show" options={[{ value: 'unread', label: 'Unread' }]} value={v} onChange={setV} />
 */
export function Segmented<T extends string>({
  options,
  value,
  onChange,
  className,
  ...aria
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={aria['aria-label']}
      className={['atrium-segmented', className ?? ''].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={
            option.value === value
              ? 'atrium-segmented__item atrium-segmented__item--selected'
              : 'atrium-segmented__item'
          }
        >
          <input
            type="radio"
            className="atrium-segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
