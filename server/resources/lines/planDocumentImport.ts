import type { Kysely } from 'kysely';
import type { FieldDescriptor } from '../../../schemas/core/entityDescriptorSchema';
import type { Database } from '../../db/DatabaseSchema';
import { LANGUAGES, type Language, translate } from '../../http/translate';
import type { Row } from '../EntityStore';
import type { ImportTable } from '../parseImportFile';
import { type ImportError, importHeaderNames, planImport } from '../planImport';
import type { DocumentService } from './DocumentService';
import { lineValidators } from './lineJsonSchemas';

/** One document of the file: its rows' line numbers (first row first), its values and its lines. */
export interface ImportedDocument {
  key: string;
  rows: number[];
  values: Row;
  lines: Row[];
  /**
   * Some of its rows did not read: `rows` and `lines` are the ones that did, to be checked (a live
   * account, a department) but never saved, and judged as a whole (a balance) only once all read.
   */
  partial?: boolean;
}

export interface DocumentImportPlan {
  /** Data rows in the file (each one line of a document). */
  total: number;
  /** The documents whose own fields read, in the file's order: to be saved (or checked). */
  documents: ImportedDocument[];
  errors: ImportError[];
  /** The grouping column's header, in the importer's language: where a whole document's errors are shown. */
  groupTitle: string;
}

/** Which column each header is: the group, a line field, a document field (lines win a shared name), or none. */
function classifyHeaders(documents: DocumentService, headers: string[]) {
  const groupKey = documents.lines.importGroup ?? '';
  const groupNames = new Set(['document', ...LANGUAGES.map((l) => translate(l, groupKey).toLowerCase())]);
  const lineFields = importHeaderNames(documents.child.descriptor);
  lineFields.delete(documents.lines.field);
  lineFields.delete(documents.lines.order);
  const parentFields = importHeaderNames(documents.parent.descriptor);
  return headers.map((header) => {
    const h = header.trim().toLowerCase();
    if (groupNames.has(h)) return 'group' as const;
    // A label's language columns (`name.tw`) belong to their field.
    const base = /^(.*)\.(tw|en|cn|jp)$/.exec(h)?.[1] ?? h;
    if (lineFields.has(base)) return 'line' as const;
    if (parentFields.has(base)) return 'document' as const;
    return base === 'id' ? ('id' as const) : ('unknown' as const);
  });
}

/** The columns of `table` at `indexes`. */
function subTable(table: ImportTable, indexes: number[]): ImportTable {
  return {
    headers: indexes.map((i) => table.headers[i]!),
    rows: table.rows.map((r) => indexes.map((i) => r[i] ?? '')),
  };
}

/**
 * Reads an import file of a document with line items: every row is one line, and rows with the
 * same value in the grouping column (`lines.importGroup`) are one document, whose own fields are
 * read from the first row that fills them (a later row that says otherwise is refused). Cells are
 * converted and checked as in any import (planImport): the document's fields against its schema,
 * each line against a line's. What needs the tables and the rules (a voucher's balance) is checked
 * when each document is saved. Imports add documents; they never change one.
 */
export async function planDocumentImport(
  db: Kysely<Database>,
  documents: DocumentService,
  table: ImportTable,
  lang: Language,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<DocumentImportPlan> {
  // Only a descriptor naming its grouping column imports so (registerEntityRoutes).
  const groupTitle = translate(lang, documents.lines.importGroup ?? '');
  const errors: ImportError[] = [];
  const plan: DocumentImportPlan = { total: table.rows.length, documents: [], errors, groupTitle };
  const kinds = classifyHeaders(documents, table.headers);
  kinds.forEach((kind, i) => {
    const column = table.headers[i] || `#${i + 1}`;
    if (kind === 'unknown')
      errors.push({
        row: 1,
        field: column,
        message: translate(lang, 'resources:import.unknownColumn', { column }),
      });
    if (kind === 'id')
      errors.push({
        row: 1,
        field: column,
        message: translate(lang, 'resources:import.documentsCreateOnly'),
      });
  });
  const groupColumn = kinds.indexOf('group');
  if (groupColumn < 0)
    errors.push({
      row: 1,
      field: groupTitle,
      message: translate(lang, 'resources:import.noGroupColumn', { column: groupTitle }),
    });
  if (table.rows.length === 0)
    errors.push({ row: 1, field: '', message: translate(lang, 'resources:import.noRows') });
  if (errors.length > 0) return plan;

  // Rows into documents, in the order each first appears.
  const groups = new Map<string, number[]>();
  table.rows.forEach((cells, index) => {
    const key = (cells[groupColumn] ?? '').trim();
    if (key === '') {
      errors.push({
        row: index + 2,
        field: groupTitle,
        message: translate(lang, 'resources:import.noGroup', { column: groupTitle }),
      });
      return;
    }
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const parentColumns = kinds.flatMap((kind, i) => (kind === 'document' ? [i] : []));
  const lineColumns = kinds.flatMap((kind, i) => (kind === 'line' ? [i] : []));
  const parentFields = documents.parent.descriptor.fields as Record<string, FieldDescriptor>;
  const parentNames = importHeaderNames(documents.parent.descriptor);
  const keys = [...groups.keys()];

  // A document's own cells: the first filled one of its rows; a different one later is a mistake.
  const parentRows = keys.map((key) => {
    const indexes = groups.get(key)!;
    return parentColumns.map((c) => {
      let value = '';
      for (const index of indexes) {
        const cell = (table.rows[index]![c] ?? '').trim();
        if (cell === '') continue;
        if (value === '') value = cell;
        else if (cell !== value) {
          const name = parentNames.get(table.headers[c]!.trim().toLowerCase());
          const attribute = name ? translate(lang, parentFields[name]!.title) : table.headers[c]!;
          errors.push({
            row: index + 2,
            field: name ?? table.headers[c]!,
            message: translate(lang, 'resources:import.groupValueDiffers', { attribute, value: cell, key }),
          });
        }
      }
      return value;
    });
  });
  const broken = new Set<number>(errors.map((e) => e.row));

  const parentTable = { headers: parentColumns.map((i) => table.headers[i]!), rows: parentRows };
  const parents = await planImport(db, documents.parent, parentTable, lang);
  // planImport numbers its rows from 2: row k + 2 is document k, shown at its first row.
  const firstRow = (k: number) => groups.get(keys[k]!)![0]! + 2;
  for (const e of parents.errors) {
    const row = e.row === 1 ? 1 : firstRow(e.row - 2);
    errors.push({ ...e, row });
    broken.add(row);
  }
  const lines = await planImport(
    db,
    documents.child,
    subTable(table, lineColumns),
    lang,
    onProgress,
    lineValidators(documents.child.descriptor, documents.lines).create,
  );
  for (const e of lines.errors) {
    errors.push(e);
    broken.add(e.row);
  }
  const parentValues = new Map(parents.creates.map((c) => [c.line - 2, c.values]));
  const lineValues = new Map(lines.creates.map((c) => [c.line, c.values]));
  keys.forEach((key, k) => {
    const values = parentValues.get(k);
    if (!values) return;
    const all = groups.get(key)!.map((index) => index + 2);
    const rows = all.filter((row) => lineValues.has(row) && !broken.has(row));
    if (rows.length === 0) return;
    const lines = rows.map((row) => lineValues.get(row)!);
    plan.documents.push({ key, rows, values, lines, ...(rows.length < all.length ? { partial: true } : {}) });
  });
  errors.sort((a, b) => a.row - b.row);
  return plan;
}
