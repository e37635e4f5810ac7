import type { FieldDescriptor } from '../../../../schemas/core/entityDescriptorSchema';

/** The narrowest and widest a column may become when it is sized to its content. */
export interface WidthLimits {
  min: number;
  max: number;
}

/** The label column: wide enough to read a subject, never the whole row. */
export const LABEL_WIDTH: WidthLimits = { min: 160, max: 360 };

const BY_TYPE: Record<string, WidthLimits> = {
  integer: { min: 80, max: 140 },
  number: { min: 90, max: 160 },
  decimal: { min: 100, max: 170 },
  boolean: { min: 80, max: 120 },
  date: { min: 110, max: 140 },
  datetime: { min: 150, max: 190 },
  enum: { min: 90, max: 180 },
  reference: { min: 120, max: 240 },
  references: { min: 120, max: 260 },
  files: { min: 100, max: 200 },
  text: { min: 140, max: 320 },
  html: { min: 140, max: 320 },
};
const DEFAULT: WidthLimits = { min: 100, max: 280 };

/**
 * How wide a list column may grow when fitted to its content, by field type (docs/decisions.md,
 * "Grids and list layouts"): numbers and dates stay narrow, text and references may take more,
 * the label column most. A user's own resize is not held to these.
 * @example widthLimitsOf({ type: 'date' }, false) // { min: 110, max: 140 }
 */
export function widthLimitsOf(
  field: Pick<FieldDescriptor, 'type'> | undefined,
  isLabel: boolean,
): WidthLimits {
  if (isLabel) return LABEL_WIDTH;
  return (field && BY_TYPE[field.type]) || DEFAULT;
}
