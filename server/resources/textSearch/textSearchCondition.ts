import { type RawBuilder, sql } from 'kysely';
import { searchQueryLiteral } from './textTokens';

/**
 * The rows of `entity` whose indexed text (docs/guide-text-search.md) matches what a person
 * typed, as a condition on `t.id`; null when the search holds no word (only punctuation).
 * It joins the list's other conditions, so a row the caller may not read is never a hit.
 */
export function textSearchCondition(entity: string, search: string): RawBuilder<unknown> | null {
  const query = searchQueryLiteral(search);
  if (query === null) return null;
  return sql`t.id in (select x.record_id from text_index as x
    where x.entity = ${entity} and x.tokens @@ ${query}::tsquery)`;
}
