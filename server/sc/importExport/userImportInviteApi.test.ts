import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { hashOpaqueToken } from '../../auth/opaqueTokens';
import { INITIAL_PASSWORD_HEADER } from './registerImportExportRoutes';

const EN = { 'accept-language': 'en' };
const HEADER = 'account,name,email,language,active,primary_department';

interface Report {
  total: number;
  create: number;
  update: number;
  committed: boolean;
  invitations: number;
  invitationFailure?: string;
  errors: Array<{ row: number; field: string; message: string }>;
}

describe.each(testDatabaseTargets())('user import with set-password invitations on $name', (target) => {
  let t: TestServer;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    admin = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  const upload = (mode: string, csv: string, passwordMode?: string, password?: string) =>
    t.request({
      method: 'POST',
      url: `/api/sc/user/import?mode=${mode}${passwordMode ? `&password_mode=${passwordMode}` : ''}`,
      headers: {
        ...bearer(admin.token),
        ...EN,
        'content-type': 'text/csv',
        ...(password ? { [INITIAL_PASSWORD_HEADER]: encodeURIComponent(password) } : {}),
      },
      payload: csv,
    });
  const db = () => t.server.ctx.db;
  const count = async (table: 'users' | 'password_resets' | 'mail_outbox') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const mailTo = (address: string) =>
    db().selectFrom('mail_outbox').selectAll().where('recipient', '=', address).execute();
  const tokenIn = (body: string) => /\/reset-password\/(\S+)/.exec(body)?.[1];

  it('refuses a new user without an e-mail address in invite mode, and writes nothing', async () => {
    const before = await Promise.all([count('users'), count('password_resets'), count('mail_outbox')]);
    const csv = [
      HEADER,
      'inv.ok,Has Mail,ok@example.com,en,true,SAL',
      'inv.nomail,No Mail,,en,true,SAL',
    ].join('\n');
    const dry = (await upload('dry-run', csv, 'invite')).json() as Report;
    expect(dry.errors).toEqual([
      {
        row: 3,
        field: 'email',
        message: 'An e-mail address is needed: the set-password link is mailed to it.',
      },
    ]);
    // The clean row would be invited; the refused one is counted nowhere.
    expect(dry).toMatchObject({ create: 1, invitations: 1, committed: false });
    const commit = await upload('commit', csv, 'invite');
    expect(commit.statusCode).toBe(422);
    expect((commit.json() as Report).committed).toBe(false);
    expect(await Promise.all([count('users'), count('password_resets'), count('mail_outbox')])).toEqual(
      before,
    );
    // The same file in shared mode needs no addresses.
    const shared = (await upload('dry-run', csv)).json() as Report;
    expect(shared).toMatchObject({ errors: [], create: 2, invitations: 0 });
  });

  it('creates users without a usable password, one link each, and the link lets them sign in', async () => {
    const csv = [
      HEADER,
      'inv.ada,Ada Lovelace,ada@example.com,en,true,SAL',
      'inv.kenji,山田 健二,kenji@example.com,jp,true,RND',
      // Inactive: a link would not work for it, so none is made and no address is needed.
      'inv.idle,Idle Person,,en,false,RND',
      'user01,User One Renamed,,tw,true,SAL',
    ].join('\n');
    const dry = (await upload('dry-run', csv, 'invite')).json() as Report;
    expect(dry).toMatchObject({ errors: [], create: 3, update: 1, invitations: 2, committed: false });
    // A typed password is not what invited users get.
    const res = await upload('commit', csv, 'invite', 'Typed-Password-2026');
    expect(res.statusCode).toBe(200);
    const report = res.json() as Report;
    expect(report).toMatchObject({ committed: true, create: 3, update: 1, invitations: 2 });
    expect(report.invitationFailure).toBeUndefined();

    const users = await db()
      .selectFrom('users')
      .select(['id', 'account', 'password_hash', 'password_changed_at'])
      .where('account', 'in', ['inv.ada', 'inv.kenji', 'inv.idle'])
      .orderBy('account')
      .execute();
    expect(users.map((u) => u.account)).toEqual(['inv.ada', 'inv.idle', 'inv.kenji']);
    for (const u of users) {
      expect(u.password_hash).toMatch(/^\$argon2id\$/);
      expect(u.password_changed_at).toBeNull();
    }
    for (const password of ['Typed-Password-2026', 'demo1234']) {
      const login = await t.request({
        method: 'POST',
        url: '/api/sc/user/login',
        payload: { account: 'inv.ada', password },
      });
      expect(login.statusCode).toBe(401);
    }
    const resets = await db()
      .selectFrom('password_resets')
      .selectAll()
      .where(
        'user_id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    const idOf = (account: string) => users.find((u) => u.account === account)!.id;
    expect(resets.map((r) => r.user_id).sort()).toEqual([idOf('inv.ada'), idOf('inv.kenji')].sort());
    for (const r of resets) {
      expect(r.used_at).toBeNull();
      // add-user's 72-hour lifetime, not the 60 minutes of a forgotten password.
      expect(r.expires_at.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
    }

    // One mail each, in the user's language, carrying the token whose hash is stored.
    const [ada] = await mailTo('ada@example.com');
    const [kenji] = await mailTo('kenji@example.com');
    expect(ada!.subject).toBe('Your Atrium account');
    expect(ada!.body).toContain('inv.ada');
    expect(kenji!.subject).not.toBe('Your Atrium account');
    expect(kenji!.body).toContain('inv.kenji');
    const token = tokenIn(ada!.body)!;
    expect(resets.find((r) => r.user_id === idOf('inv.ada'))!.token_hash).toBe(hashOpaqueToken(token));
    expect(tokenIn(kenji!.body)).not.toBe(token);

    const check = await t.request({
      method: 'GET',
      url: `/api/sc/user/check-reset-token?token=${encodeURIComponent(token)}`,
    });
    expect(check.json()).toEqual({ valid: true, account: 'inv.ada' });
    const set = await t.request({
      method: 'POST',
      url: '/api/sc/user/reset-password',
      headers: EN,
      payload: { token, password: 'Ada-Chose-2026', password_confirmation: 'Ada-Chose-2026' },
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await t.signIn('inv.ada', 'Ada-Chose-2026');
    expect(signedIn.user.account).toBe('inv.ada');
    // Single use.
    const again = await t.request({
      method: 'POST',
      url: '/api/sc/user/reset-password',
      headers: EN,
      payload: { token, password: 'Other-Pass-2026', password_confirmation: 'Other-Pass-2026' },
    });
    expect(again.statusCode).toBe(422);
  });

  it('keeps the import when the mails cannot be queued, and says so', async () => {
    // A real failure of the outbox write: the table refuses every new row for this test.
    await sql`alter table mail_outbox add constraint refuse_all_for_test check (false) not valid`.execute(
      db(),
    );
    try {
      const res = await upload(
        'commit',
        [HEADER, 'inv.nomailbox,No Box,nobox@example.com,en,true,SAL'].join('\n'),
        'invite',
      );
      expect(res.statusCode).toBe(200);
      const report = res.json() as Report;
      expect(report).toMatchObject({ committed: true, create: 1, invitations: 1 });
      expect(report.invitationFailure).toBe(
        'The users were imported, but their set-password mails could not be queued. They can ask for a link with "Forgot password?" on the sign-in page.',
      );
      const user = await db()
        .selectFrom('users')
        .select('id')
        .where('account', '=', 'inv.nomailbox')
        .executeTakeFirstOrThrow();
      const links = await db()
        .selectFrom('password_resets')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(links).toHaveLength(1);
      expect(await mailTo('nobox@example.com')).toEqual([]);
    } finally {
      await sql`alter table mail_outbox drop constraint refuse_all_for_test`.execute(db());
    }
  });
});
