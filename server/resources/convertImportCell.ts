import type { FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { instantOf } from '../../schemas/core/zonedTime';

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

/** An explicit offset or `Z`: the text names an instant (an export read back). */
const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;
/** A wall-clock date and time as files write it: `2026-11-02 09:01`, `2026/11/02T09:01:30`. */
const WALL = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/**
 * A date-time cell as an instant: one with an offset as it says; a wall-clock one (a punch
 * device's file, a spreadsheet cell) in the organisation's time zone `zone`.
 */
function instantFrom(text: string, zone: string): string | undefined {
  const t = text.trim();
  if (OFFSET.test(t)) return Number.isNaN(Date.parse(t)) ? undefined : new Date(t).toISOString();
  const m = WALL.exec(t);
  if (!m) return undefined;
  const pad = (v: string | undefined) => (v ?? '0').padStart(2, '0');
  const wall = `${m[1]}-${pad(m[2])}-${pad(m[3])}T${pad(m[4])}:${m[5]}:${pad(m[6])}`;
  if (Number.isNaN(Date.parse(`${wall}Z`)) || Number(m[4]) > 23) return undefined;
  return instantOf(wall, zone);
}

/**
 * Turns one text cell into the field's value. An empty cell is null (it
 * clears the field on update and leaves the default on create); `undefined`
 * means the text does not fit the type. `zone` is the organisation's time zone, in which a
 * date-time without an offset is read.
 */
export function convertImportCell(field: FieldDescriptor, text: string, zone = 'UTC'): unknown {
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
      return instantFrom(text, zone);
    case 'i18nText':
    case 'json':
    case 'formDefinition':
    case 'formValues':
      try {
        return JSON.parse(text);
      } catch {
        return undefined;
      }
  }
}
