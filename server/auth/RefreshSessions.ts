import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';

export type RotateResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Sign-in sessions as refresh-token families. Each refresh rotates the token;
 * presenting a token that was already rotated means it leaked (or was replayed),
 * so the whole family is revoked and every holder must sign in again.
 */
export class RefreshSessions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlDays: number,
  ) {}

  private expiry(): Date {
    return new Date(Date.now() + this.ttlDays * 86_400_000);
  }

  async create(userId: number, meta: { ip?: string; userAgent?: string }) {
    const sessionId = randomUUID();
    const refreshToken = newOpaqueToken();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('auth_sessions')
        .values({
          id: sessionId,
          user_id: userId,
          ip: meta.ip ?? null,
          user_agent: meta.userAgent?.slice(0, 400) ?? null,
          last_used_at: new Date(),
          revoked_at: null,
          revoked_reason: null,
        })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: hashOpaqueToken(refreshToken),
          session_id: sessionId,
          expires_at: this.expiry(),
          rotated_at: null,
        })
        .execute();
    });
    return { sessionId, refreshToken };
  }

  async rotate(refreshToken: string): Promise<RotateResult> {
    if (refreshToken.length === 0 || refreshToken.length > 200) return { ok: false, reason: 'unknown' };
    const tokenHash = hashOpaqueToken(refreshToken);
    return this.db.transaction().execute(async (trx): Promise<RotateResult> => {
      // Lock the token row so two concurrent refreshes with one token cannot both succeed.
      const row = await trx
        .selectFrom('refresh_tokens as t')
        .innerJoin('auth_sessions as s', 's.id', 't.session_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          't.session_id',
          't.expires_at',
          't.rotated_at',
          's.revoked_at',
          's.user_id',
          'u.is_active',
          'u.deleted_at',
        ])
        .where('t.token_hash', '=', tokenHash)
        .forUpdate('t')
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at || !row.is_active || row.deleted_at) return { ok: false, reason: 'revoked' };
      if (row.rotated_at) {
        await trx
          .updateTable('auth_sessions')
          .set({ revoked_at: new Date(), revoked_reason: 'refresh-token-reuse' })
          .where('id', '=', row.session_id)
          .execute();
        return { ok: false, reason: 'reused' };
      }
      if (row.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      const next = newOpaqueToken();
      await trx
        .updateTable('refresh_tokens')
        .set({ rotated_at: new Date() })
        .where('token_hash', '=', tokenHash)
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: hashOpaqueToken(next),
          session_id: row.session_id,
          expires_at: this.expiry(),
          rotated_at: null,
        })
        .execute();
      await trx
        .updateTable('auth_sessions')
        .set({ last_used_at: new Date() })
        .where('id', '=', row.session_id)
        .execute();
      return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken: next };
    });
  }

  /** The live session of a refresh token, without rotating it (used by logout). */
  async sessionOf(refreshToken: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('session_id')
      .where('token_hash', '=', hashOpaqueToken(refreshToken))
      .executeTakeFirst();
    return row?.session_id;
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every session of a user (password reset, deactivation). */
  async revokeAllOf(userId: number, reason: string, exceptSessionId?: string): Promise<void> {
    let query = this.db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    await query.execute();
  }

  /** True when the session exists, is not revoked and its user is active. Checked on every request. */
  async isLive(sessionId: string, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.revoked_at', 'u.is_active', 'u.deleted_at'])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
    return !!row && !row.revoked_at && row.is_active && !row.deleted_at;
  }
}
