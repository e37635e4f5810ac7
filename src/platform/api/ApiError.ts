/**
 * A non-2xx answer from the API. `data` is the parsed body: an object such as
 * `{message, errors}` for JSON answers, a string otherwise.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown) {
    super(ApiError.describe(status, data));
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  private static describe(status: number, data: unknown): string {
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const { message } = data as { message: unknown };
      if (typeof message === 'string' && message.length > 0) return message;
    }
    return `HTTP ${status}`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
