import { type RawBuilder, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { RowScope } from '../../../schemas/core/rowScopes';
import type { RowScopeContext } from '../../permissions/loadRowScopeContext';
import { integerArray } from '../referencesSql';

type ScopeCaller = Pick<RowScopeContext, 'userId' | 'departments' | 'subtree'>;

/**
 * The SQL condition (on the entity's table aliased `alias`, `t` in every store query) that keeps
 * the rows a scope reaches, or `null` when it reaches every row (`all`, or an entity without
 * `ownership`). The one place a scope becomes SQL: list, record, writes, export, import, pick
 * list, calendar, audit, files and row actions all AND this in (rowScopeOf.ts), so no door
 * shows more than another.
 * - own: an owning-user field holds the user;
 * - department / subtree: that, or the row's department (its `ownership.department`, else the
 *   departments its owning users sit in) is one of the user's departments (and those below);
 * - `ownership.through`: the row's owner row (a line's document) is reached by the same scope.
 */
export function rowScopeCondition(
  d: EntityDescriptor,
  scope: RowScope,
  caller: ScopeCaller,
  registry: ReadonlyMap<string, EntityDescriptor>,
  alias = 't',
): RawBuilder<unknown> | null {
  const ownership = d.ownership;
  if (!ownership || scope === 'all') return null;
  if (ownership.through) {
    const field = (d.fields as Record<string, FieldDescriptor>)[ownership.through];
    const parent = registry.get(field?.reference ?? '');
    // Checked by descriptors:check; refusing every row is the safe answer if it ever is not.
    if (!parent?.ownership?.users) return sql`false`;
    const inner = `${alias}_owner`;
    const condition = rowScopeCondition(parent, scope, caller, registry, inner) ?? sql`true`;
    return sql`exists (select 1 from ${sql.table(parent.table)} as ${sql.id(inner)}
      where ${sql.id(inner)}.id = ${sql.id(alias)}.${sql.id(ownership.through)} and ${condition})`;
  }
  const users = (ownership.users ?? []).map((name) => sql`${sql.id(alias)}.${sql.id(name)}`);
  if (users.length === 0) return sql`false`;
  const own = users.map((column) => sql`${column} = ${caller.userId}`);
  if (scope === 'own') return sql`(${sql.join(own, sql` or `)})`;
  const departments = scope === 'department' ? caller.departments : caller.subtree;
  if (departments.length === 0) return sql`(${sql.join(own, sql` or `)})`;
  const reached = integerArray(departments);
  const theirs = ownership.department
    ? [sql`${sql.id(alias)}.${sql.id(ownership.department)} = any(${reached})`]
    : users.map(
        (column) =>
          sql`${column} in (select ud.user_id from user_departments as ud where ud.department_id = any(${reached}))`,
      );
  return sql`(${sql.join([...own, ...theirs], sql` or `)})`;
}
