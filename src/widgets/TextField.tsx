import { type InputHTMLAttributes, useId } from 'react';
import './textField.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the input and linked to it (aria-describedby, aria-invalid). */
  error?: string | null;
}

/**
 * A labelled input with its error message. Plain HTML, so the sign-in page stays light.
 * @example <TextField label={t('general:login.account')} name="account" autoComplete="username" />
 */
export function TextField({ label, error, className, required, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['atrium-field', className ?? ''].filter(Boolean).join(' ')}>
      <div className="atrium-field__head">
        <label htmlFor={id} className="atrium-field__label">
          {label}
        </label>
        {/* Outside the label, so the field's name stays exactly the label text. */}
        {required && (
          <span className="atrium-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        {...input}
        id={id}
        required={required}
        className="atrium-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} className="atrium-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
