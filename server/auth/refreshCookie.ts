import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/loadConfig';

/** The refresh token travels only in this httpOnly cookie, and only to the session endpoints. */
export const REFRESH_COOKIE = 'atrium_refresh';
const COOKIE_PATH = '/api/sc/user';

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.appUrl.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: config.refreshTokenTtlDays * 86_400,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
