import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const EN = { 'accept-language': 'en' };
const pdf = (text: string) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<(${text})>>\nendobj\n`, 'latin1'),
    randomBytes(3000),
  ]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();

describe.each(testDatabaseTargets())('document management: sharing versions by link on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  let manager: SignedIn;
  let staff: SignedIn;
  let folderId: number;
  beforeAll(async () => {
    t = await startTestServer(target);
    [admin, manager, staff] = await Promise.all([t.signIn('admin'), t.signIn('manager'), t.signIn('staff')]);
    const folder = await call(admin, 'POST', '/api/dm/folder', { name: 'Shared out' });
    folderId = Number(folder.json().data.id);
    // The manager may file here; the staff member has no grant at all.
    const access = await call(admin, 'PUT', `/api/dm/folder/${folderId}/access`, {
      inherit: true,
      entries: [{ owner: `u${manager.user.id}`, level: 'edit' }],
    });
    expect(access.statusCode, access.body).toBe(200);
  });
  afterAll(async () => t.close());

  function call(
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    return t.request({
      method,
      url,
      headers: { ...(who ? bearer(who.token) : {}), ...EN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  async function upload(who: SignedIn, name: string, body: Buffer) {
    const response = await t.upload(who, `/api/dm/document/upload?folder_id=${folderId}`, name, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; version_id: number };
  }
  async function share(who: SignedIn, payload: object) {
    const response = await call(who, 'POST', '/api/dm/share', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; token: string; url: string; version: number };
  }
  const link = (token: string, rest = '') => call(null, 'GET', `/api/dm/link/${token}${rest}`);
  const download = (token: string, versionId: number, ticket?: string) =>
    call(null, 'GET', `/api/dm/link/${token}/file/${versionId}${ticket ? `?ticket=${ticket}` : ''}`);
  const setColumn = (id: number, change: ReturnType<typeof sql>) =>
    sql`update dm_shares set ${change} where id = ${id}`.execute(t.server.ctx.db);

  it('shares only versions its creator reads, and never answers the hashes', async () => {
    const bytes = pdf('contract');
    const file = await upload(manager, 'Contract.pdf', bytes);
    const created = await share(manager, { version_ids: [file.version_id], note: 'For the client' });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toMatch(new RegExp(`/dm/download\\?token=${created.token}$`));
    expect(created).toMatchObject({
      title: 'Contract.pdf',
      has_password: false,
      downloads: 0,
      revoked: false,
    });
    // A week by default, decided by the server.
    const expires = Date.parse((created as unknown as { expires_at: string }).expires_at);
    expect(Math.abs(expires - Date.parse(inDays(7)))).toBeLessThan(60_000);
    const row = (await call(manager, 'GET', `/api/dm/share/${created.id}`)).json().data;
    expect(Object.keys(row)).not.toContain('token_hash');
    expect(Object.keys(row)).not.toContain('password_hash');
    expect(JSON.stringify(row)).not.toContain(created.token);

    // The staff member reads nothing in that folder: sharing its version is refused, by field.
    const refused = await call(staff, 'POST', '/api/dm/share', { version_ids: [file.version_id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.version_ids[0]).toMatch(/cannot be shared.*#/);
    // Nor may anyone share a version that does not exist.
    const missing = await call(admin, 'POST', '/api/dm/share', { version_ids: [2_000_000_000] });
    expect(missing.statusCode).toBe(422);
    // Each person sees their own shares; the administrator's list does not hold the manager's.
    const mine = (await call(manager, 'GET', `/api/dm/share?filter[document_ids]=${file.id}`)).json().data;
    expect(mine.map((s: { id: number }) => s.id)).toEqual([created.id]);
    expect((await call(staff, 'GET', `/api/dm/share/${created.id}`)).statusCode).toBe(404);
    // The share is in the file's activity log.
    const activity = (
      await call(admin, 'GET', `/api/dm/activity?filter[document_id]=${file.id}&sort=id`)
    ).json().data as Array<{ action: string }>;
    expect(activity.map((a) => a.action)).toEqual(['upload', 'share']);

    // Signed out, the link lists the file and gives its bytes.
    const listed = await link(created.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject({
      title: 'Contract.pdf',
      note: 'For the client',
      has_password: false,
      unlocked: true,
      files: [{ version_id: file.version_id, name: 'Contract.pdf', number: 1, size: bytes.length }],
    });
    const got = await download(created.token, file.version_id);
    expect(got.statusCode).toBe(200);
    expect(sha256(got.rawPayload)).toBe(sha256(bytes));
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses a wrong password, and a right one unlocks identical bytes', async () => {
    const bytes = pdf('price list');
    const file = await upload(manager, 'Prices.pdf', bytes);
    const created = await share(manager, {
      version_ids: [file.version_id],
      password: 'open sesame',
      expires_at: inDays(3),
    });
    expect(created).toMatchObject({ has_password: true });
    // Locked: it says a password is needed and lists nothing.
    const locked = (await link(created.token)).json().data;
    expect(locked).toMatchObject({ has_password: true, unlocked: false, title: null, files: [] });
    expect((await download(created.token, file.version_id)).statusCode).toBe(403);

    const wrong = await call(null, 'POST', `/api/dm/link/${created.token}/unlock`, { password: 'guess' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().errors.password[0]).toBe('The password is not correct.');
    const right = await call(null, 'POST', `/api/dm/link/${created.token}/unlock`, {
      password: 'open sesame',
    });
    expect(right.statusCode, right.body).toBe(200);
    const ticket = right.json().data.ticket as string;
    const open = (await link(created.token, `?ticket=${encodeURIComponent(ticket)}`)).json().data;
    expect(open).toMatchObject({
      unlocked: true,
      files: [{ version_id: file.version_id, name: 'Prices.pdf' }],
    });
    const got = await download(created.token, file.version_id, encodeURIComponent(ticket));
    expect(got.statusCode).toBe(200);
    expect(sha256(got.rawPayload)).toBe(sha256(bytes));
    // A ticket opens only the link it was given for.
    const other = await share(manager, { version_ids: [file.version_id], password: 'another one' });
    expect((await download(other.token, file.version_id, encodeURIComponent(ticket))).statusCode).toBe(403);

    // The download is counted and in the activity log, naming the link; nobody signed in did it.
    const row = (await call(manager, 'GET', `/api/dm/share/${created.id}`)).json().data;
    expect(row.downloads).toBe(1);
    const activity = (
      await call(admin, 'GET', `/api/dm/activity?filter[document_id]=${file.id}&sort=id`)
    ).json().data as Array<{ action: string; detail: string | null; created_by: number | null }>;
    expect(activity.filter((a) => a.action === 'download')).toEqual([
      expect.objectContaining({
        action: 'download',
        detail: `Downloaded through link #${created.id}`,
        created_by: null,
      }),
    ]);
  });

  it('answers 410 for an expired or used-up link and 404 for a revoked or unknown one', async () => {
    const file = await upload(manager, 'Minutes.pdf', pdf('minutes'));
    const limited = await share(manager, { version_ids: [file.version_id], max_downloads: 2 });
    expect((await download(limited.token, file.version_id)).statusCode).toBe(200);
    expect((await link(limited.token)).json().data.downloads_left).toBe(1);
    expect((await download(limited.token, file.version_id)).statusCode).toBe(200);
    const usedUp = await download(limited.token, file.version_id);
    expect(usedUp.statusCode).toBe(410);
    expect(usedUp.json()).toMatchObject({ reason: 'used_up' });
    expect((await link(limited.token)).statusCode).toBe(410);
    expect((await call(manager, 'GET', `/api/dm/share/${limited.id}`)).json().data.downloads).toBe(2);

    const expiring = await share(manager, { version_ids: [file.version_id] });
    await setColumn(expiring.id, sql`expires_at = now() - interval '1 minute'`);
    const expired = await link(expiring.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ reason: 'expired', message: 'This link has expired.' });
    expect((await download(expiring.token, file.version_id)).statusCode).toBe(410);
    expect(
      (await call(null, 'POST', `/api/dm/link/${expiring.token}/unlock`, { password: 'x' })).statusCode,
    ).toBe(410);

    // Revoking is the list's row action, for the creator only.
    const revocable = await share(manager, { version_ids: [file.version_id] });
    expect((await call(staff, 'POST', `/api/dm/share/${revocable.id}/actions/revoke`, {})).statusCode).toBe(
      404,
    );
    const revoked = await call(manager, 'POST', `/api/dm/share/${revocable.id}/actions/revoke`, {
      version: revocable.version,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await link(revocable.token)).statusCode).toBe(404);
    expect((await download(revocable.token, file.version_id)).statusCode).toBe(404);
    const unknown = await link(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ reason: 'unknown' });
    expect((await link('not-a-token')).statusCode).toBe(404);

    // A version the link does not share is not reached through it.
    const other = await upload(manager, 'Other.pdf', pdf('other'));
    const open = await share(manager, { version_ids: [file.version_id] });
    expect((await download(open.token, other.version_id)).statusCode).toBe(404);
    // A file moved to the trash is no longer shared.
    expect((await call(manager, 'GET', `/api/dm/document/${file.id}`)).statusCode).toBe(200);
    const trashed = await call(admin, 'DELETE', `/api/dm/document/${file.id}`);
    expect(trashed.statusCode, trashed.body).toBe(200);
    expect((await link(open.token)).json().data.files).toEqual([]);
    expect((await download(open.token, file.version_id)).statusCode).toBe(404);
  });

  it('checks what it is sent, in the caller language', async () => {
    const file = await upload(manager, 'Checks.pdf', pdf('checks'));
    const cases: Array<[object, string]> = [
      [{ version_ids: [] }, 'version_ids'],
      [{}, 'version_ids'],
      [{ version_ids: [file.version_id], expires_at: inDays(-1) }, 'expires_at'],
      [{ version_ids: [file.version_id], expires_at: inDays(400) }, 'expires_at'],
      [{ version_ids: [file.version_id], expires_at: 'tomorrow' }, 'expires_at'],
      [{ version_ids: [file.version_id], password: 'abc' }, 'password'],
      [{ version_ids: [file.version_id], max_downloads: 0 }, 'max_downloads'],
      [{ version_ids: [file.version_id], token_hash: 'x' }, 'token_hash'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(manager, 'POST', '/api/dm/share', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toContain(field);
    }
    const past = await call(manager, 'POST', '/api/dm/share', {
      version_ids: [file.version_id],
      expires_at: inDays(-1),
    });
    expect(past.json().errors.expires_at).toEqual(['The expiry must be in the future.']);
    const chinese = await t.request({
      method: 'POST',
      url: '/api/dm/share',
      headers: { ...bearer(manager.token), 'accept-language': 'zh-TW' },
      payload: { version_ids: [file.version_id], expires_at: inDays(-1) },
    });
    expect(chinese.json().errors.expires_at).toEqual(['到期時間必須晚於現在。']);
    // Signed out, nobody creates a share.
    expect((await call(null, 'POST', '/api/dm/share', { version_ids: [file.version_id] })).statusCode).toBe(
      401,
    );
  });
});
