import { sql, type Transaction } from 'kysely';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueTokens';
import type { Database } from '../../db/DatabaseSchema';
import { INVITE_LIFETIME_MS } from '../users/UserService';
import type { UserValues } from './planUserImport';

const CHUNK = 1000;

/** One new user's set-password link, to be mailed once the import has committed. */
export interface ImportInvitation {
  userId: number;
  account: string;
  name: string;
  email: string;
  language: UserValues['language'];
  /** The link's single-use token; only its hash is stored. */
  token: string;
}

/**
 * Creates a single-use set-password token (the reset-password machinery, with add-user's
 * 72-hour lifetime) for each active new user of an import, inside the import's transaction,
 * one insert per 1,000 users. Inactive users get none: the link refuses inactive accounts.
 *
 * @example const invitations = await createImportInvitations(trx, outcome.created)
 */
export async function createImportInvitations(
  trx: Transaction<Database>,
  created: ReadonlyArray<{ id: number; values: UserValues }>,
): Promise<ImportInvitation[]> {
  const invitations: ImportInvitation[] = created
    .filter((u) => u.values.is_active)
    .map((u) => {
      // The plan refuses an active new user without an address in invite mode.
      if (!u.values.email) throw new Error(`imported user ${u.values.account} has no e-mail address`);
      return {
        userId: u.id,
        account: u.values.account,
        name: u.values.name,
        email: u.values.email,
        language: u.values.language,
        token: newOpaqueToken(),
      };
    });
  const expiresAt = new Date(Date.now() + INVITE_LIFETIME_MS).toISOString();
  for (let i = 0; i < invitations.length; i += CHUNK) {
    const rows = invitations
      .slice(i, i + CHUNK)
      .map((inv) => ({ token_hash: hashOpaqueToken(inv.token), user_id: inv.userId }));
    await sql`
      insert into password_resets (token_hash, user_id, expires_at, used_at)
      select x.token_hash, x.user_id, ${expiresAt}::timestamptz, null
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(token_hash text, user_id int)`.execute(trx);
  }
  return invitations;
}
