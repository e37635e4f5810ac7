import type { RawBuilder } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { sortableColumns } from '../../schemas/core/sortableColumns';
import { ValidationFailed } from '../http/HttpError';
import { type Language, translate } from '../http/translate';
import { decodeListCursor, type ListCursor } from './listCursor';

/** `overlaps` is set by the calendar call (server/resources/calendar), never read from a query. */
export type FilterOp = 'eq' | 'in' | 'gte' | 'lte' | 'null' | 'under' | 'overlaps';
export interface ListFilter {
  field: string;
  op: FilterOp;
  value: unknown;
}
export interface ListParams {
  page: number;
  perPage: number;
  sort: Array<{ field: string; desc: boolean }>;
  filters: ListFilter[];
  search: string | undefined;
  trashed: 'without' | 'with' | 'only';
  /** The reader's language: labels (i18nText) sort by the text they read. */
  lang?: Language;
  /** The caller's row scope (rowScopeCondition), ANDed in by the route; never from the query. */
  scope?: RawBuilder<unknown> | null;
  /** Keyset paging: the page starts after this row instead of at an offset (listCursor.ts). */
  cursor?: ListCursor;
}

const MAX_PAGE = 100_000;
const MAX_PER_PAGE = 200;
const FILTER_KEY = /^filter\[([a-z][a-z0-9_]{0,62})\](?:\[(gte|lte|under)\])?$/;

type FieldKind = FieldDescriptor['type'] | 'id' | 'timestamp';

/** Parses one filter value by the field's type; undefined means malformed. */
function parseValue(kind: FieldKind, raw: string, field: FieldDescriptor | undefined): unknown {
  switch (kind) {
    case 'id':
    case 'integer':
    case 'reference':
    case 'references':
      return /^-?\d{1,10}$/.test(raw) && Math.abs(Number(raw)) <= 2147483647 ? Number(raw) : undefined;
    case 'number':
    case 'decimal':
      return /^-?\d{1,15}(\.\d{1,8})?$/.test(raw) ? Number(raw) : undefined;
    case 'boolean':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
    case 'datetime':
    case 'timestamp':
      return raw.length <= 40 && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : undefined;
    case 'enum':
      return field?.options?.includes(raw) ? raw : undefined;
    case 'string':
    case 'text':
      return raw.length <= 255 ? raw : undefined;
    case 'json':
    case 'html':
    case 'i18nText':
    case 'formDefinition':
    case 'formValues':
      return undefined;
  }
}

const CURSOR_KEY: Partial<Record<FieldKind, RegExp>> = {
  id: /^-?\d{1,10}$/,
  integer: /^-?\d{1,10}$/,
  number: /^-?(\d{1,40}(\.\d{1,40})?|\d(\.\d{1,20})?e[+-]\d{1,3})$/,
  decimal: /^-?\d{1,20}(\.\d{1,10})?$/,
  boolean: /^(true|false)$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  datetime: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  timestamp: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
};

/**
 * The `cursor` parameter: undefined when absent, null when it cannot be used (malformed, made
 * for another sort, a sort of more than one column, or a key its column could not hold: the
 * key reaches SQL as a parameter of the column's type, which must not fail there).
 */
function readCursor(
  raw: string | undefined,
  sort: ListParams['sort'],
  fields: Record<string, FieldDescriptor>,
): ListCursor | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  const keys = sort.filter((s) => s.field !== 'id');
  if (keys.length > 1) return null;
  const cursor = decodeListCursor(raw, sort);
  if (!cursor) return null;
  const name = keys[0]?.field;
  if (name === undefined || cursor.key === null) return cursor;
  const field = fields[name];
  const kind: FieldKind = field?.type ?? (name === 'id' ? 'id' : 'timestamp');
  const pattern = CURSOR_KEY[kind];
  if (pattern) return pattern.test(cursor.key) ? cursor : null;
  if (kind === 'enum') return field?.options?.includes(cursor.key) ? cursor : null;
  return cursor.key.includes('\u0000') ? null : cursor;
}

function firstOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Validates list parameters against the descriptor. Only known fields may be
 * sorted or filtered (so a value never reaches SQL as an identifier unless it
 * is a declared column), and every value is parsed by its field's type.
 */
export function parseListQuery(
  d: EntityDescriptor,
  query: Record<string, unknown>,
  lang: Language,
  /** Every entity by id: `[under]` is accepted on references to a tree entity (and a tree's own id). */
  registry?: ReadonlyMap<string, EntityDescriptor>,
): ListParams {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const errors: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    errors[key] = [...(errors[key] ?? []), message];
  };
  const invalid = (key: string) => translate(lang, 'validation:rules.invalid', { attribute: key });

  const intParam = (key: string, fallback: number, max: number) => {
    const raw = firstOf(query[key]);
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
      fail(key, translate(lang, 'validation:rules.maximum', { attribute: key, limit: max }));
      return fallback;
    }
    return Number(raw);
  };
  const page = intParam('page', 1, MAX_PAGE);
  const perPage = intParam('per_page', d.list.pageSize ?? 20, MAX_PER_PAGE);

  const sort: ListParams['sort'] = [];
  const sortable = sortableColumns(d);
  const sortRaw = firstOf(query.sort) ?? d.list.defaultSort;
  const parts = sortRaw.split(',').filter(Boolean);
  if (parts.length > 3) fail('sort', invalid('sort'));
  for (const part of parts.slice(0, 3)) {
    const desc = part.startsWith('-');
    const field = desc ? part.slice(1) : part;
    // Only declared columns (each backed by an index): any other sort would read the whole table.
    if (!sortable.has(field))
      fail('sort', translate(lang, 'validation:rules.sortable', { field: field.slice(0, 63) }));
    else sort.push({ field, desc });
  }

  // `created_by` lets a screen ask for "mine" (the home's open leads); whoever may list the
  // rows already reads who created each one.
  const filterable = new Set<string>(['id', 'created_by', ...(d.list.filters ?? [])]);
  for (const [name, f] of Object.entries(fields))
    if (f.type === 'reference' || f.type === 'references') filterable.add(name);
  const filters: ListFilter[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (!key.startsWith('filter[')) continue;
    const match = FILTER_KEY.exec(key);
    const raw = firstOf(rawValue);
    const field = match?.[1];
    if (!match || !field || !filterable.has(field) || raw === undefined) {
      fail(key, invalid(key));
      continue;
    }
    const descriptor = fields[field];
    const kind: FieldKind = field === 'id' || field === 'created_by' ? 'id' : (descriptor?.type ?? 'string');
    if (match[2] === 'under') {
      // In this node or below it: the field must point at a tree entity (docs/guide-tree.md).
      const target =
        field === 'id'
          ? d
          : descriptor?.type === 'reference'
            ? registry?.get(descriptor.reference ?? '')
            : undefined;
      const value = parseValue('id', raw, undefined);
      if (!target?.tree || value === undefined || (value as number) < 1) fail(key, invalid(key));
      else filters.push({ field, op: 'under', value });
      continue;
    }
    const range = match[2] as 'gte' | 'lte' | undefined;
    if (raw === 'null' && !range) {
      filters.push({ field, op: 'null', value: null });
      continue;
    }
    if (range) {
      const value = ['integer', 'number', 'decimal', 'date', 'datetime', 'id'].includes(kind)
        ? parseValue(kind, raw, descriptor)
        : undefined;
      if (value === undefined) fail(key, invalid(key));
      else filters.push({ field, op: range, value });
      continue;
    }
    const values = kind === 'text' || kind === 'boolean' ? [raw] : raw.split(',').slice(0, 100);
    const parsed = values.map((v) => parseValue(kind, v, descriptor));
    if (parsed.some((v) => v === undefined)) fail(key, invalid(key));
    else if (parsed.length === 1) filters.push({ field, op: 'eq', value: parsed[0] });
    else filters.push({ field, op: 'in', value: parsed });
  }

  const cursor = readCursor(firstOf(query.cursor), sort, fields);
  if (cursor === null) fail('cursor', translate(lang, 'validation:rules.cursor'));

  const searchRaw = firstOf(query.search)?.trim();
  if (searchRaw && searchRaw.length > 100)
    fail('search', translate(lang, 'validation:rules.maxLength', { attribute: 'search', count: 100 }));
  const trashedRaw = firstOf(query.trashed) ?? 'without';
  if (!['without', 'with', 'only'].includes(trashedRaw)) fail('trashed', invalid('trashed'));

  if (Object.keys(errors).length > 0)
    throw new ValidationFailed(translate(lang, 'validation:failed'), errors);
  return {
    page,
    perPage,
    sort,
    filters,
    search:
      searchRaw && searchRaw.length <= 100 && ((d.list.quickSearch?.length ?? 0) > 0 || d.textSearch)
        ? searchRaw
        : undefined,
    trashed: trashedRaw as ListParams['trashed'],
    lang,
    ...(cursor ? { cursor } : {}),
  };
}
