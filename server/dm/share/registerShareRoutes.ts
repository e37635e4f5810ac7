import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../auth/passwordHashing';
import type { AppContext } from '../../http/AppContext';
import { HttpError } from '../../http/HttpError';
import { ID_PARAM } from '../../http/idPattern';
import { translate } from '../../http/translate';
import { announceEntityChanged } from '../../resources/announceEntityChanged';
import { serializeRow } from '../../resources/serializeRow';
import { readSecuritySettings } from '../../settings/securitySettings';
import type { DmServices } from '../DmServices';
import { createShare, SHARE_BODY_SCHEMA, type ShareBody } from './createShare';
import { findShareLink, linkRefusal, type ShareLink, type SharedFile, sharedFiles } from './readShareLink';
import { sendSharedFile } from './sendSharedFile';
import { isValidShareTicket, signShareTicket, TICKET_LIFETIME_MS } from './shareTickets';
import { versionsReadableBy } from './versionsReadableBy';

const TOKEN_PARAM = { type: 'string', minLength: 1, maxLength: 100 } as const;
const TICKET_QUERY = {
  type: 'object',
  properties: { ticket: { type: 'string', maxLength: 200 } },
} as const;

/**
 * Sharing versions by link (docs/guide-dm-sharing.md):
 * - `POST /api/dm/share` (signed in): a share of versions the caller reads, answered once with
 *   its token; the runtime serves the rest of `dm.share` (the caller's shares, revoke);
 * - `GET /api/dm/link/:token[?ticket=]`, `POST /api/dm/link/:token/unlock`,
 *   `GET /api/dm/link/:token/file/:versionId[?ticket=]`: public, for whoever holds the link.
 * An unknown or revoked link is 404, an expired or used-up one 410 (`reason` says which).
 */
export function registerShareRoutes(app: FastifyInstance, ctx: AppContext, dm: DmServices): void {
  const shares = ctx.resources.services.get('dm.share');
  if (!shares) return;

  app.post<{ Body: ShareBody }>(
    '/api/dm/share',
    {
      config: { access: { permission: 'dm.use.share.actions.edit' } },
      schema: { body: SHARE_BODY_SCHEMA },
    },
    async (request, reply) => {
      const { row, token } = await createShare(request, ctx, dm, shares);
      await announceEntityChanged(ctx.realtime, shares.descriptor, request.log, shares.rules.cachedLists);
      return reply.status(201).send({
        data: {
          ...serializeRow(shares.descriptor, row, undefined, request.lang),
          token,
          url: `${ctx.config.appUrl}/dm/download?token=${token}`,
        },
      });
    },
  );

  /** The link's share, or 404 / 410 in the caller's language. */
  async function openLink(request: FastifyRequest, token: string): Promise<ShareLink> {
    const link = await findShareLink(ctx.db, token);
    if (!link)
      throw new HttpError(404, translate(request.lang, 'dm:share.errors.unknownLink'), { reason: 'unknown' });
    const refusal = linkRefusal(link);
    if (refusal === 'expired')
      throw new HttpError(410, translate(request.lang, 'dm:share.errors.expired'), { reason: refusal });
    if (refusal === 'used_up')
      throw new HttpError(410, translate(request.lang, 'dm:share.errors.usedUp'), { reason: refusal });
    return link;
  }

  const unlocked = (link: ShareLink, ticket: string | undefined) =>
    link.passwordHash === null ||
    (ticket !== undefined && isValidShareTicket(ctx.secrets.jwtSecret, link.id, ticket));

  /** The link's files that its creator still reads, whose documents are not in the trash. */
  async function filesOf(link: ShareLink): Promise<SharedFile[]> {
    const readable = await versionsReadableBy(ctx, dm.versions, link.createdBy, link.versionIds);
    return sharedFiles(
      ctx.db,
      link.versionIds.filter((id) => readable.has(id)),
    );
  }

  app.get<{ Params: { token: string }; Querystring: { ticket?: string } }>(
    '/api/dm/link/:token',
    {
      config: { access: 'public' },
      schema: { params: { type: 'object', properties: { token: TOKEN_PARAM } }, querystring: TICKET_QUERY },
    },
    async (request) => {
      const link = await openLink(request, request.params.token);
      const open = unlocked(link, request.query.ticket);
      // Locked, the link says only that it needs a password and until when it lasts.
      const files = open ? await filesOf(link) : [];
      return {
        data: {
          title: open ? link.title : null,
          note: open ? link.note : null,
          expires_at: link.expiresAt.toISOString(),
          has_password: link.passwordHash !== null,
          unlocked: open,
          downloads_left: link.maxDownloads === null ? null : link.maxDownloads - link.downloads,
          files: files.map((f) => ({
            version_id: f.versionId,
            name: f.name,
            number: f.number,
            size: f.size,
            mime: f.mime,
          })),
        },
      };
    },
  );

  app.post<{ Params: { token: string }; Body: { password: string } }>(
    '/api/dm/link/:token/unlock',
    {
      config: { access: 'public' },
      schema: {
        params: { type: 'object', properties: { token: TOKEN_PARAM } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['password'],
          properties: { password: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const link = await openLink(request, request.params.token);
      if (link.passwordHash !== null) {
        // Guesses are counted per link and address, as sign-ins are (the security settings' lock).
        const settings = await readSecuritySettings(ctx.db);
        const keys = [`dm-share:${link.id}:${request.ip}`];
        const before = await ctx.throttle.state(keys, settings);
        if (before.lockedMinutes !== null)
          throw new HttpError(
            429,
            translate(request.lang, 'dm:share.errors.tooManyAttempts', { count: before.lockedMinutes }),
          );
        if (!(await verifyPassword(link.passwordHash, request.body.password))) {
          await ctx.throttle.recordFailure(keys, settings);
          const message = translate(request.lang, 'dm:share.errors.wrongPassword');
          throw new HttpError(403, message, { errors: { password: [message] } });
        }
        await ctx.throttle.recordSuccess(keys[0]!);
      }
      return {
        data: {
          ticket: signShareTicket(ctx.secrets.jwtSecret, link.id),
          expires_at: new Date(Date.now() + TICKET_LIFETIME_MS).toISOString(),
        },
      };
    },
  );

  app.get<{ Params: { token: string; versionId: string }; Querystring: { ticket?: string } }>(
    '/api/dm/link/:token/file/:versionId',
    {
      config: { access: 'public' },
      // A HEAD (a link checker) must not spend one of the link's downloads.
      exposeHeadRoute: false,
      schema: {
        params: { type: 'object', properties: { token: TOKEN_PARAM, versionId: ID_PARAM } },
        querystring: TICKET_QUERY,
      },
    },
    async (request, reply) => {
      const link = await openLink(request, request.params.token);
      if (!unlocked(link, request.query.ticket))
        throw new HttpError(403, translate(request.lang, 'dm:share.errors.locked'), { reason: 'locked' });
      const versionId = Number(request.params.versionId);
      const file = link.versionIds.includes(versionId)
        ? (await filesOf(link)).find((f) => f.versionId === versionId)
        : undefined;
      if (!file) throw new HttpError(404, translate(request.lang, 'auth:notFound'));
      return sendSharedFile(ctx, request, reply, link, file, () => openLink(request, request.params.token));
    },
  );
}
