import type { EntityDescriptor, FieldDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';

/** The descriptor's fields, typed (the meta-schema's record type loses the value type in places). */
export function fieldsOf(descriptor: EntityDescriptor): Readonly<Record<string, FieldDescriptor>> {
  return descriptor.fields as Record<string, FieldDescriptor>;
}

/** A field's descriptor, or undefined for system columns (`updated_at`, `id`…). */
export function fieldOf(descriptor: EntityDescriptor, name: string): FieldDescriptor | undefined {
  const fields = fieldsOf(descriptor);
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

/** `cm.leadSource` → `leadSource`: the entity's name inside its module's messages. */
export function entityName(descriptor: EntityDescriptor): string {
  return descriptor.id.slice(descriptor.id.indexOf('.') + 1);
}

/**
 * The translated title of a field or of a system column.
 * @example fieldTitle(t, lead, 'subject') // 'Subject'; fieldTitle(t, lead, 'updated_at') // 'Updated'
 */
export function fieldTitle(t: Translate, descriptor: EntityDescriptor, name: string): string {
  const field = fieldOf(descriptor, name);
  return field ? t(field.title) : t(`entity:columns.${name}`);
}

/**
 * The translated label of an enum value: `{module}:options.{entity}.{field}.{value}`.
 * @example optionLabel(t, lead, 'status', 'open') // 'Open'
 */
export function optionLabel(
  t: Translate,
  descriptor: EntityDescriptor,
  field: string,
  value: string,
): string {
  return t(`${descriptor.module}:options.${entityName(descriptor)}.${field}.${value}`, {
    defaultValue: value,
  });
}

/** The translated title of the entity itself (`Lead`). */
export function entityTitle(t: Translate, descriptor: EntityDescriptor): string {
  return t(descriptor.title);
}
