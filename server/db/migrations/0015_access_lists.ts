import { type Kysely, sql } from 'kysely';

/**
 * Access lists (docs/guide-access-lists.md): the grants of rows of entities with `access`.
 * `owner` is an owner reference as in `rights` (`u5`, `d3`, `g2`), so a grant to a department
 * reaches the people of the departments below it and a grant to a group its members, as rights
 * do. `access_breaks` holds the rows that do not inherit their parent's grants.
 * No foreign keys: the entities' tables are synced from their descriptors after the migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table access_entries (
      entity text not null,
      record_id integer not null,
      owner text not null,
      level smallint not null check (level between 1 and 3),
      primary key (entity, record_id, owner)
    )`.execute(db);
  // The reach of a user is looked up by owner first (which rows does this user hold grants on).
  await sql`create index access_entries_by_owner on access_entries (entity, owner, level, record_id)`.execute(
    db,
  );
  await sql`
    create table access_breaks (
      entity text not null,
      record_id integer not null,
      primary key (entity, record_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists access_breaks`.execute(db);
  await sql`drop table if exists access_entries`.execute(db);
}
