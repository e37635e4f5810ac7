import { createServer } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../tests/support/testDatabases';
import { Mailer } from './Mailer';

/** A local port nothing listens on: SMTP to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

describe.each(testDatabaseTargets())('Mailer.sendMany on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  const mails = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      to: `${prefix}${i}@example.com`,
      subject: `Subject ${i}`,
      body: `Body ${i}`,
    }));
  const outbox = (prefix: string) =>
    t.server.ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();

  it('writes 2,500 mails to the outbox in their order, with nothing to deliver without SMTP', async () => {
    const mailer = new Mailer(
      t.server.ctx.db,
      { ...t.server.ctx.config.mail, host: undefined },
      pino({ level: 'silent' }),
      true,
    );
    const sent = await mailer.sendMany(mails('bulk', 2500));
    await sent.delivery;
    expect(sent.queued).toBe(2500);
    const rows = await outbox('bulk');
    expect(rows).toHaveLength(2500);
    expect(rows.map((r) => r.recipient)).toEqual(mails('bulk', 2500).map((m) => m.to));
    expect(rows[1234]).toMatchObject({
      subject: 'Subject 1234',
      body: 'Body 1234',
      sent_at: null,
      error: null,
    });
  });

  it('delivers through SMTP after queueing, and records each failure on its row', async () => {
    const mailer = new Mailer(
      t.server.ctx.db,
      { ...t.server.ctx.config.mail, host: '127.0.0.1', port: await closedPort(), secure: false },
      pino({ level: 'silent' }),
      false,
    );
    const sent = await mailer.sendMany(mails('smtp', 3));
    expect(sent.queued).toBe(3);
    await sent.delivery;
    const rows = await outbox('smtp');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.sent_at).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    }
  });
});
