import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { AuditEntry } from '../data/EntityRow';

type Lines = ReadonlyArray<Record<string, unknown>>;

const linesOf = (row: Record<string, unknown> | null): Lines | null =>
  row && Array.isArray(row.lines) ? (row.lines as Lines) : null;

/**
 * Whether a document's audit entry changed its lines (their ids, order or shown columns;
 * a line's own version and timestamps move on every save), and how many there were.
 * @returns null when the lines did not change, or the entity has none
 */
export function linesAuditChange(
  descriptor: EntityDescriptor,
  entry: AuditEntry,
): { before: number | null; after: number } | null {
  const columns = descriptor.lines?.columns;
  const after = linesOf(entry.after);
  if (!columns || !after) return null;
  const before = linesOf(entry.before);
  const shape = (lines: Lines | null) =>
    JSON.stringify((lines ?? []).map((line) => [line.id, ...columns.map((name) => line[name] ?? null)]));
  if (before && shape(before) === shape(after)) return null;
  return { before: before ? before.length : null, after: after.length };
}
