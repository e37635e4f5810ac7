import { sql } from 'kysely';
import { accessRank } from '../../../schemas/core/accessLevels';
import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Executor } from '../../db/Executor';
import { ValidationFailed } from '../../http/HttpError';
import { type Language, translate } from '../../http/translate';
import { type AccessCaller, accessCondition } from './accessCondition';

/** A writer as access lists see them: their owners, and whether they hold the bypass permission. */
export interface AccessWriter extends AccessCaller {
  bypass: boolean;
}

/** The field a row of an entity with `access` inherits through: its tree parent, or `access.parent`. */
export function accessParentField(d: EntityDescriptor): string | undefined {
  return d.tree?.parentField ?? d.access?.parent;
}

/**
 * Refuses (422 on the field) a row filed under a parent the writer may not edit: a document
 * into a folder they only read, a folder under another's. A top-level row of a tree is its
 * administrators' (the bypass permission) to create, as nothing above it grants the right.
 * Checked on create and when the parent changes; `before` is the row before an update.
 */
export async function checkAccessParent(
  trx: Executor,
  d: EntityDescriptor,
  registry: ReadonlyMap<string, EntityDescriptor>,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
  writer: AccessWriter | undefined,
  lang: Language,
): Promise<void> {
  const field = accessParentField(d);
  if (!d.access || !writer || writer.bypass || !field) return;
  if (before && !Object.hasOwn(values, field)) return;
  const target = values[field] ?? null;
  if (before && (before[field] ?? null) === target) return;
  const descriptor = (d.fields as Record<string, FieldDescriptor>)[field];
  const refuse = () => {
    const message = translate(lang, 'resources:errors.accessParent', {
      attribute: translate(lang, descriptor?.title ?? field),
    });
    return new ValidationFailed(translate(lang, 'validation:failed'), { [field]: [message] });
  };
  if (target === null) {
    // A row with no parent inherits nothing: only a tree's administrators start a new branch.
    if (d.tree) throw refuse();
    return;
  }
  const parent = d.tree ? d : registry.get(descriptor?.reference ?? '');
  if (!parent?.access) return;
  const reach = accessCondition(parent, accessRank('edit'), writer, registry, 'p');
  const found = await sql`select 1 from ${sql.table(parent.table)} as p
    where p.id = ${Number(target)} and p.deleted_at is null and ${reach}`.execute(trx);
  if (found.rows.length === 0) throw refuse();
}

/** Gives the creator of a row of an entity with `access` the manage grant on it (its owner). */
export async function grantCreator(
  trx: Executor,
  d: EntityDescriptor,
  id: number,
  userId: number,
  writer: AccessWriter | undefined,
): Promise<void> {
  if (!d.access || !writer) return;
  await sql`insert into access_entries (entity, record_id, owner, level)
    values (${d.id}, ${id}, ${`u${userId}`}, ${accessRank('manage')})
    on conflict (entity, record_id, owner) do update set level = excluded.level`.execute(trx);
}
