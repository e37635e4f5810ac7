import { type Kysely, sql } from 'kysely';

/**
 * Full-text search (docs/guide-text-search.md): the words of the rows of entities with
 * `textSearch`, and any text a module adds for them (a file's contents), as tsvectors cut by
 * server/resources/textSearch/textTokens.ts. A record's text is held in chunks because a tsvector
 * keeps word positions only up to 16,383; `source` tells the descriptor's fields ('fields') from
 * what a module wrote. No foreign keys: the entities' tables are synced after the migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table text_index (
      entity text not null,
      record_id integer not null,
      source text not null,
      chunk integer not null,
      tokens tsvector not null,
      primary key (entity, record_id, source, chunk)
    )`.execute(db);
  // A search reads the words first (GIN), then keeps the entity's rows among them.
  await sql`create index text_index_tokens on text_index using gin (tokens)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists text_index`.execute(db);
}
