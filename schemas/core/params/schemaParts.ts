import { Type } from '@sinclair/typebox';

/** A string of one of these values, as a JSON Schema `enum` (TypeBox unions draw `anyOf`). */
export const Literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** A right of a task or a report: `{module}.{use|admin}.{name}.actions.{action}`. */
export const AccessSchema = Type.String({
  pattern: '^[a-z]{2}\\.(use|admin)\\.[A-Za-z][A-Za-z0-9]*\\.actions\\.[a-z][A-Za-z]*$',
});

/** A descriptor id, `module.name` (`as.annualLeave`, `as.attendance`). */
export const DescriptorIdSchema = Type.String({ pattern: '^[a-z]{2}\\.[a-z][A-Za-z0-9]*$' });
