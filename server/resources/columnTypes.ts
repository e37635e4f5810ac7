import type { FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';

/** The SQL type a field is stored as; the same on PostgreSQL 15+ and PGlite. */
export function sqlTypeOf(field: FieldDescriptor): string {
  switch (field.type) {
    case 'string':
      return `varchar(${field.maxLength ?? 255})`;
    case 'text':
      return 'text';
    case 'integer':
    case 'reference':
      return 'integer';
    case 'references':
    case 'files':
      return 'integer[]';
    case 'number':
      return 'double precision';
    case 'decimal':
      return `numeric(18,${field.scale ?? 2})`;
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    case 'enum':
      return 'varchar(40)';
    case 'json':
    case 'i18nText':
    case 'formDefinition':
    case 'formValues':
      return 'jsonb';
    case 'html':
      return 'text';
  }
}

/** What information_schema reports for a column, folded into the same notation as sqlTypeOf. */
export function describeColumn(c: {
  data_type: string;
  /** The element type of an ARRAY column, as pg_type names it (`_int4` for integer[]). */
  udt_name?: string | null;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
}): string {
  switch (c.data_type) {
    case 'ARRAY':
      return c.udt_name === '_int4' ? 'integer[]' : `${c.udt_name ?? 'unknown'} array`;
    case 'character varying':
      return c.character_maximum_length ? `varchar(${c.character_maximum_length})` : 'text';
    case 'numeric':
      return `numeric(${c.numeric_precision},${c.numeric_scale})`;
    case 'timestamp with time zone':
      return 'timestamptz';
    default:
      return c.data_type;
  }
}

/**
 * Whether changing a column from `from` to `to` keeps every value. Widening is
 * safe (longer varchar, varchar to text, integer to bigger numbers); anything
 * else could lose data and must be done by a written migration.
 */
export function isSafeWidening(from: string, to: string): boolean {
  if (from === to) return true;
  const varchar = /^varchar\((\d+)\)$/;
  const a = varchar.exec(from);
  const b = varchar.exec(to);
  if (a && b) return Number(b[1]) >= Number(a[1]);
  if (a && to === 'text') return true;
  if (from === 'integer' && (to === 'bigint' || to === 'double precision' || to.startsWith('numeric(')))
    return true;
  const numeric = /^numeric\((\d+),(\d+)\)$/;
  const n1 = numeric.exec(from);
  const n2 = numeric.exec(to);
  if (n1 && n2)
    return Number(n2[1]) - Number(n2[2]) >= Number(n1[1]) - Number(n1[2]) && Number(n2[2]) >= Number(n1[2]);
  return false;
}
