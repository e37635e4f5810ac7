import { type Language, translate } from '../../http/translate';
import type { ImportTable } from '../../resources/parseImportFile';
import { DEPARTMENT_CODE_MAX, DEPARTMENT_NAME_MAX } from '../departments/readDepartmentInput';
import { DEPARTMENT_COLUMNS, type DepartmentColumn, mapColumns, REQUIRED_COLUMNS } from './importColumns';
import { readBoolean, shown } from './readCells';
import type { RowChange, RowError } from './ScImportReport';
import type { Executor } from '../../db/Executor';

/** A department as the file describes it, after reading its cells. */
export interface DepartmentValues {
  code: string;
  name: string;
  /** Lower-cased code of the parent; null = a top-level department. */
  parentCode: string | null;
  levelId: number | null;
  sort: number;
  isActive: boolean;
}

export interface PlannedDepartment {
  line: number;
  /** The existing department with this code, or undefined for a new one. */
  id: number | undefined;
  values: DepartmentValues;
  change: RowChange | undefined;
  /** The parent code as the file spells it, for messages. */
  parentAsWritten?: string;
}

export interface DepartmentPlan {
  total: number;
  rows: PlannedDepartment[];
  errors: RowError[];
  /** The file's problem as a whole (headers), answered with 422 rather than per row. */
  fileProblem?: string;
}

interface Node {
  key: string;
  code: string | null;
  parent: string | null;
  depth: number | null;
  active: boolean;
  /** The file's row that sets this node, if any. */
  line?: number;
}

const existingKey = (id: number) => `#${id}`;

/**
 * Reads a department file against the database and lists what it would do and every
 * problem: cells (required, lengths, yes/no, numbers), codes repeated in the file, and the
 * hierarchy the file and the database make together — a parent code that exists in
 * neither, a cycle, a level not deeper than the parent's (or not above a sub-department's),
 * and an active department under an inactive one. Rows are keyed by code, case-insensitively;
 * departments missing from the file are left as they are.
 */
export async function planDepartmentImport(
  db: Executor,
  table: ImportTable,
  lang: Language,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<DepartmentPlan> {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(lang, `sc:importExport.errors.${key}`, values);
  const plan: DepartmentPlan = { total: table.rows.length, rows: [], errors: [] };
  const { byIndex, unknown, missing, duplicated } = mapColumns<DepartmentColumn>(
    DEPARTMENT_COLUMNS,
    REQUIRED_COLUMNS.department,
    table.headers,
  );
  const headerProblem = [
    ...unknown.map((h) => t('unknownColumn', { column: h })),
    ...missing.map((c) => t('missingColumn', { column: translate(lang, `sc:importExport.columns.${c}`) })),
    ...duplicated.map((c) =>
      t('duplicateColumn', { column: translate(lang, `sc:importExport.columns.${c}`) }),
    ),
  ];
  if (headerProblem.length > 0) {
    plan.fileProblem = headerProblem.join(' ');
    return plan;
  }

  const existing = await db
    .selectFrom('departments')
    .select(['id', 'code', 'name', 'parent_id', 'level_id', 'sort', 'is_active'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const levels = await db
    .selectFrom('department_levels')
    .select(['id', 'name', 'depth'])
    .where('deleted_at', 'is', null)
    .execute();
  const levelById = new Map(levels.map((l) => [l.id, l]));
  const levelByText = new Map<string, number>();
  for (const l of levels) {
    levelByText.set(l.name.trim().toLowerCase(), l.id);
    levelByText.set(String(l.depth), l.id);
  }
  const byCode = new Map<string, (typeof existing)[number]>();
  for (const d of existing)
    if (d.code && !byCode.has(d.code.toLowerCase())) byCode.set(d.code.toLowerCase(), d);
  const codeOfId = new Map(existing.map((d) => [d.id, d.code]));

  const seen = new Map<string, number>();
  table.rows.forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: DepartmentColumn) => {
      const i = byIndex.indexOf(column);
      return i < 0 ? undefined : (cells[i] ?? '').trim();
    };
    const fail = (field: DepartmentColumn, key: string, values?: Record<string, string | number>) => {
      plan.errors.push({ row: line, field, message: t(key, values) });
      broken = true;
    };
    let broken = false;
    const code = cell('code') ?? '';
    if (code === '') fail('code', 'required');
    else if (code.length > DEPARTMENT_CODE_MAX) fail('code', 'tooLong', { max: DEPARTMENT_CODE_MAX });
    else if (seen.has(code.toLowerCase()))
      fail('code', 'duplicateInFile', { row: seen.get(code.toLowerCase())! });
    else seen.set(code.toLowerCase(), line);
    const current = code === '' ? undefined : byCode.get(code.toLowerCase());

    const name = cell('name') ?? '';
    if (name === '') fail('name', 'required');
    else if (name.length > DEPARTMENT_NAME_MAX) fail('name', 'tooLong', { max: DEPARTMENT_NAME_MAX });

    const currentParentCode = current?.parent_id ? (codeOfId.get(current.parent_id) ?? null) : null;
    let parentCode: string | null = current ? (currentParentCode?.toLowerCase() ?? null) : null;
    const parentText = cell('parent_code');
    if (parentText !== undefined) {
      parentCode = parentText === '' ? null : parentText.toLowerCase();
      if (parentCode !== null && parentCode === code.toLowerCase()) fail('parent_code', 'ownParent');
    }

    let levelId = current?.level_id ?? null;
    const levelText = cell('level');
    if (levelText !== undefined) {
      if (levelText === '') levelId = null;
      else {
        const found = levelByText.get(levelText.toLowerCase());
        if (found === undefined) fail('level', 'levelMissing', { value: levelText.slice(0, 50) });
        else levelId = found;
      }
    }

    let sort = current?.sort ?? 0;
    const sortText = cell('sort');
    if (sortText !== undefined) {
      if (sortText === '') sort = 0;
      else if (/^\d{1,5}$/.test(sortText)) sort = Number(sortText);
      else fail('sort', 'badNumber', { value: sortText.slice(0, 50), max: 99999 });
    }

    let isActive = current?.is_active ?? true;
    const activeText = cell('active');
    if (activeText !== undefined && activeText !== '') {
      const value = readBoolean(activeText);
      if (value === undefined) fail('active', 'badBoolean', { value: activeText.slice(0, 50) });
      else isActive = value;
    }
    if (broken) return;
    // Matched case-insensitively: an existing department keeps its code's spelling.
    const values: DepartmentValues = {
      code: current?.code ?? code,
      name,
      parentCode,
      levelId,
      sort,
      isActive,
    };
    plan.rows.push({
      line,
      id: current?.id,
      values,
      change: undefined,
      ...(parentText ? { parentAsWritten: parentText } : {}),
    });
    if ((index + 1) % 500 === 0) onProgress(index + 1, table.rows.length);
  });

  // The tree after the import: every live department, with the file's rows applied.
  const nodes = new Map<string, Node>();
  const keyOfCode = new Map<string, string>();
  for (const d of existing) {
    const key = existingKey(d.id);
    nodes.set(key, {
      key,
      code: d.code,
      parent: d.parent_id === null ? null : existingKey(d.parent_id),
      depth: d.level_id === null ? null : (levelById.get(d.level_id)?.depth ?? null),
      active: d.is_active,
    });
    if (d.code && !keyOfCode.has(d.code.toLowerCase())) keyOfCode.set(d.code.toLowerCase(), key);
  }
  for (const row of plan.rows) {
    const key = row.id === undefined ? `+${row.values.code.toLowerCase()}` : existingKey(row.id);
    keyOfCode.set(row.values.code.toLowerCase(), key);
  }
  const parentProblem = new Set<number>();
  for (const row of plan.rows) {
    const key = keyOfCode.get(row.values.code.toLowerCase())!;
    let parent: string | null = null;
    if (row.values.parentCode !== null) {
      parent = keyOfCode.get(row.values.parentCode) ?? null;
      if (parent === null) {
        plan.errors.push({
          row: row.line,
          field: 'parent_code',
          message: t('parentMissing', { code: (row.parentAsWritten ?? row.values.parentCode).slice(0, 50) }),
        });
        parentProblem.add(row.line);
      }
    }
    nodes.set(key, {
      key,
      code: row.values.code,
      parent,
      depth: row.values.levelId === null ? null : (levelById.get(row.values.levelId)?.depth ?? null),
      active: row.values.isActive,
      line: row.line,
    });
  }
  const children = new Map<string, Node[]>();
  for (const node of nodes.values())
    if (node.parent !== null) children.set(node.parent, [...(children.get(node.parent) ?? []), node]);

  for (const row of plan.rows) {
    if (parentProblem.has(row.line)) continue;
    const node = nodes.get(keyOfCode.get(row.values.code.toLowerCase())!)!;
    const error = (field: DepartmentColumn, key: string, values?: Record<string, string | number>) =>
      plan.errors.push({ row: row.line, field, message: t(key, values) });
    // Walk up: reaching the row again is a cycle; the walk is bounded by the tree's size.
    let up = node.parent;
    for (let steps = 0; up !== null && steps <= nodes.size; steps++) {
      if (up === node.key) {
        error('parent_code', 'cycle');
        break;
      }
      up = nodes.get(up)?.parent ?? null;
    }
    const parent = node.parent === null ? undefined : nodes.get(node.parent);
    if (parent && node.depth !== null && parent.depth !== null && node.depth <= parent.depth)
      error('level', 'levelNotDeeper', { depth: parent.depth });
    const kids = children.get(node.key) ?? [];
    const shallowest = Math.min(...kids.map((k) => k.depth ?? Number.POSITIVE_INFINITY));
    // A child named in the file reports the pair itself; here only the database's children.
    if (
      node.depth !== null &&
      kids.some((k) => k.line === undefined && k.depth !== null && k.depth <= node.depth!)
    )
      error('level', 'levelNotAboveChildren', { depth: shallowest });
    if (parent && node.active && !parent.active) error('active', 'parentInactive');
    if (!node.active && kids.some((k) => k.active && k.line === undefined))
      error('active', 'hasActiveChildren');
  }

  // What each clean row changes.
  for (const row of plan.rows) {
    const v = row.values;
    const levelName = (id: number | null) => (id === null ? '' : (levelById.get(id)?.name ?? ''));
    const parentShown = (lowerCode: string | null) => {
      if (lowerCode === null) return '';
      const key = keyOfCode.get(lowerCode);
      return (key ? nodes.get(key)?.code : undefined) ?? lowerCode;
    };
    if (row.id === undefined) {
      row.change = {
        row: row.line,
        key: v.code,
        action: 'create',
        changes: [
          { field: 'name', before: '', after: v.name },
          ...(v.parentCode ? [{ field: 'parent_code', before: '', after: parentShown(v.parentCode) }] : []),
          ...(v.levelId ? [{ field: 'level', before: '', after: levelName(v.levelId) }] : []),
          ...(v.isActive ? [] : [{ field: 'active', before: '', after: 'false' }]),
        ],
      };
      continue;
    }
    const current = byCode.get(v.code.toLowerCase())!;
    const currentParent =
      current.parent_id === null ? null : (codeOfId.get(current.parent_id) ?? `#${current.parent_id}`);
    const changes = [
      { field: 'code', before: shown(current.code), after: v.code },
      { field: 'name', before: current.name, after: v.name },
      { field: 'parent_code', before: shown(currentParent), after: parentShown(v.parentCode) },
      { field: 'level', before: levelName(current.level_id), after: levelName(v.levelId) },
      { field: 'sort', before: shown(current.sort), after: shown(v.sort) },
      { field: 'active', before: shown(current.is_active), after: shown(v.isActive) },
    ].filter((c) =>
      c.field === 'parent_code' ? c.before.toLowerCase() !== c.after.toLowerCase() : c.before !== c.after,
    );
    if (changes.length > 0)
      row.change = {
        row: row.line,
        key: v.code,
        action: current.is_active && !v.isActive ? 'deactivate' : 'update',
        changes,
      };
  }
  onProgress(table.rows.length, table.rows.length);
  return plan;
}
