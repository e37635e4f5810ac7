import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { AuditEntry } from '../data/EntityRow';
import { fieldsOf } from '../format/fieldLabels';

/** The fields one audit entry changed: for a create or import, every field it set. */
export function auditChanges(descriptor: EntityDescriptor, entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  return Object.keys(fieldsOf(descriptor)).filter((name) => {
    const was = before[name] ?? null;
    const now = after[name] ?? null;
    return JSON.stringify(was) !== JSON.stringify(now);
  });
}
