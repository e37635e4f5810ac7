import { getLanguage } from '../i18n/languageStore';
import { isModuleNotLicensedAnswer } from '../license/moduleNotLicensed';
import { expireSession } from '../session/expireSession';
import { goForbidden } from '../session/goForbidden';
import { getSession } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { isSessionExempt } from './sessionExemptPaths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The call guards a screen: a 403 answer ends the session and shows /403
   * (spec section 4), unless it says the module is not licensed. Other calls only
   * throw, and the screen shows the error.
   */
  guardsScreen?: boolean;
  /**
   * Default true: a 401 while signed in means the session expired (/tokenexpired).
   * Sign-out turns it off: an already dead token is no reason to show that screen.
   */
  expiresSession?: boolean;
  /** Bearer token to send instead of the session's (while a session is being built). */
  accessToken?: string;
  /**
   * The request completes, and its cookies are stored, even when the page is left meanwhile
   * (fetch's `keepalive`). For token refreshes: see refreshTokenRequest.
   */
  keepalive?: boolean;
}

let socketId: string | null = null;

/** The realtime connection's socket id, sent as X-Socket-Id so the server skips the sender. */
export function setSocketId(id: string | null): void {
  socketId = id;
}

function buildHeaders(body: unknown, accessToken: string | undefined): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': getLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
  });
  const token = accessToken ?? getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (socketId) headers.set('X-Socket-Id', socketId);
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API with the session's bearer token, the interface language, cookies and
 * the XHR marker. Throws ApiError on a non-2xx answer.
 *
 * @example const user = await apiRequest<{ data: User }>('/api/sc/user/7')
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    signal,
    guardsScreen = false,
    expiresSession = true,
    accessToken,
    keepalive,
  } = options;
  const response = await fetch(path, {
    method,
    headers: buildHeaders(body, accessToken),
    credentials: 'include',
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal,
    ...(keepalive ? { keepalive } : {}),
  });
  const data = await readBody(response);
  if (response.ok) return data as T;

  if (response.status === 401 && expiresSession && getSession() !== null && !isSessionExempt(path))
    expireSession();
  else if (response.status === 403 && guardsScreen && !isModuleNotLicensedAnswer(data)) goForbidden();
  throw new ApiError(response.status, data);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/** Shorthands of apiRequest. @example await api.post('/api/sc/user/logout') */
export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** SWR fetcher: the SWR key is the API path. @example useSWR('/api/sc/user/all', swrFetcher) */
export function swrFetcher<T>(path: string): Promise<T> {
  return api.get<T>(path);
}
