import './spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Accessible text; without it the spinner is decoration (aria-hidden). */
  label?: string;
}

/** A spinning ring. @example <Spinner size="large" label={t('common:loading')} /> */
export function Spinner({ size = 'medium', label }: SpinnerProps) {
  const className = `atrium-spinner atrium-spinner--${size}`;
  if (!label) return <span className={className} aria-hidden="true" />;
  return (
    <span role="status" aria-label={label} className="atrium-spinner-wrap">
      <span className={className} aria-hidden="true" />
    </span>
  );
}
