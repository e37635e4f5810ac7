import type { FormDefinition, FormField, FormOption, TableColumn } from '../formDefinition';
import { formTranslator } from './formMessages';
import { type FormLanguage, formLanguage, localise } from './localise';
import { type FormulaNode, FormulaSyntaxError, formulaReferences, parseFormula } from './parseFormula';

type Say = (key: string, values?: Record<string, string | number>) => void;

const NUMERIC_FIELDS = new Set(['number', 'money', 'computed']);
const NUMERIC_COLUMNS = new Set(['number', 'money']);

function checkOptions(label: string, options: readonly FormOption[] | undefined, say: Say): void {
  if (!options || options.length === 0) {
    say('noOptions', { label });
    return;
  }
  const seen = new Set<string>();
  for (const option of options) {
    if (seen.has(option.value)) say('duplicateOption', { label, value: option.value });
    seen.add(option.value);
  }
}

function checkLimits(label: string, cell: FormField | TableColumn, say: Say): void {
  if (cell.minimum !== undefined && cell.maximum !== undefined && cell.minimum > cell.maximum)
    say('limits', { label });
}

/** Whether a sum reads one table only (each `sum(...)` of the tree). */
function sumsReadOneTable(node: FormulaNode): boolean {
  switch (node.kind) {
    case 'sum':
      return new Set(formulaReferences(node.body).columns.map((c) => c.table)).size <= 1;
    case 'negate':
      return sumsReadOneTable(node.operand);
    case 'binary':
      return sumsReadOneTable(node.left) && sumsReadOneTable(node.right);
    default:
      return true;
  }
}

function checkFormula(
  field: FormField,
  label: string,
  byKey: Map<string, FormField>,
  say: Say,
): FormulaNode | null {
  if (!field.formula || field.formula.trim() === '') {
    say('noFormula', { label });
    return null;
  }
  let tree: FormulaNode;
  try {
    tree = parseFormula(field.formula);
  } catch (error) {
    if (!(error instanceof FormulaSyntaxError)) throw error;
    say('formulaSyntax', { label, at: error.at + 1 });
    return null;
  }
  const { fields, columns } = formulaReferences(tree);
  for (const name of fields) {
    const other = byKey.get(name);
    if (!other) say('formulaUnknown', { label, name });
    else if (!NUMERIC_FIELDS.has(other.type)) say('formulaNotNumeric', { label, name });
  }
  for (const { table, column } of columns) {
    const name = `${table}.${column}`;
    const owner = byKey.get(table);
    const cell = owner?.type === 'table' ? owner.columns?.find((c) => c.key === column) : undefined;
    if (!cell) say('formulaUnknown', { label, name });
    else if (!NUMERIC_COLUMNS.has(cell.type)) say('formulaNotNumeric', { label, name });
  }
  if (!sumsReadOneTable(tree)) say('formulaTables', { label });
  return tree;
}

/** Computed fields whose formulas lead back to themselves. */
function cyclicFields(trees: Map<string, FormulaNode>): Set<string> {
  const cyclic = new Set<string>();
  for (const start of trees.keys()) {
    const stack = [...formulaReferences(trees.get(start)!).fields];
    const seen = new Set<string>();
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (key === start) {
        cyclic.add(start);
        break;
      }
      if (seen.has(key) || !trees.has(key)) continue;
      seen.add(key);
      stack.push(...formulaReferences(trees.get(key)!).fields);
    }
  }
  return cyclic;
}

/**
 * What is wrong with a form definition that its JSON Schema (FormDefinitionSchema) cannot see,
 * in words in `lang`: duplicate keys, choices missing, tables without columns, formulas that do
 * not parse or read unknown or non-numeric fields or themselves, conditions on unknown fields, an
 * unknown title field. Empty when the form can be saved. The template save refuses a form with
 * problems (422); the designer shows them as the administrator works.
 *
 * @example formDefinitionProblems({ fields: [], titleField: 'subject' }, 'en')
 *   // ['The title field subject is not a field of this form.']
 */
export function formDefinitionProblems(form: FormDefinition, lang?: string): string[] {
  const language: FormLanguage = formLanguage(lang);
  const t = formTranslator(language);
  const problems: string[] = [];
  const say: Say = (key, values = {}) => {
    const message = t(`form.definition.${key}`, values);
    if (!problems.includes(message)) problems.push(message);
  };
  const byKey = new Map<string, FormField>();
  for (const field of form.fields) {
    if (byKey.has(field.key)) say('duplicateKey', { key: field.key });
    else byKey.set(field.key, field);
  }
  const trees = new Map<string, FormulaNode>();
  for (const field of form.fields) {
    const label = localise(field.label, language);
    checkLimits(label, field, say);
    if (field.type === 'select' || field.type === 'multiSelect') checkOptions(label, field.options, say);
    if (field.type === 'table') {
      if (!field.columns || field.columns.length === 0) say('noColumns', { label });
      const keys = new Set<string>();
      for (const column of field.columns ?? []) {
        if (keys.has(column.key)) say('duplicateColumn', { label, key: column.key });
        keys.add(column.key);
        const columnLabel = `${label} / ${localise(column.label, language)}`;
        checkLimits(columnLabel, column, say);
        if (column.type === 'select') checkOptions(columnLabel, column.options, say);
      }
      if (field.minRows !== undefined && field.maxRows !== undefined && field.minRows > field.maxRows)
        say('rowLimits', { label });
    }
    if (field.type === 'computed') {
      const tree = checkFormula(field, label, byKey, say);
      if (tree) trees.set(field.key, tree);
    }
    const comparisons = field.showWhen
      ? 'all' in field.showWhen
        ? field.showWhen.all
        : field.showWhen.any
      : [];
    for (const comparison of comparisons) {
      const other = byKey.get(comparison.field);
      if (comparison.field === field.key) say('conditionSelf', { label });
      else if (!other || other.type === 'heading') say('conditionUnknown', { label, name: comparison.field });
    }
  }
  for (const key of cyclicFields(trees))
    say('formulaCycle', { label: localise(byKey.get(key)!.label, language) });
  if (form.titleField !== undefined) {
    const title = byKey.get(form.titleField);
    if (!title || title.type === 'heading') say('titleFieldUnknown', { key: form.titleField });
  }
  return problems;
}
