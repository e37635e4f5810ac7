import type { FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';

const TRUE = new Set(['true', '1', 'yes', 'y', '是', 'はい', '✓']);
const FALSE = new Set(['false', '0', 'no', 'n', '否', 'いいえ']);

/**
 * A time of day as `HH:MM` from what a file holds: `9:00`, `09:00`, `09:00:00`, or a
 * spreadsheet's time cell (read as an instant on 1899-12-30, its clock in UTC).
 */
function timeOfDay(text: string): string | undefined {
  const iso = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/.exec(text);
  const plain = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(text.trim());
  const [h, m] = iso ? [iso[1], iso[2]] : plain ? [plain[1], plain[2]] : [];
  if (h === undefined || m === undefined || Number(h) > 23 || Number(m) > 59) return undefined;
  return `${h.padStart(2, '0')}:${m}`;
}

/**
 * Turns one text cell into the field's value. An empty cell is null (it
 * clears the field on update and leaves the default on create); `undefined`
 * means the text does not fit the type.
 */
export function convertImportCell(field: FieldDescriptor, text: string): unknown {
  if (text === '') return null;
  switch (field.type) {
    case 'string':
      return field.format === 'time' ? timeOfDay(text) : text;
    case 'text':
    case 'enum':
    case 'html':
      return text;
    case 'integer':
    case 'reference':
      return /^-?\d{1,10}$/.test(text) ? Number(text) : undefined;
    case 'references':
      // Labels were already turned into ids (resolveReferencesCells); here "3,5" → [3, 5].
      return /^\d{1,10}(,\d{1,10})*$/.test(text) ? text.split(',').map(Number) : undefined;
    case 'number':
    case 'decimal': {
      const n = Number(text.replace(/,/g, ''));
      return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'boolean': {
      const t = text.toLowerCase();
      return TRUE.has(t) ? true : FALSE.has(t) ? false : undefined;
    }
    case 'date': {
      const day = text.slice(0, 10).replace(/\//g, '-');
      return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : undefined;
    }
    case 'datetime':
      return Number.isNaN(Date.parse(text)) ? undefined : new Date(text).toISOString();
    case 'i18nText':
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        return undefined;
      }
  }
}
