import { sql } from 'kysely';
import type { StepContext } from './engineTypes';

/** The date part of a number, from the organisation's today (`YYYY-MM-DD`). */
export function numberDate(today: string, format: 'yyyyMMdd' | 'yyyyMM' | 'yyyy'): string {
  const [y = '', m = '', d = ''] = today.split('-');
  if (format === 'yyyy') return y;
  if (format === 'yyyyMM') return `${y}${m}`;
  return `${y}${m}${d}`;
}

/**
 * Takes the application's number, `{prefix}{date}{sequence}` (wf.common settings; the template's
 * prefix, else the default one), inside the submit's transaction: the sequence row of that prefix
 * and date is incremented with an upsert, which holds its row lock until the transaction ends. A
 * submit that fails rolls its increment back with it, so numbers have no gaps, and two submits
 * at once take consecutive numbers.
 */
export async function assignNumber(ctx: StepContext, templatePrefix: string | null): Promise<string> {
  const prefix = templatePrefix?.trim() || ctx.settings.defaultNumberPrefix;
  const key = `${prefix}${numberDate(ctx.today, ctx.settings.numberDateFormat)}`;
  const row = await sql<{ last_value: number }>`
    insert into wf_number_sequences (key, last_value) values (${key}, 1)
    on conflict (key) do update set last_value = wf_number_sequences.last_value + 1
    returning last_value`.execute(ctx.trx);
  const sequence = row.rows[0]!.last_value;
  return `${key}${String(sequence).padStart(ctx.settings.numberDigits, '0')}`;
}
