import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame label={label} error={error} required={required} className={className}>
      {(control) => <input {...input} {...control} />}
    </FieldFrame>
  );
}
