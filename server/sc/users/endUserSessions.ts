import type { AppContext } from '../../http/AppContext';

/**
 * Signs a user out everywhere at once, after the write that made them unable to sign in
 * is committed: their sessions are revoked (refresh tokens stop rotating, and the auth
 * guard refuses their access tokens on the next request), their cached rights dropped,
 * and their open sockets closed on every instance with the "signed out" code 4010.
 */
export async function endUserSessions(ctx: AppContext, userId: number, reason: string): Promise<void> {
  await ctx.sessions.revokeAllOf(userId, reason);
  ctx.permissions.clear(userId);
  await ctx.realtime.disconnectUser(userId);
}
