import { sql } from 'kysely';
import type { Executor } from '../../db/Executor';
import { type TextToken, textTokens, tsvectorLiteral } from './textTokens';

/** Positions per stored chunk: well inside the 16,383 a tsvector keeps. */
const CHUNK_POSITIONS = 4000;
/** Positions each chunk repeats from the one before, so a phrase across the cut is still found. */
const CHUNK_OVERLAP = 16;
/** Text beyond this is not indexed (a 2-million-character file is some 1,000 pages). */
export const MAX_INDEXED_CHARS = 2_000_000;
const ROWS_PER_INSERT = 50;

/** The tokens cut into chunks of at most CHUNK_POSITIONS positions, overlapping. */
function chunksOf(tokens: readonly TextToken[]): TextToken[][] {
  const chunks: TextToken[][] = [];
  let start = 0;
  while (start < tokens.length) {
    const first = tokens[start]!.position;
    let end = start;
    while (end < tokens.length && tokens[end]!.position < first + CHUNK_POSITIONS) end++;
    chunks.push(tokens.slice(start, end));
    if (end >= tokens.length) break;
    // Back from the cut to the first token of the overlap (never back to this chunk's start).
    const restart = tokens[end]!.position - CHUNK_OVERLAP;
    let next = end;
    while (next > start + 1 && tokens[next - 1]!.position >= restart) next--;
    start = next;
  }
  return chunks;
}

/**
 * Replaces what the search index holds for one record's `source` ('fields' for the
 * descriptor's `textSearch.fields`, a module's own name for what it adds, e.g. 'content')
 * with the words of `text`; empty text removes it. In the caller's transaction when given one.
 */
export async function writeTextIndex(
  db: Executor,
  entity: string,
  recordId: number,
  source: string,
  text: string,
): Promise<void> {
  await sql`delete from text_index where entity = ${entity} and record_id = ${recordId}
    and source = ${source}`.execute(db);
  const chunks = chunksOf(textTokens(text.slice(0, MAX_INDEXED_CHARS)));
  for (let i = 0; i < chunks.length; i += ROWS_PER_INSERT) {
    const rows = chunks
      .slice(i, i + ROWS_PER_INSERT)
      .map(
        (chunk, j) => sql`(${entity}, ${recordId}, ${source}, ${i + j}, ${tsvectorLiteral(chunk)}::tsvector)`,
      );
    await sql`insert into text_index (entity, record_id, source, chunk, tokens)
      values ${sql.join(rows)}`.execute(db);
  }
}
