import type { FormField, TableColumn } from '../../../schemas/wf/formDefinition';
import { isEmptyValue } from '../../../schemas/wf/evaluateCondition';
import { type FormLanguage, localise } from '../../../schemas/wf/form/localise';
import { DEFAULT_SCALE } from '../../../schemas/wf/form/applyFormLogic';

const amountFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A decimal string with the reader's grouping and exactly `scale` places, digit for digit:
 * Intl formats a numeric string without going through a float (ES2023).
 * @example formatAmount('1234567.5', 2, 'en-US') === '1,234,567.50'
 */
export function formatAmount(value: string, scale: number, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return value;
  const key = `${locale}/${scale}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: scale, maximumFractionDigits: scale });
    amountFormats.set(key, format);
  }
  return format.format(value.trim() as Intl.StringNumericLiteral);
}

/** A `YYYY-MM-DD` date in the reader's way of writing dates (the day itself, no time zone shift). */
export function formatDate(value: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? value : format.format(day);
}

/** What the read-only view needs to put values into words. */
export interface WfValueWords {
  lang: FormLanguage;
  locale: string;
  t: (key: string, values?: Record<string, unknown>) => string;
  users: ReadonlyMap<number, string>;
  departments: ReadonlyMap<number, string>;
  files: ReadonlyMap<number, { name: string }>;
}

/**
 * One stored value as the read-only view and the print show it: choices by their labels,
 * people and departments by name, money grouped with its places, dates in the reader's style,
 * ticks as yes or no; an empty value is the empty mark. Tables and files are drawn by the view.
 */
export function formatWfFormValue(
  field: FormField | TableColumn,
  value: unknown,
  words: WfValueWords,
): string {
  const { t, locale, lang } = words;
  if (field.type === 'checkbox') return t(value === true ? 'form.view.yes' : 'form.view.no');
  if (isEmptyValue(value)) return t('form.view.empty');
  const optionLabel = (v: unknown) => {
    const option = field.options?.find((o) => o.value === v);
    return option ? localise(option.label, lang) : String(v);
  };
  switch (field.type) {
    case 'money':
    case 'computed':
      return formatAmount(String(value), field.scale ?? DEFAULT_SCALE, locale);
    case 'number': {
      if (typeof value !== 'number') return String(value);
      let format = numberFormats.get(locale);
      if (!format) {
        format = new Intl.NumberFormat(locale, { maximumFractionDigits: 10 });
        numberFormats.set(locale, format);
      }
      return format.format(value);
    }
    case 'date':
      return formatDate(String(value), locale);
    case 'dateRange': {
      const range = value as { start?: unknown; end?: unknown };
      const end = (v: unknown) =>
        typeof v === 'string' && v !== '' ? formatDate(v, locale) : t('form.view.empty');
      return t('form.view.range', { start: end(range.start), end: end(range.end) });
    }
    case 'select':
      return optionLabel(value);
    case 'multiSelect':
      return (Array.isArray(value) ? value : [value]).map(optionLabel).join(t('form.view.listSeparator'));
    case 'user':
      return typeof value === 'number' ? (words.users.get(value) ?? `#${value}`) : String(value);
    case 'department':
      return typeof value === 'number' ? (words.departments.get(value) ?? `#${value}`) : String(value);
    case 'file':
      return (Array.isArray(value) ? value : [])
        .map((id) => (typeof id === 'number' ? (words.files.get(id)?.name ?? `#${id}`) : String(id)))
        .join(t('form.view.listSeparator'));
    default:
      return String(value);
  }
}
