#!/bin/sh
# Copies every row of Atrium's embedded database into PostgreSQL (docs/recovery.md,
# "Moving to PostgreSQL"). SRC: the stopped server's PGlite folder served by pglite-server;
# DATABASE_URL: a PostgreSQL database Atrium has started on once (so its tables exist) and
# that holds nothing yet. Needs psql and a role allowed to set session_replication_role
# (the database owner on PostgreSQL 15+ may not be: a superuser is), which lets the rows
# go in table by table without ordering them by their foreign keys.
set -eu
SRC="${SRC:-postgresql://postgres@127.0.0.1:5433/postgres}"
DST="$DATABASE_URL"
tables=$(psql "$SRC" -Atc "select table_name from information_schema.tables
  where table_schema = 'public' and table_type = 'BASE TABLE'
  and table_name not like 'kysely_migration%' order by 1")
for t in $tables; do
  # Named columns: a folder that grew by upgrades may order them unlike a fresh schema.
  cols=$(psql "$SRC" -Atc "select string_agg(quote_ident(column_name), ',' order by ordinal_position)
    from information_schema.columns
    where table_schema = 'public' and table_name = '$t' and is_generated = 'NEVER'")
  # public.: PGlite is one session shared by every connection, so a setting another client
  # left behind (pg_dump empties search_path) would still be in force.
  psql "$SRC" -qc "\\copy public.$t ($cols) to stdout" |
    psql "$DST" -q -v ON_ERROR_STOP=1 -c "set session_replication_role = replica" \
      -c "delete from public.$t" -c "\\copy public.$t ($cols) from stdin"
  # The next id after the copied ones (tables without an id sequence are skipped).
  psql "$DST" -qAt -c "select setval(s, greatest(coalesce((select max(id) from public.$t), 0), 1))
    from pg_get_serial_sequence('public.$t', 'id') as s where s is not null" >/dev/null 2>&1 || true
  echo "$t"
done
