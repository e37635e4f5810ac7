/**
 * An error with an HTTP status that the error handler answers as-is.
 * `body` is merged into the JSON answer (`{message, ...body}`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 with Laravel-style `errors: {field: [message, ...]}`. */
export class ValidationFailed extends HttpError {
  constructor(message: string, errors: Record<string, string[]>, extra: Record<string, unknown> = {}) {
    super(422, message, { errors, ...extra });
    this.name = 'ValidationFailed';
  }
}
