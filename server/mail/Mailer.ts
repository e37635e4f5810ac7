import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailConfig } from '../config/loadConfig';
import type { Database } from '../db/DatabaseSchema';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Every mail is first written to the `mail_outbox` table (so nothing is lost
 * and an administrator can read what was sent), then sent through SMTP when
 * SMTP_HOST is configured. Without SMTP the outbox is the delivery, and
 * outside production the mail is also logged for developers.
 */
export class Mailer {
  private transport: Promise<Transporter> | undefined;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: MailConfig,
    private readonly log: Logger,
    private readonly logBodies: boolean,
  ) {}

  /** The SMTP transport, created (and nodemailer imported) on the first mail, never at start. */
  private smtp(): Promise<Transporter> | undefined {
    const { host, port, secure, user, password } = this.config;
    if (!host) return undefined;
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        host,
        port,
        secure,
        ...(user ? { auth: { user, pass: password ?? '' } } : {}),
      }),
    );
    return this.transport;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const row = await this.db
      .insertInto('mail_outbox')
      .values({ recipient: mail.to, subject: mail.subject, body: mail.body, sent_at: null, error: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (this.logBodies)
      this.log.info({ mailTo: mail.to, subject: mail.subject, body: mail.body }, 'mail written to outbox');
    const smtp = this.smtp();
    if (!smtp) return;
    try {
      await (await smtp).sendMail({
        from: this.config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
      });
      await this.db
        .updateTable('mail_outbox')
        .set({ sent_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      // The mail stays in the outbox with the reason; the caller's request still succeeds.
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ mailId: row.id, reason }, 'SMTP delivery failed');
      await this.db
        .updateTable('mail_outbox')
        .set({ error: reason.slice(0, 1000) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
