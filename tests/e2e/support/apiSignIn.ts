/**
 * Signs a demo account in through the API, for a test's set-up: its access token and user id.
 * @example const { token, userId } = await apiSignIn(base, 'manager');
 */
export async function apiSignIn(
  baseUrl: string,
  account: string,
): Promise<{ token: string; userId: number }> {
  const response = await fetch(`${baseUrl}/api/sc/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ account, password: 'demo1234' }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${account}: HTTP ${response.status}`);
  const body = (await response.json()) as { access_token: string; user: { id: number } };
  return { token: body.access_token, userId: body.user.id };
}
