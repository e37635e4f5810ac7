import { apiSignIn } from './apiSignIn';

/** What an API call answered: its status and its parsed JSON body. */
export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/**
 * Calls the e2e server's API as one of the demo accounts, signed in for this call only.
 * For a test's set-up and its server-side checks, which are not what the browser test is about.
 *
 * @example const group = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/sc/group', { name: 'Ops' });
 */
export async function apiAs<T>(
  baseUrl: string,
  account: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const { token } = await apiSignIn(baseUrl, account);
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
