import type { FastifyRequest } from 'fastify';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueTokens';
import { hashPassword } from '../../auth/passwordHashing';
import { requireAuth } from '../../auth/authGuard';
import type { AppContext } from '../../http/AppContext';
import { ValidationFailed } from '../../http/HttpError';
import { translate } from '../../http/translate';
import type { EntityService } from '../../resources/EntityService';
import { scopedCaller } from '../../resources/rowScope/scopedCaller';
import type { DmServices } from '../DmServices';
import { recordDmActivity } from '../recordDmActivity';
import { sharedFiles } from './readShareLink';
import { versionsReadableBy } from './versionsReadableBy';

/** What `POST /api/dm/share` takes (the fields are the `dm.share` row's). */
export interface ShareBody {
  version_ids: number[];
  expires_at?: string | null;
  password?: string | null;
  max_downloads?: number | null;
  note?: string | null;
}

/** A link lasts a week unless its creator says otherwise, and at most a year. */
export const DEFAULT_LIFETIME_MS = 7 * 24 * 3600_000;
export const LONGEST_LIFETIME_MS = 366 * 24 * 3600_000;

/** The body's JSON Schema: shape only; the dates and the versions are checked by createShare. */
export const SHARE_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['version_ids'],
  properties: {
    version_ids: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
    expires_at: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
    password: { type: ['string', 'null'], minLength: 4, maxLength: 200 },
    max_downloads: { type: ['integer', 'null'], minimum: 1, maximum: 100000 },
    note: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

/** The share's label: its first file's name, with how many more when there are several. */
function titleOf(names: readonly string[]): string {
  const first = names[0] ?? '';
  return (names.length > 1 ? `${first} (+${names.length - 1})` : first).slice(0, 300);
}

/**
 * Makes a share of versions the caller reads: a random token (only its hash is kept), the password
 * hashed as account passwords are, a 'share' line in the activity log per file. The versions are
 * checked here against the caller's own access (never the client's word): a version out of their
 * reach, or of a document in the trash, is refused with 422 on `version_ids`.
 * Returns the row as the API shows it and the token, which is never shown again.
 */
export async function createShare(
  request: FastifyRequest<{ Body: ShareBody }>,
  ctx: AppContext,
  dm: DmServices,
  shares: EntityService,
): Promise<{ row: Record<string, unknown>; token: string }> {
  const { userId } = requireAuth(request);
  const lang = request.lang;
  const body = request.body;
  const now = Date.now();
  const expiresAt = body.expires_at ? new Date(body.expires_at) : new Date(now + DEFAULT_LIFETIME_MS);
  if (expiresAt.getTime() <= now)
    throw invalid(lang, 'expires_at', translate(lang, 'dm:share.errors.expiresInPast'));
  if (expiresAt.getTime() > now + LONGEST_LIFETIME_MS)
    throw invalid(lang, 'expires_at', translate(lang, 'dm:share.errors.expiresTooLate'));
  const readable = await versionsReadableBy(ctx, dm.versions, userId, body.version_ids);
  const files = await sharedFiles(
    ctx.db,
    body.version_ids.filter((id) => readable.has(id)),
  );
  const found = new Set(files.map((f) => f.versionId));
  const missing = body.version_ids.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw invalid(
      lang,
      'version_ids',
      translate(lang, 'dm:share.errors.versionsOutOfReach', {
        ids: missing.join(', '),
        count: missing.length,
      }),
    );
  const token = newOpaqueToken();
  const password = body.password ?? null;
  // Hashed before the transaction: argon2 takes tens of milliseconds, too long to hold a lock for.
  const passwordHash = password === null ? null : await hashPassword(password);
  const caller = await scopedCaller(request, ctx, shares, 'edit');
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await shares.createIn(
      trx,
      {
        title: titleOf(files.map((f) => f.name)),
        version_ids: files.map((f) => f.versionId),
        document_ids: [...new Set(files.map((f) => f.documentId))],
        note: body.note?.trim() || null,
        expires_at: expiresAt,
        has_password: password !== null,
        max_downloads: body.max_downloads ?? null,
        downloads: 0,
        revoked: false,
        token_hash: hashOpaqueToken(token),
        password_hash: passwordHash,
      },
      caller,
    );
    for (const file of files)
      await recordDmActivity(trx, {
        action: 'share',
        documentId: file.documentId,
        folderId: file.folderId,
        versionNo: file.number,
        detail: translate(lang, 'dm:share.activity.shared', {
          id: Number(created.id),
          expires: expiresAt.toISOString(),
        }),
        userId,
      });
    return created;
  });
  return { row, token };
}

function invalid(lang: FastifyRequest['lang'], field: string, message: string): ValidationFailed {
  return new ValidationFailed(translate(lang, 'validation:failed'), { [field]: [message] });
}
