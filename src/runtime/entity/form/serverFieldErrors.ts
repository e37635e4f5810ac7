import type { ErrorSchema } from '@rjsf/utils';
import { isApiError } from '../../../platform/api/ApiError';

export interface ServerFieldErrors {
  /** Errors on fields the form shows, for rjsf's `extraErrors`. */
  onFields: ErrorSchema;
  /** The fields with an error, in the form's order. */
  fields: string[];
  /** Messages about anything else (the version, a field the form does not show). */
  other: string[];
}

/**
 * A 422 answer's `errors` split onto the form's fields and the rest.
 * @example serverFieldErrors(error, ['subject', 'status']).onFields // { subject: { __errors: ['…'] } }
 */
export function serverFieldErrors(error: unknown, shown: readonly string[]): ServerFieldErrors {
  const result: ServerFieldErrors = { onFields: {}, fields: [], other: [] };
  if (!isApiError(error) || error.status !== 422) return result;
  const data = error.data as { errors?: unknown } | null;
  const errors =
    typeof data?.errors === 'object' && data.errors !== null ? (data.errors as Record<string, unknown>) : {};
  for (const name of shown) {
    const list = errors[name];
    const messages = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
    if (messages.length === 0) continue;
    (result.onFields as Record<string, unknown>)[name] = { __errors: messages };
    result.fields.push(name);
  }
  for (const [name, list] of Object.entries(errors)) {
    if (shown.includes(name)) continue;
    for (const m of Array.isArray(list) ? list : [list]) if (typeof m === 'string') result.other.push(m);
  }
  return result;
}
