import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
}

/**
 * A labelled multi-line field with its error, in the same frame as TextField.
 * @example <TextAreaField label={t('notifications:send.content')} rows={5} />
 */
export function TextAreaField({ label, error, className, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(control) => (
        <textarea {...textarea} {...control} className={`${control.className} atrium-field__textarea`} />
      )}
    </FieldFrame>
  );
}
