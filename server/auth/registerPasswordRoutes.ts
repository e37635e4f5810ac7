import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { readSecuritySettings } from '../settings/securitySettings';
import { requireAuth } from './authGuard';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';
import { hashPassword, verifyPassword } from './passwordHashing';
import { assertAcceptablePassword, storePasswordHash } from './passwordChange';

const RESET_LIFETIME_MS = 60 * 60_000;
const password = { type: 'string', minLength: 1, maxLength: 200 } as const;
const token = { type: 'string', minLength: 1, maxLength: 200 } as const;

interface ChangeBody {
  current_password: string;
  password: string;
  password_confirmation: string;
}
interface ResetBody {
  token: string;
  password: string;
  password_confirmation: string;
}

/** Change password, and the forgot / check / reset flow with single-use, hashed, 60-minute tokens. */
export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, sessions, mailer, config } = ctx;

  app.post<{ Body: ChangeBody }>(
    '/api/sc/user/change-password',
    {
      config: { access: 'authenticated' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['current_password', 'password', 'password_confirmation'],
          properties: { current_password: password, password, password_confirmation: password },
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const lang = request.lang;
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', auth.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.password_hash, request.body.current_password))) {
        const text = translate(lang, 'auth:password.currentWrong');
        throw new ValidationFailed(text, { current_password: [text] });
      }
      await assertAcceptablePassword(db, {
        userId: user.id,
        password: request.body.password,
        confirmation: request.body.password_confirmation,
        settings: await readSecuritySettings(db),
        lang,
      });
      const hash = await hashPassword(request.body.password);
      await db.transaction().execute((trx) => storePasswordHash(trx, user.id, hash));
      // Other devices must sign in with the new password; this one stays signed in.
      await sessions.revokeAllOf(user.id, 'password-changed', auth.sessionId);
      return { message: translate(lang, 'auth:password.changed') };
    },
  );

  app.post<{ Body: { account: string } }>(
    '/api/sc/user/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['account'],
          properties: { account: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const lang = request.lang;
      const needle = request.body.account.trim().toLowerCase();
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('is_active', '=', true)
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['account']), '=', needle), eb(eb.fn('lower', ['email']), '=', needle)]),
        )
        .orderBy('id')
        .executeTakeFirst();
      if (user?.email) {
        const resetToken = newOpaqueToken();
        await db
          .insertInto('password_resets')
          .values({
            token_hash: hashOpaqueToken(resetToken),
            user_id: user.id,
            expires_at: new Date(Date.now() + RESET_LIFETIME_MS),
            used_at: null,
          })
          .execute();
        const userLang = (['tw', 'en', 'cn', 'jp'] as const).find((l) => l === user.language) ?? lang;
        await mailer.send({
          to: user.email,
          subject: translate(userLang, 'auth:reset.mailSubject'),
          body: translate(userLang, 'auth:reset.mailBody', {
            name: user.name,
            link: `${config.appUrl}/reset-password/${resetToken}`,
          }),
        });
      }
      // The same answer whether or not the account exists.
      return { message: translate(lang, 'auth:reset.sent') };
    },
  );

  async function liveReset(resetToken: string) {
    return db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.token_hash', 'r.user_id', 'u.account'])
      .where('r.token_hash', '=', hashOpaqueToken(resetToken))
      .where('r.used_at', 'is', null)
      .where('r.expires_at', '>', new Date())
      .where('u.is_active', '=', true)
      .where('u.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  function invalidToken(lang: Parameters<typeof translate>[0]): ValidationFailed {
    const text = translate(lang, 'auth:reset.invalid');
    return new ValidationFailed(text, { token: [text] });
  }

  app.get<{ Querystring: { token: string } }>(
    '/api/sc/user/check-reset-token',
    {
      config: { access: 'public' },
      schema: { querystring: { type: 'object', required: ['token'], properties: { token } } },
    },
    async (request) => {
      const row = await liveReset(request.query.token);
      if (!row) throw invalidToken(request.lang);
      return { valid: true, account: row.account };
    },
  );

  app.post<{ Body: ResetBody }>(
    '/api/sc/user/reset-password',
    {
      config: { access: 'public' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['token', 'password', 'password_confirmation'],
          properties: { token, password, password_confirmation: password },
        },
      },
    },
    async (request) => {
      const lang = request.lang;
      const row = await liveReset(request.body.token);
      if (!row) throw invalidToken(lang);
      await assertAcceptablePassword(db, {
        userId: row.user_id,
        password: request.body.password,
        confirmation: request.body.password_confirmation,
        settings: await readSecuritySettings(db),
        lang,
      });
      const hash = await hashPassword(request.body.password);
      const consumed = await db.transaction().execute(async (trx) => {
        // Single use: the token is consumed in the same transaction that stores the password.
        const used = await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .where('token_hash', '=', row.token_hash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) return false;
        await storePasswordHash(trx, row.user_id, hash);
        return true;
      });
      if (!consumed) throw invalidToken(lang);
      await sessions.revokeAllOf(row.user_id, 'password-reset');
      return { message: translate(lang, 'auth:reset.done') };
    },
  );
}
