import { sql } from 'kysely';
import type { EntityDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Executor } from '../../db/Executor';
import { recordText } from './recordText';
import { writeTextIndex } from './writeTextIndex';

const BATCH = 500;

/**
 * Indexes the rows of entities with `textSearch` that the index does not hold yet: rows written
 * before the descriptor gained it, or by SQL outside the runtime (bulk seeds). Run at start,
 * after schema sync; an index already complete costs one anti-join per entity.
 */
export async function backfillTextIndex(
  db: Executor,
  entities: readonly EntityDescriptor[],
): Promise<number> {
  let indexed = 0;
  for (const d of entities) {
    if (!d.textSearch) continue;
    for (;;) {
      const { rows } = await sql<Record<string, unknown>>`select t.* from ${sql.table(d.table)} as t
        where not exists (select 1 from text_index as x
          where x.entity = ${d.id} and x.record_id = t.id and x.source = 'fields')
        order by t.id limit ${BATCH}`.execute(db);
      // A row with no words at all stays out; one empty chunk marks it done so it is not read again.
      for (const row of rows) {
        const text = recordText(d, row);
        if (text.trim() === '')
          await sql`insert into text_index (entity, record_id, source, chunk, tokens)
            values (${d.id}, ${Number(row.id)}, 'fields', 0, ''::tsvector)`.execute(db);
        else await writeTextIndex(db, d.id, Number(row.id), 'fields', text);
      }
      indexed += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return indexed;
}
