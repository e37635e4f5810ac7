import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { EntityRow } from '../data/EntityRow';
import { fieldOf } from '../format/fieldLabels';

/** Colours that stay readable with white text, for enums without `colors` and for references. */
export const CALENDAR_PALETTE = [
  '#1677ff',
  '#389e0d',
  '#d4380d',
  '#722ed1',
  '#c41d7f',
  '#08979c',
  '#d48806',
  '#595959',
] as const;

/**
 * The colour of a row on the calendar: from the descriptor's `calendar.color` field, an
 * enum's `colors` (or its option's place in the palette), a reference's id in the palette,
 * or a colour field's own value; undefined leaves the calendar's default.
 * @example rowColor(descriptor, { kind: 'holiday' }) // '#cf1322'
 */
export function rowColor(descriptor: EntityDescriptor, row: Readonly<EntityRow>): string | undefined {
  const name = descriptor.calendar?.color;
  if (!name) return undefined;
  const field = fieldOf(descriptor, name);
  const value = row[name];
  if (value === null || value === undefined || value === '') return undefined;
  if (field?.type === 'enum') {
    const own = descriptor.calendar?.colors?.[String(value)];
    if (own) return own;
    const index = field.options?.indexOf(String(value)) ?? -1;
    return index < 0 ? undefined : CALENDAR_PALETTE[index % CALENDAR_PALETTE.length];
  }
  if (field?.type === 'reference' && typeof value === 'number')
    return CALENDAR_PALETTE[Math.abs(value) % CALENDAR_PALETTE.length];
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : undefined;
}
