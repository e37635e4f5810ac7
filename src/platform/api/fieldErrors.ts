import { isApiError } from './ApiError';

/**
 * The first message of each field of a 422 answer (`{errors: {field: [msg]}}`),
 * for showing under each input. Empty for any other error.
 * @example fieldErrors(error).password // 'The password must be at least 8 characters.'
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422) return {};
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const errors = (data as { errors: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.length > 0) result[field] = first;
  }
  return result;
}

/** The `message` of an API error answer, if it has one. */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  const { message } = data as { message: unknown };
  return typeof message === 'string' && message.length > 0 ? message : null;
}
