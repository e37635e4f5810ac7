import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import type { Translate } from '../../../platform/alerts/formatErrorMessages';
import { i18nLabel } from '../../../../schemas/core/richtext/i18nText';
import { readOwnerList } from '../../../widgets/ownerList';
import { plainTextOfHtml } from '../richtext/plainTextOfHtml';
import { languageOfLocale } from '../richtext/languageOfLocale';
import { fieldOf, optionLabel } from './fieldLabels';

/** What formatting needs beyond the row itself. */
export interface FormatLookups {
  /**
   * Names of owner references and words (`d3` → 'Sales', `all` → 'Everyone'), from
   * useOwnerLabels; undefined while they load, when references show as stored.
   */
  owners?: ReadonlyMap<string, string> | undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, digits: number | null): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      digits === null ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** `YYYY-MM-DD` as a local calendar day: parsing it as a Date would shift it through UTC. */
function formatDay(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return dateFormat(locale, false).format(new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function formatInstant(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat(locale, true).format(date);
}

/**
 * The labels of a `references` field, in the order of its ids: `{field}_labels`
 * from the server, `#id` for an id it does not name.
 * @example referencesLabels('tag_ids', { tag_ids: [3, 9], tag_ids_labels: ['VIP', 'Hot'] }) // ['VIP', 'Hot']
 */
export function referencesLabels(name: string, row: Readonly<Record<string, unknown>>): string[] {
  const ids = Array.isArray(row[name]) ? (row[name] as unknown[]) : [];
  const labels = Array.isArray(row[`${name}_labels`]) ? (row[`${name}_labels`] as unknown[]) : [];
  return ids.map((id, i) => (typeof labels[i] === 'string' ? (labels[i] as string) : `#${String(id)}`));
}

/**
 * The names in a stored owner list (`d3,u7`, `all`), in its order: each by its name when
 * `names` are given, a reference they do not know as deleted; without `names`, as stored.
 * @example ownerListLabels('d3,u7', names, t) // ['Sales', 'Alice Chen']
 */
export function ownerListLabels(
  value: unknown,
  names: ReadonlyMap<string, string> | undefined,
  t: Translate,
): string[] {
  return readOwnerList(value).map((token) =>
    names ? (names.get(token) ?? t('entity:owners.gone', { ref: token })) : token,
  );
}

/**
 * A row's value of one field (or system column) as text for lists and details:
 * references by their label, enums and booleans translated, numbers and dates
 * in the interface language's format, owner lists by name (`lookups.owners`).
 * Empty values give ''.
 * @example formatFieldValue(lead, 'expected_amount', row, t, 'zh-TW') // '120,000.00'
 */
export function formatFieldValue(
  descriptor: EntityDescriptor,
  name: string,
  row: Readonly<Record<string, unknown>>,
  t: Translate,
  locale: string,
  lookups: FormatLookups = {},
): string {
  const value = row[name];
  if (value === null || value === undefined || value === '') return '';
  const field = fieldOf(descriptor, name);
  if (!field) {
    if (name === 'created_at' || name === 'updated_at' || name === 'deleted_at')
      return formatInstant(String(value), locale);
    // Who created or changed the row: the server adds the name where a screen shows the column.
    if (name === 'created_by' || name === 'updated_by') {
      const label = row[`${name}_label`];
      return label === null || label === undefined ? `#${String(value)}` : String(label);
    }
    return String(value);
  }
  if (field.widget === 'owners') return ownerListLabels(value, lookups.owners, t).join(', ');
  switch (field.type) {
    case 'reference': {
      const label = row[`${name}_label`];
      return label === null || label === undefined ? `#${String(value)}` : String(label);
    }
    case 'references':
      return referencesLabels(name, row).join(', ');
    case 'enum':
      return optionLabel(t, descriptor, name, String(value));
    case 'boolean':
      return value ? t('entity:value.yes') : t('entity:value.no');
    case 'decimal':
      return typeof value === 'number' ? numberFormat(locale, field.scale ?? 2).format(value) : String(value);
    case 'integer':
    case 'number':
      return typeof value === 'number' ? numberFormat(locale, null).format(value) : String(value);
    case 'date':
      return formatDay(String(value), locale);
    case 'datetime':
      return formatInstant(String(value), locale);
    case 'json':
      return JSON.stringify(value);
    // Counted in lists and the history; the detail page shows them in full (formKinds).
    case 'formDefinition': {
      const fields = (value as { fields?: unknown }).fields;
      return Array.isArray(fields) && fields.length > 0
        ? t('entity:value.formFields', { count: fields.length })
        : '';
    }
    case 'formValues': {
      const count = typeof value === 'object' ? Object.keys(value as object).length : 0;
      return count > 0 ? t('entity:value.formValues', { count }) : '';
    }
    case 'files':
      // Lists show how many files a row holds; the detail view lists them (FileList).
      return Array.isArray(value) && value.length > 0 ? t('entity:files.count', { count: value.length }) : '';
    case 'html':
      return plainTextOfHtml(String(value));
    case 'i18nText':
      // From the stored label, so a language switch shows the new language without a reload.
      return i18nLabel(value, languageOfLocale(locale));
    default:
      return String(value);
  }
}
