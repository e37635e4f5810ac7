import { createHash, createHmac } from 'node:crypto';
import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import { signChannel, verifyChannelSignature } from './signatures';
import { verifyApiSignature } from './verifyApiSignature';

const app = { appId: '123456', key: 'app-key', secret: 'app-secret' };
// The official server SDK: what any Pusher-compatible server must agree with.
const sdk = new Pusher({ ...app, host: '127.0.0.1' });

describe('channel signatures', () => {
  it('match the official SDK for private and presence channels', () => {
    expect(signChannel(app, '1.2', 'private-x')).toBe(sdk.authorizeChannel('1.2', 'private-x').auth);
    const presence = sdk.authorizeChannel('1.2', 'presence-x', { user_id: '7', user_info: { name: 'Ann' } });
    expect(signChannel(app, '1.2', 'presence-x', presence.channel_data)).toBe(presence.auth);
    expect(verifyChannelSignature(app, presence.auth, '1.2', 'presence-x', presence.channel_data)).toBe(true);
  });

  it('fail for another socket, channel, channel data, key or a non-string', () => {
    const auth = signChannel(app, '1.2', 'private-x');
    expect(verifyChannelSignature(app, auth, '1.3', 'private-x')).toBe(false);
    expect(verifyChannelSignature(app, auth, '1.2', 'private-y')).toBe(false);
    expect(verifyChannelSignature(app, auth, '1.2', 'private-x', '{}')).toBe(false);
    expect(verifyChannelSignature(app, auth.replace('app-key', 'other'), '1.2', 'private-x')).toBe(false);
    expect(verifyChannelSignature(app, 42, '1.2', 'private-x')).toBe(false);
  });
});

describe('HTTP API signatures', () => {
  const body = '{"name":"e","channels":["c"],"data":"{}"}';
  const now = 1_700_000_000;
  const signed = (query: Record<string, string>) => {
    const sorted = Object.keys(query)
      .sort()
      .map((k) => `${k}=${query[k]}`)
      .join('&');
    return {
      ...query,
      auth_signature: createHmac('sha256', app.secret)
        .update(`POST\n/apps/123456/events\n${sorted}`)
        .digest('hex'),
    };
  };
  const base = {
    auth_key: app.key,
    auth_timestamp: String(now),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const check = (query: Record<string, unknown>, requestBody = body, at = now) =>
    verifyApiSignature(app, { method: 'POST', path: '/apps/123456/events', query, body: requestBody }, at);

  it('accepts a correctly signed request within ±600 s', () => {
    expect(check(signed(base))).toBeNull();
    expect(check(signed(base), body, now + 600)).toBeNull();
    expect(check(signed({ ...base, info: 'user_count' }))).toBeNull();
  });

  it('names what is wrong with a bad one', () => {
    expect(check({})).toBe('missingParameters');
    expect(check({ ...signed(base), auth_key: ['a', 'b'] })).toBe('missingParameters');
    expect(check(signed({ ...base, auth_key: 'other' }))).toBe('unknownKey');
    expect(check(signed({ ...base, auth_version: '2.0' }))).toBe('badVersion');
    expect(check(signed(base), body, now + 601)).toBe('staleTimestamp');
    expect(check(signed({ ...base, auth_timestamp: 'soon' }))).toBe('staleTimestamp');
    expect(check(signed(base), `${body} `)).toBe('bodyMismatch');
    expect(check({ ...signed(base), auth_signature: 'f'.repeat(64) })).toBe('badSignature');
    expect(check({ ...signed(base), extra: '1' })).toBe('badSignature');
  });
});
