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

/** The messages of one `errors` entry (a list, or one message). */
function messagesOf(list: unknown): string[] {
  return (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string');
}

/**
 * A 422 answer's `errors` split onto the form's fields and the rest. A path below one of the
 * `nested` fields (`attributes.amount` of a form's values) goes under that
 * field, nested as rjsf nests it, for the field's own widget to show where it belongs.
 * @example serverFieldErrors(error, ['subject', 'status']).onFields // { subject: { __errors: ['…'] } }
 */
export function serverFieldErrors(
  error: unknown,
  shown: readonly string[],
  nested: ReadonlySet<string> = new Set(),
): ServerFieldErrors {
  const result: ServerFieldErrors = { onFields: {}, fields: [], other: [] };
  if (!isApiError(error) || error.status !== 422) return result;
  const data = error.data as { errors?: unknown } | null;
  const errors =
    typeof data?.errors === 'object' && data.errors !== null ? (data.errors as Record<string, unknown>) : {};
  const onFields = result.onFields as Record<string, Record<string, unknown>>;
  const wrong = new Set<string>();
  for (const [path, list] of Object.entries(errors)) {
    const messages = messagesOf(list);
    const [name = '', ...below] = nested.has(path.split('.')[0] ?? '') ? path.split('.') : [path];
    if (!shown.includes(name)) {
      result.other.push(...messages);
      continue;
    }
    if (messages.length === 0) continue;
    onFields[name] ??= {};
    let node: Record<string, unknown> = onFields[name];
    for (const step of below) {
      node[step] ??= {};
      node = node[step] as Record<string, unknown>;
    }
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...messages];
    wrong.add(name);
  }
  result.fields = shown.filter((name) => wrong.has(name));
  return result;
}
