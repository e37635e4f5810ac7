import { type RawBuilder, sql } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { ListFilter } from '../parseListQuery';
import { subtreeIds } from './treeSql';

/**
 * `filter[field][under]=5`: the row's reference is node 5 or any node below it (or, on a
 * tree's own `id`, the row is). parseListQuery has checked that the target is a tree.
 */
export function underCondition(
  d: EntityDescriptor,
  registry: ReadonlyMap<string, EntityDescriptor>,
  column: RawBuilder<unknown>,
  filter: ListFilter,
): RawBuilder<unknown> {
  const field = (d.fields as Record<string, FieldDescriptor>)[filter.field];
  const target = filter.field === 'id' ? d : registry.get(field?.reference ?? '');
  if (!target?.tree) throw new Error(`${d.id}.${filter.field} does not point at a tree entity`);
  return sql`${column} in (${subtreeIds(target, filter.value as number)})`;
}
