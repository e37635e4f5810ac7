import { type RawBuilder, sql } from 'kysely';

/**
 * `{field}_files`: the files a record's `files` field holds, in the field's order, as
 * `[{id, name, size, mime}]`, by a correlated subquery over the page's rows only (as
 * references' labels are). A file row that is gone is left out.
 */
export function filesSelection(name: string): RawBuilder<unknown> {
  return sql`coalesce((
    select json_agg(json_build_object('id', f.id, 'name', f.original_name, 'size', f.size, 'mime', f.mime) order by u.n)
    from unnest(t.${sql.id(name)}) with ordinality as u(id, n)
    join files as f on f.id = u.id and f.deleted_at is null
  ), '[]'::json) as ${sql.id(`${name}_files`)}`;
}
