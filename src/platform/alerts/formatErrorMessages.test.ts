import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { formatErrorMessages, type Translate } from './formatErrorMessages';

// The tw text, so the test reads as the spec's Chinese wording.
const t: Translate = (key, options) =>
  key === 'common:alert.systemError'
    ? `系統錯誤：${String(options?.message)}`
    : key === 'common:alert.unknownError'
      ? '發生錯誤'
      : key;

describe('formatErrorMessages', () => {
  it.each([500, 404])('HTTP %i shows the system-error text with the message', (status) => {
    const error = new ApiError(status, { message: 'Database offline', errors: { a: ['ignored'] } });
    expect(formatErrorMessages(error, t)).toEqual(['系統錯誤：Database offline']);
  });

  it('HTTP 500 without a message in the body uses the error message', () => {
    expect(formatErrorMessages(new ApiError(500, 'oops'), t)).toEqual(['系統錯誤：HTTP 500']);
  });

  it('prefers the errors, taking the first entry of each field', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { name: ['Name is required.', 'Name is too short.'], email: ['Email is taken.'] },
    });
    expect(formatErrorMessages(error, t)).toEqual(['Name is required.', 'Email is taken.']);
  });

  it('accepts a single string per field and skips empty ones', () => {
    const error = new ApiError(422, { errors: { name: 'Name is required.', email: [], other: [''] } });
    expect(formatErrorMessages(error, t)).toEqual(['Name is required.']);
  });

  it('then the message', () => {
    expect(formatErrorMessages(new ApiError(409, { message: 'Changed by someone else.' }), t)).toEqual([
      'Changed by someone else.',
    ]);
  });

  it('then the message when errors is empty', () => {
    expect(formatErrorMessages(new ApiError(422, { message: 'Invalid.', errors: {} }), t)).toEqual([
      'Invalid.',
    ]);
  });

  it('then the response data when it is text', () => {
    expect(formatErrorMessages(new ApiError(502, 'Bad gateway'), t)).toEqual(['Bad gateway']);
  });

  it("then the error's own message", () => {
    expect(formatErrorMessages(new TypeError('Failed to fetch'), t)).toEqual(['Failed to fetch']);
    expect(formatErrorMessages(new ApiError(403, { reason: 1 }), t)).toEqual(['HTTP 403']);
  });

  it('reads plain {status, data, message} objects too', () => {
    expect(formatErrorMessages({ status: 404, message: 'gone' }, t)).toEqual(['系統錯誤：gone']);
    expect(formatErrorMessages({ status: 400, data: { errors: { x: ['bad x'] } } }, t)).toEqual(['bad x']);
    expect(formatErrorMessages({ status: 400, data: 'plain' }, t)).toEqual(['plain']);
    expect(formatErrorMessages({ message: 'own' }, t)).toEqual(['own']);
  });

  it('says something even for an error with nothing to show', () => {
    expect(formatErrorMessages('thrown text', t)).toEqual(['thrown text']);
    expect(formatErrorMessages(undefined, t)).toEqual(['發生錯誤']);
    expect(formatErrorMessages(new ApiError(400, undefined), t)).toEqual(['HTTP 400']);
  });
});
