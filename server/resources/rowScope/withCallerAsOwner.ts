import type { EntityDescriptor, FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Row } from '../EntityStore';

/**
 * A new row's read-only owning-user fields hold its creator: on a self-service door
 * (`wf.myDelegation`'s `user_id`) the caller cannot name anyone else, and the row is theirs.
 * Fields the form may fill (an assigned salesperson) are left as sent.
 */
export function withCallerAsOwner(d: EntityDescriptor, values: Row, userId: number): Row {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const owned = (d.ownership?.users ?? []).filter(
    (name) => Object.hasOwn(fields, name) && fields[name]?.readOnly,
  );
  if (owned.length === 0) return values;
  return { ...values, ...Object.fromEntries(owned.map((name) => [name, userId])) };
}
