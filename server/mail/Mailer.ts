import { type Kysely, sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailConfig } from '../config/loadConfig';
import type { Database } from '../db/DatabaseSchema';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

/** What `sendMany` did: how many mails are in the outbox, and the SMTP delivery still running. */
export interface QueuedMails {
  queued: number;
  /** Settles when every mail went through SMTP or failed (its outbox row says which); never rejects. */
  delivery: Promise<void>;
}

/** Outbox rows per insert statement: one JSON parameter each, as the imports write. */
const OUTBOX_CHUNK = 1000;
/** In development, the bodies of this many mails of a batch are logged; the outbox has the rest. */
const LOGGED_BODIES = 20;

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
    if (smtp) await this.deliver(await smtp, row.id, mail);
  }

  /**
   * Many mails at once (an import's 10,000 invitations): written to the outbox in one
   * transaction of statements of 1,000 rows, so they are all queued or none is (the error
   * is the caller's to report), and logged as one line rather than one per mail. SMTP
   * delivery then goes on in the background, one mail after another so a relay is not
   * flooded; each outcome is recorded on its outbox row as `send` does.
   *
   * @example const { queued } = await mailer.sendMany(invitations)
   */
  async sendMany(mails: readonly OutgoingMail[]): Promise<QueuedMails> {
    if (mails.length === 0) return { queued: 0, delivery: Promise.resolve() };
    const ids = await this.db.transaction().execute(async (trx) => {
      const out: number[] = [];
      for (let i = 0; i < mails.length; i += OUTBOX_CHUNK) {
        const rows = mails
          .slice(i, i + OUTBOX_CHUNK)
          .map((m, n) => ({ n, recipient: m.to, subject: m.subject, body: m.body }));
        // Inserted in the given order, so the ascending ids line up with `mails`.
        const inserted = await sql<{ id: number }>`
          insert into mail_outbox (recipient, subject, body)
          select x.recipient, x.subject, x.body
          from json_to_recordset(${JSON.stringify(rows)}::json)
            as x(n int, recipient text, subject text, body text)
          order by x.n
          returning id`.execute(trx);
        out.push(...inserted.rows.map((r) => r.id).sort((a, b) => a - b));
      }
      return out;
    });
    if (this.logBodies)
      this.log.info(
        {
          count: mails.length,
          first: mails
            .slice(0, LOGGED_BODIES)
            .map((m) => ({ mailTo: m.to, subject: m.subject, body: m.body })),
        },
        'mails written to outbox (the rest: GET /api/sc/mail-outbox)',
      );
    const smtp = this.smtp();
    const delivery = smtp
      ? (async () => {
          const transport = await smtp;
          for (const [i, mail] of mails.entries()) await this.deliver(transport, ids[i]!, mail);
        })().catch((error: unknown) => {
          this.log.warn(
            { reason: error instanceof Error ? error.message : String(error) },
            'SMTP batch stopped',
          );
        })
      : Promise.resolve();
    return { queued: ids.length, delivery };
  }

  /** Sends one outboxed mail through SMTP and records the outcome on its row. */
  private async deliver(smtp: Transporter, id: number, mail: OutgoingMail): Promise<void> {
    try {
      await smtp.sendMail({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', id).execute();
    } catch (error) {
      // The mail stays in the outbox with the reason; the caller's request still succeeds.
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ mailId: id, reason }, 'SMTP delivery failed');
      await this.db
        .updateTable('mail_outbox')
        .set({ error: reason.slice(0, 1000) })
        .where('id', '=', id)
        .execute();
    }
  }
}
