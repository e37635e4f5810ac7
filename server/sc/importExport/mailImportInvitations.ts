import type { Logger } from 'pino';
import type { AppConfig } from '../../config/loadConfig';
import { type Language, translate } from '../../http/translate';
import type { Mailer } from '../../mail/Mailer';
import { INVITE_LIFETIME_MS } from '../users/UserService';
import type { ImportInvitation } from './createImportInvitations';

/** What happened to an import's invitation mails: all queued, or none and why. */
export interface InvitationMailing {
  queued: number;
  /** Translated: the mails could not be queued (the users and their links exist all the same). */
  failure?: string;
}

/**
 * Mails each invited user their set-password link, in their own language, with add-user's
 * text, in one bulk write to the outbox (Mailer.sendMany). Runs after the import has
 * committed, so a failure here is reported to the administrator rather than undoing the
 * users: each can still be sent a link with "Forgot password" or from the user screen.
 *
 * @example const mailing = await mailImportInvitations(ctx, invitations, 'en')
 */
export async function mailImportInvitations(
  ctx: { mailer: Mailer; config: Pick<AppConfig, 'appUrl'>; log: Logger },
  invitations: readonly ImportInvitation[],
  callerLang: Language,
): Promise<InvitationMailing> {
  const mails = invitations.map((inv) => ({
    to: inv.email,
    subject: translate(inv.language, 'sc:users.invite.mailSubject'),
    body: translate(inv.language, 'sc:users.invite.mailBody', {
      name: inv.name,
      account: inv.account,
      link: `${ctx.config.appUrl}/reset-password/${inv.token}`,
      hours: INVITE_LIFETIME_MS / 3600_000,
    }),
  }));
  try {
    const { queued } = await ctx.mailer.sendMany(mails);
    return { queued };
  } catch (error) {
    ctx.log.error({ err: error, count: mails.length }, 'import invitations could not be queued');
    return {
      queued: 0,
      failure: translate(callerLang, 'sc:importExport.errors.invitationsNotQueued'),
    };
  }
}
