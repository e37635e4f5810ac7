import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { NotifyChannel } from '../../../schemas/wf/wfSettings';
import type { Database } from '../../db/DatabaseSchema';
import { LANGUAGES, type Language, translate } from '../../http/translate';
import type { Mailer } from '../../mail/Mailer';
import { sendNotifications } from '../../notifications/sendNotifications';
import type { Realtime } from '../../realtime/Realtime';
import { readWfNotificationSettings } from '../settings/readWfSettings';
import type { Notice } from './engineTypes';

interface NoticeServices {
  db: Kysely<Database>;
  realtime: Realtime;
  mailer: Mailer;
  log: Logger;
  appUrl: string;
}

function languageOf(code: string): Language {
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'tw';
}

/**
 * Tells people what a committed step did, as the notification settings say (`none`, `app`, or
 * `appAndMail`): one notification each (`modelType` `wf`, `modelId` the application,
 * `data.workflow.status` S/A/E/C/R, which the sign-off list listens for), in their own language,
 * and a mail through the outbox when asked. Failures are logged, never thrown: the step stands.
 */
export async function deliverNotices(
  services: NoticeServices,
  instance: { id: number; number: string | null; title: string },
  notices: readonly Notice[],
): Promise<void> {
  try {
    const settings = await readWfNotificationSettings(services.db);
    for (const notice of notices) {
      const channel: NotifyChannel = settings[notice.event];
      if (channel === 'none' || notice.userIds.length === 0) continue;
      const users = await services.db
        .selectFrom('users')
        .select(['id', 'language', 'email'])
        .where('id', 'in', notice.userIds)
        .where('deleted_at', 'is', null)
        .where('is_active', '=', true)
        .execute();
      const byLanguage = new Map<Language, typeof users>();
      for (const user of users) {
        const lang = languageOf(user.language);
        byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), user]);
      }
      const values = { number: instance.number ?? '', title: instance.title };
      const link = `${services.appUrl}/wf-form?id=${instance.id}`;
      for (const [lang, group] of byLanguage) {
        const title = translate(lang, `wf:engine.notify.${notice.what}.title`, values);
        const content = translate(lang, `wf:engine.notify.${notice.what}.content`, values);
        await sendNotifications(services, {
          userIds: group.map((u) => u.id),
          modelType: 'wf',
          modelId: instance.id,
          title,
          content,
          data: {
            workflow: {
              status: notice.status,
              instanceId: instance.id,
              number: instance.number,
              title: instance.title,
            },
          },
        });
        if (channel === 'appAndMail') {
          const mails = group
            .filter((u): u is typeof u & { email: string } => Boolean(u.email))
            .map((u) => ({ to: u.email, subject: title, body: `${content}\n\n${link}` }));
          await services.mailer.sendMany(mails);
        }
      }
    }
  } catch (error) {
    services.log.error({ err: error, instanceId: instance.id }, 'wf: notifications failed');
  }
}
