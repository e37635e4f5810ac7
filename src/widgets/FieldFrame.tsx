import { type ReactNode, useId } from 'react';
import './fieldFrame.css';

/** What a control inside a FieldFrame must carry to be labelled and described. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  /** Shown under the control and linked to it (aria-describedby, aria-invalid). */
  error?: string | null | undefined;
  /** A short explanation under the control, read out with it (aria-describedby). */
  hint?: string | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label, required mark and error message around one form control; the
 * control itself comes from `children`, so inputs and textareas share one frame.
 * @example <FieldFrame label="Title">{(props) => <input {...props} />}</FieldFrame>
 */
export function FieldFrame({ label, error, hint, required, className, children }: FieldFrameProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
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
      {children({
        id,
        required,
        className: 'atrium-field__input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <div id={hintId} className="atrium-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="atrium-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
