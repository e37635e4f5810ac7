import { type TextareaHTMLAttributes, useId } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
}

/** A labelled textarea with its error, looking like the TextField widget beside it. */
export function TextAreaField({ label, error, required, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="atrium-field">
      <div className="atrium-field__head">
        <label htmlFor={id} className="atrium-field__label">
          {label}
        </label>
        {required && (
          <span className="atrium-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <textarea
        {...textarea}
        id={id}
        required={required}
        className="atrium-field__input notify-textarea"
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
