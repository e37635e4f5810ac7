import { isApiError } from '../../../src/platform/api/ApiError';

/** Why a PDF cannot be shown, each with its own message. */
export type PdfLoadError = 'forbidden' | 'notFound' | 'notPdf' | 'failed';

/**
 * The reason behind an error of the API client or of pdf.js (whose errors are told apart by
 * `name`, as they cross from its worker).
 * @example loadErrorOf(new ApiError(404, {})) // 'notFound'
 */
export function loadErrorOf(error: unknown): PdfLoadError {
  const status = isApiError(error)
    ? error.status
    : error instanceof Error && error.name === 'ResponseException'
      ? (error as Error & { status?: number }).status
      : undefined;
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (error instanceof Error && error.name === 'InvalidPDFException') return 'notPdf';
  return 'failed';
}
