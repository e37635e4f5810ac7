import { ApiError } from '../api/ApiError';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** The first entry of each `errors` field (Laravel style `{field: [msg, ...]}`). */
function firstFieldErrors(errors: unknown): string[] {
  const fields = record(errors);
  if (!fields) return [];
  const messages: string[] = [];
  for (const value of Object.values(fields)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (nonEmptyString(first)) messages.push(first);
  }
  return messages;
}

/**
 * The lines an error alert shows (spec section 8). HTTP 500 and 404 show the
 * system-error text; otherwise, in order of preference: the response's `errors`
 * (first entry of each field), its `message`, the response data when it is text,
 * the error's own message.
 *
 * @example formatErrorMessages(new ApiError(422, { errors: { name: ['Required'] } }), t) // ['Required']
 */
export function formatErrorMessages(error: unknown, t: Translate): string[] {
  const shape = record(error);
  const status = error instanceof ApiError ? error.status : shape?.status;
  const data: unknown = error instanceof ApiError ? error.data : shape?.data;
  const body = record(data);
  const ownMessage = error instanceof Error ? error.message : shape?.message;

  if (status === 500 || status === 404) {
    const message = nonEmptyString(body?.message)
      ? body.message
      : nonEmptyString(ownMessage)
        ? ownMessage
        : '';
    return [t('common:alert.systemError', { message })];
  }
  const fieldErrors = firstFieldErrors(body?.errors);
  if (fieldErrors.length > 0) return fieldErrors;
  if (nonEmptyString(body?.message)) return [body.message];
  if (nonEmptyString(data)) return [data];
  if (nonEmptyString(ownMessage)) return [ownMessage];
  if (nonEmptyString(error)) return [error];
  return [t('common:alert.unknownError')];
}
