/**
 * Signs in to a running server as `account` (the demo password) through the sign-in call, and
 * answers the access token, for benchmarks that drive the API from outside the server.
 * @example const token = await adminToken(server.baseUrl)
 */
export async function adminToken(base: string, account = 'admin'): Promise<string> {
  const answer = await fetch(`${base}/api/sc/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'demo1234' }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${account} answered ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
}
