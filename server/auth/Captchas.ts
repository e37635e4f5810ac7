import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/DatabaseSchema';
import { hashOpaqueToken } from './opaqueTokens';

const LIFETIME_MS = 5 * 60_000;

/** Image captchas: single use, five minutes, answers stored hashed in the database. */
export class Captchas {
  constructor(private readonly db: Kysely<Database>) {}

  async issue(): Promise<{ key: string; image: string }> {
    const { data, text } = svgCaptcha.create({
      size: 5,
      noise: 2,
      ignoreChars: '0oO1ilI',
      background: '#f4f6f8',
    });
    const key = randomUUID();
    await this.db
      .insertInto('captchas')
      .values({
        key,
        answer_hash: hashOpaqueToken(text.toLowerCase()),
        expires_at: new Date(Date.now() + LIFETIME_MS),
      })
      .execute();
    // Expired captchas are swept as new ones are issued: no timer needed.
    await this.db.deleteFrom('captchas').where('expires_at', '<', new Date()).execute();
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  }

  /** Checks and consumes a captcha: a key works once, right or wrong. */
  async consume(key: string | undefined, answer: string | undefined): Promise<boolean> {
    if (!key || !answer || key.length > 100) return false;
    const row = await this.db
      .deleteFrom('captchas')
      .where('key', '=', key)
      .returning(['answer_hash', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at.getTime() < Date.now()) return false;
    return row.answer_hash === hashOpaqueToken(answer.trim().toLowerCase());
  }
}
