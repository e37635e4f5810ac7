import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/AppContext';
import { HttpError, ValidationFailed } from '../http/HttpError';
import { translate } from '../http/translate';
import { readSecuritySettings } from '../settings/securitySettings';
import { LoginThrottle } from './LoginThrottle';
import { verifyAgainstDummy, verifyPassword } from './passwordHashing';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refreshCookie';
import { findUserByAccount, userProfile } from './userProfile';

const loginBody = {
  type: 'object',
  required: ['account', 'password'],
  additionalProperties: false,
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
    captcha: { type: 'string', maxLength: 20 },
    captcha_key: { type: 'string', maxLength: 100 },
  },
} as const;

interface LoginBody {
  account: string;
  password: string;
  captcha?: string;
  captcha_key?: string;
}

/** Sign-in, token refresh and sign-out (spec sections 4, 7, 9). */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, throttle, captchas, sessions, accessTokens, config } = ctx;

  app.post<{ Body: LoginBody }>(
    '/api/sc/user/login',
    { config: { access: 'public' }, schema: { body: loginBody } },
    async (request, reply) => {
      const { account, password } = request.body;
      const lang = request.lang;
      const settings = await readSecuritySettings(db);
      const keys = LoginThrottle.keysFor(account, request.ip);
      const before = await throttle.state(keys, settings);
      if (before.lockedMinutes !== null) {
        throw new HttpError(429, translate(lang, 'auth:login.locked', { count: before.lockedMinutes }));
      }
      if (before.captchaRequired) {
        const solved = await captchas.consume(request.body.captcha_key, request.body.captcha);
        if (!solved) {
          const key = request.body.captcha ? 'auth:login.captchaWrong' : 'auth:login.captchaRequired';
          const text = translate(lang, key);
          throw new ValidationFailed(text, { captcha: [text] }, { captcha_required: true });
        }
      }

      const user = await findUserByAccount(db, account);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstDummy(password);
      if (!user || !valid || !user.is_active) {
        await throttle.recordFailure(keys, settings);
        const after = await throttle.state(keys, settings);
        // Same message for an unknown account, a wrong password and a deactivated user.
        throw new HttpError(
          401,
          translate(lang, 'auth:login.failed'),
          after.captchaRequired ? { captcha_required: true } : {},
        );
      }

      await throttle.recordSuccess(keys[0]!);
      const ua = request.headers['user-agent'];
      const { sessionId, refreshToken } = await sessions.create(user.id, {
        ip: request.ip,
        ...(ua ? { userAgent: ua } : {}),
      });
      setRefreshCookie(reply, config, refreshToken);
      const passwordExpired =
        settings.passwordExpiryDays > 0 &&
        (!user.password_changed_at ||
          Date.now() - user.password_changed_at.getTime() > settings.passwordExpiryDays * 86_400_000);
      return {
        access_token: await accessTokens.sign({ userId: user.id, sessionId }),
        token_type: 'bearer',
        expires_in: accessTokens.ttlSeconds,
        user: {
          ...(await userProfile(db, user, await ctx.permissions.get(user.id))),
          password_expired: passwordExpired,
        },
      };
    },
  );

  app.post('/api/sc/user/refresh', { config: { access: 'public' } }, async (request, reply) => {
    const token = readRefreshCookie(request);
    const result = token ? await sessions.rotate(token) : ({ ok: false, reason: 'unknown' } as const);
    if (!result.ok) {
      clearRefreshCookie(reply);
      throw new HttpError(401, translate(request.lang, 'auth:session.unauthenticated'));
    }
    // A rights change shows at the next refresh at the latest.
    ctx.permissions.clear(result.userId);
    setRefreshCookie(reply, config, result.refreshToken);
    return {
      access_token: await accessTokens.sign({ userId: result.userId, sessionId: result.sessionId }),
      token_type: 'bearer',
      expires_in: accessTokens.ttlSeconds,
    };
  });

  // Public so that a user whose access token already expired can still end the session.
  app.post('/api/sc/user/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = readRefreshCookie(request);
    const fromCookie = token ? await sessions.sessionOf(token) : undefined;
    if (fromCookie) await sessions.revoke(fromCookie, 'logout');
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = bearer ? await accessTokens.verify(bearer) : null;
    if (claims) await sessions.revoke(claims.sessionId, 'logout');
    clearRefreshCookie(reply);
    return reply.status(204).send();
  });
}
