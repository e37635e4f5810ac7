import { hmacHex, md5Hex, type RealtimeApp, safeEqual } from './signatures';

/** Pusher's window for `auth_timestamp`: requests older or newer than this are refused. */
export const API_TIMESTAMP_WINDOW_SECONDS = 600;

export type ApiSignatureProblem =
  | 'missingParameters'
  | 'unknownKey'
  | 'staleTimestamp'
  | 'badVersion'
  | 'bodyMismatch'
  | 'badSignature';

/**
 * Checks a request to the HTTP events API the way Pusher signs it:
 * `auth_signature = hex(HMAC-SHA256(secret, "METHOD\nPATH\nQUERY"))` where QUERY is every
 * other parameter, keys lower-cased and sorted, joined `k=v&...` with values unescaped,
 * and `body_md5` is the MD5 of the exact body bytes. Returns null when the request is good.
 */
export function verifyApiSignature(
  app: RealtimeApp,
  request: { method: string; path: string; query: Record<string, unknown>; body: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): ApiSignatureProblem | null {
  const params = new Map<string, string>();
  for (const [key, value] of Object.entries(request.query)) {
    // A repeated parameter has no single value to sign.
    if (typeof value !== 'string') return 'missingParameters';
    params.set(key.toLowerCase(), value);
  }
  const signature = params.get('auth_signature');
  const key = params.get('auth_key');
  const timestamp = params.get('auth_timestamp');
  const version = params.get('auth_version');
  if (!signature || !key || !timestamp || !version) return 'missingParameters';
  if (!safeEqual(key, app.key)) return 'unknownKey';
  if (version !== '1.0') return 'badVersion';
  const seconds = Number(timestamp);
  if (!/^[0-9]{1,12}$/.test(timestamp) || Math.abs(nowSeconds - seconds) > API_TIMESTAMP_WINDOW_SECONDS) {
    return 'staleTimestamp';
  }
  const bodyMd5 = params.get('body_md5');
  if (request.body.length > 0 || bodyMd5 !== undefined) {
    if (bodyMd5 === undefined || !safeEqual(bodyMd5, md5Hex(request.body))) return 'bodyMismatch';
  }
  params.delete('auth_signature');
  const query = [...params.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const expected = hmacHex(app.secret, `${request.method.toUpperCase()}\n${request.path}\n${query}`);
  return safeEqual(signature, expected) ? null : 'badSignature';
}
