import { ApiError } from '../../../platform/api/ApiError';
import { getLanguage } from '../../../platform/i18n/languageStore';
import { expireSession } from '../../../platform/session/expireSession';
import { getSession } from '../../../platform/session/sessionStore';

/**
 * The headers apiRequest sends (token, language, XHR marker), for the calls whose
 * body is not JSON: file uploads and downloads.
 */
export function rawHeaders(extra: Record<string, string> = {}): Headers {
  const headers = new Headers({
    'Accept-Language': getLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
    ...extra,
  });
  const token = getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** The ApiError of a failed raw call; a 401 while signed in ends the session as apiRequest does. */
export async function rawFailure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // A plain-text answer is the message itself.
  }
  if (response.status === 401 && getSession() !== null) expireSession();
  return new ApiError(response.status, body);
}
