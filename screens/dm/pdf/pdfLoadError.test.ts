import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/platform/api/ApiError';
import { loadErrorOf } from './pdfLoadError';

/** An error as pdf.js hands it over from its worker: told apart by name. */
function pdfjsError(name: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(name), { name, ...extra });
}

describe('loadErrorOf', () => {
  it('tells a refused or missing file from the API client', () => {
    expect(loadErrorOf(new ApiError(403, { message: 'Forbidden' }))).toBe('forbidden');
    expect(loadErrorOf(new ApiError(404, { message: 'Not found' }))).toBe('notFound');
    expect(loadErrorOf(new ApiError(500, {}))).toBe('failed');
  });

  it('tells a refused or missing content answer from pdf.js, and a file that is no PDF', () => {
    expect(loadErrorOf(pdfjsError('ResponseException', { status: 403 }))).toBe('forbidden');
    expect(loadErrorOf(pdfjsError('ResponseException', { status: 404, missing: true }))).toBe('notFound');
    expect(loadErrorOf(pdfjsError('InvalidPDFException'))).toBe('notPdf');
    expect(loadErrorOf(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
