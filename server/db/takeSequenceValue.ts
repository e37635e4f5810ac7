import { sql } from 'kysely';
import type { Executor } from './Executor';

/**
 * Takes the next value of a counter (`number_sequences`, migration 0017) inside the caller's
 * transaction: the counter's row is incremented with an upsert, which locks it until the
 * transaction ends, so two writers at once wait for each other and take consecutive values, and
 * a write that fails gives its value back with its rollback (no gaps, no duplicates).
 * @example const serial = await takeSequenceValue(trx, 'dm.dispatch', '3:2026') // 1, 2, 3...
 */
export async function takeSequenceValue(trx: Executor, scope: string, key: string): Promise<number> {
  const row = await sql<{ last_value: number }>`
    insert into number_sequences (scope, key, last_value) values (${scope}, ${key}, 1)
    on conflict (scope, key) do update set last_value = number_sequences.last_value + 1
    returning last_value`.execute(trx);
  return row.rows[0]!.last_value;
}
