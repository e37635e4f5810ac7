import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from './Spinner';
import './button.css';

export type ButtonSize = 'small' | 'medium' | 'large';
/** normal: a text button; ball: a round icon button; function: a light button for secondary actions. */
export type ButtonType = 'normal' | 'ball' | 'function';
export type ButtonColor = 'default' | 'primary' | 'danger' | 'success' | 'warning';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'color'> {
  /** Default medium; dialog footers use small. */
  size?: ButtonSize;
  /** The look (spec: normal, ball or function), not the HTML type. */
  type?: ButtonType;
  color?: ButtonColor;
  /** Shows a small spinner, dims the label to 30 % and ignores clicks. */
  loading?: boolean;
  /** The HTML button type; default `button` so a button never submits by accident. */
  htmlType?: 'button' | 'submit' | 'reset';
  /** The button element (React 19 passes `ref` as a prop), e.g. to move the focus onto it. */
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** Opacity of the label while loading (spec: "the label dims to 30% opacity"). */
export const LOADING_LABEL_OPACITY = 0.3;

/**
 * The product's button.
 * @example <Button color="primary" loading={saving} htmlType="submit">{t('common:action.save')}</Button>
 */
export function Button({
  size = 'medium',
  type = 'normal',
  color = 'default',
  loading = false,
  htmlType = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = [
    'atrium-button',
    `atrium-button--${size}`,
    `atrium-button--${type}`,
    `atrium-button--${color}`,
    loading ? 'atrium-button--loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button stays focusable (focus is not lost mid-action) but does nothing;
    // preventing the default also stops a form submission.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={htmlType}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest.disabled || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner size="small" />}
      <span className="atrium-button__label" style={loading ? { opacity: LOADING_LABEL_OPACITY } : undefined}>
        {children}
      </span>
    </button>
  );
}
