import Ajv from 'ajv';
import { calendarProblems } from './calendarProblems';
import { matrixProblems } from './matrixProblems';
import {
  type EntityDescriptor,
  EntityDescriptorSchema,
  type FieldDescriptor,
  SYSTEM_COLUMNS,
} from './entityDescriptorSchema';
import { formFieldProblems } from './formFieldProblems';
import { formLayoutProblems } from './formLayoutProblems';
import { linesProblems } from './linesProblems';
import { masterListProblems } from './masterListProblems';
import { ownershipProblems } from './ownershipProblems';
import { accessProblems } from './accessProblems';
import { searchAndJobProblems } from './searchAndJobProblems';
import { sameTableProblems } from './sameTableProblems';
import { rowActionProblems } from './rowActionProblems';
import { secretFieldProblems } from './secretFieldProblems';
import { isSystemReferenceTarget } from './systemEntities';
import { treeProblems } from './treeProblems';
import { decimalLimit } from './entityJsonSchema';
import { isFileKind } from './fileKinds';
import { richTextDescriptorProblems } from './richtext/richTextDescriptorProblems';

/** One thing wrong with one descriptor file, located by a JSON pointer into it. */
export interface DescriptorProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface DescriptorSource {
  file: string;
  data: unknown;
}

const ajv = new Ajv({ allErrors: true, strict: false });
const validateShape = ajv.compile<EntityDescriptor>(EntityDescriptorSchema);

const SYSTEM = new Set<string>(SYSTEM_COLUMNS);
const TEXTUAL = new Set(['string', 'text']);
const REFERRING = new Set(['reference', 'references']);
/** Path segments the generic API already answers under `{api}/` (docs/resource-api.md). */
const RESERVED_SEGMENTS = new Set([
  'all',
  'export',
  'import',
  'bulk-delete',
  'files',
  'calendar',
  'children',
  'tree-search',
  'form-definitions',
]);
/** Fields with a maxLength: texts, rich text (on the sanitised HTML) and labels (per language). */
const LENGTHY = new Set([...TEXTUAL, 'html', 'i18nText']);

function shapeProblems(file: string, data: unknown): DescriptorProblem[] {
  if (validateShape(data)) return [];
  return (validateShape.errors ?? []).map((e) => {
    const params = e.params as Record<string, unknown>;
    const extra = typeof params.additionalProperty === 'string' ? `/${params.additionalProperty}` : '';
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') message = 'is not a known property';
    if (e.keyword === 'enum' && /^\/fields\/[^/]+\/type$/.test(e.instancePath))
      message = 'is not a known field type';
    return { file, pointer: `${e.instancePath}${extra}` || '/', message };
  });
}

/** Checks that need the descriptor as a whole: names that must exist, types that must fit. */
function referenceProblems(
  file: string,
  d: EntityDescriptor,
  all: Map<string, EntityDescriptor>,
): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const fields = d.fields as Record<string, FieldDescriptor>;
  const known = (name: string) => Object.hasOwn(fields, name) || SYSTEM.has(name);
  const mustExist = (pointer: string, names: readonly string[] | undefined, allowSystem = true): void => {
    for (const [i, name] of (names ?? []).entries()) {
      if (!(allowSystem ? known(name) : Object.hasOwn(fields, name)))
        add(`${pointer}/${i}`, `names the field "${name}", which does not exist`);
    }
  };

  const [idModule] = d.id.split('.');
  if (idModule !== d.module) add('/id', `must start with its module "${d.module}."`);
  if (!d.permission.startsWith(`${d.module}.`))
    add('/permission', `must start with its module "${d.module}."`);
  if (!d.api.startsWith(`/api/${d.module}/`)) add('/api', `must start with "/api/${d.module}/"`);
  if (d.listApi !== undefined) {
    const segment = d.listApi.startsWith(`${d.api}/`) ? d.listApi.slice(d.api.length + 1) : '';
    if (!/^[a-z][a-z0-9-]*$/.test(segment))
      add('/listApi', `must be "${d.api}/" followed by one path segment`);
    else if (RESERVED_SEGMENTS.has(segment))
      add('/listApi', `"${segment}" is a call of the entity's own API; choose another segment, e.g. "list"`);
  }

  for (const [name, field] of Object.entries(fields)) {
    const at = `/fields/${name}`;
    if (SYSTEM.has(name)) add(at, `"${name}" is a system column the runtime manages; choose another name`);
    if (field.type === 'enum' && !field.options) add(`${at}/options`, 'an enum field needs its options');
    if (field.type !== 'enum' && field.options) add(`${at}/options`, 'only enum fields have options');
    if (REFERRING.has(field.type)) {
      if (!field.reference) add(`${at}/reference`, 'a reference field must name the entity it points at');
      else if (!all.has(field.reference) && !isSystemReferenceTarget(field.reference))
        add(`${at}/reference`, `points at "${field.reference}", which is not a known entity`);
    } else if (field.reference) add(`${at}/reference`, 'only reference fields point at an entity');
    if (field.importBy) {
      const via = all.get(field.importBy.entity);
      const viaFields = (via?.fields ?? {}) as Record<string, FieldDescriptor>;
      const match = viaFields[field.importBy.field];
      const value = viaFields[field.importBy.value];
      if (field.type !== 'reference')
        add(`${at}/importBy`, 'only a reference field is named through another entity');
      else if (!via) add(`${at}/importBy/entity`, `"${field.importBy.entity}" is not a known entity`);
      else if (match?.type !== 'string' || !match.unique)
        add(
          `${at}/importBy/field`,
          `"${field.importBy.entity}.${field.importBy.field}" must be a unique string field`,
        );
      else if (value?.type !== 'reference' || value.reference !== field.reference)
        add(
          `${at}/importBy/value`,
          `"${field.importBy.entity}.${field.importBy.value}" must be a reference to "${field.reference}"`,
        );
    }
    if (field.maxItems !== undefined && field.type !== 'references' && field.type !== 'files')
      add(`${at}/maxItems`, 'only references and files fields have maxItems');
    problems.push(...filesFieldProblems(file, at, field));
    // A list of ids has no single value to be unique, to index as a b-tree or to default to.
    if (field.type === 'references' && (field.unique || field.default !== undefined))
      add(at, 'a references field cannot be unique or have a default');
    // An owner list is text (`d3,g2,u7`): the server reads it as it reads what an administrator types.
    if (field.widget === 'owners' && !TEXTUAL.has(field.type))
      add(`${at}/widget`, 'the owners widget needs a string or text field');
    if (field.ownerTokens !== undefined && field.widget !== 'owners')
      add(`${at}/ownerTokens`, 'only fields with the owners widget have ownerTokens');
    if (field.scale !== undefined && field.type !== 'decimal')
      add(`${at}/scale`, 'only decimal fields have a scale');
    // Fifteen significant digits at most: what a JSON number carries exactly (decimalLimit).
    if (field.type === 'decimal')
      for (const bound of ['minimum', 'maximum'] as const)
        if (field[bound] !== undefined && Math.abs(field[bound]) > decimalLimit(field.scale ?? 2))
          add(
            `${at}/${bound}`,
            `a decimal of ${field.scale ?? 2} places holds at most ${decimalLimit(field.scale ?? 2)}`,
          );
    if ((field.maxLength !== undefined || field.minLength !== undefined) && !LENGTHY.has(field.type))
      add(at, 'only string, text, html and i18nText fields have a length');
    if (field.pattern !== undefined) {
      try {
        new RegExp(field.pattern, 'u');
      } catch {
        add(`${at}/pattern`, 'is not a valid regular expression');
      }
    }
  }

  if (!Object.hasOwn(fields, d.labelField))
    add('/labelField', `names the field "${d.labelField}", which does not exist`);
  mustExist('/list/columns', d.list.columns);
  mustExist('/list/filters', d.list.filters);
  mustExist('/list/quickSearch', d.list.quickSearch, false);
  d.list.quickSearch?.forEach((name, i) => {
    const type = fields[name]?.type;
    if (type && !TEXTUAL.has(type) && type !== 'i18nText')
      add(
        `/list/quickSearch/${i}`,
        `quick search needs a string, text or i18nText field; "${name}" is ${type}`,
      );
  });
  mustExist('/list/cardFields', d.list.cardFields);
  if (d.list.cardFields && d.list.phone !== 'cards')
    add('/list/cardFields', 'cardFields need "phone": "cards"');
  const sortField = d.list.defaultSort.replace(/^-/, '');
  if (!known(sortField)) add('/list/defaultSort', `names the field "${sortField}", which does not exist`);
  else if (['references', 'json', 'files'].includes(fields[sortField]?.type ?? ''))
    add('/list/defaultSort', `a list cannot be sorted by "${sortField}", a ${fields[sortField]?.type} field`);
  problems.push(...sortableProblems(file, d));
  mustExist('/form/order', d.form?.order, false);
  formLayoutProblems(d, add);
  for (const [i, s] of (d.detail?.sections ?? []).entries())
    mustExist(`/detail/sections/${i}/fields`, s.fields);
  d.detail?.related?.forEach((r, i) => {
    const target = all.get(r.entity);
    if (!target) add(`/detail/related/${i}/entity`, `"${r.entity}" is not a known entity`);
    else {
      const fk = (target.fields as Record<string, FieldDescriptor>)[r.field];
      if (fk?.type !== 'reference' || fk.reference !== d.id)
        add(`/detail/related/${i}/field`, `"${r.entity}.${r.field}" must be a reference to "${d.id}"`);
      for (const [j, column] of (r.columns ?? []).entries()) {
        if (!Object.hasOwn(target.fields, column) && !SYSTEM.has(column))
          add(
            `/detail/related/${i}/columns/${j}`,
            `names the field "${r.entity}.${column}", which does not exist`,
          );
      }
    }
  });
  if (d.board) {
    mustExist('/board/groupBy', [d.board.groupBy], false);
    const type = fields[d.board.groupBy]?.type;
    if (type && type !== 'enum' && type !== 'reference')
      add('/board/groupBy', 'a board groups by an enum or a reference field');
    mustExist('/board/cardTitle', [d.board.cardTitle], false);
    mustExist('/board/cardFields', d.board.cardFields);
  }
  const upload = d.list.upload;
  // An upload's node parameter is the master list's field: the chosen node is what it carries.
  if (upload?.param !== undefined && upload.param !== d.list.master?.field)
    add('/list/upload/param', 'names the field of list.master, whose chosen node goes with each upload');
  rowActionProblems(d, add);
  secretFieldProblems(d, add);
  masterListProblems(d, all, add);
  ownershipProblems(d, all, add);
  accessProblems(d, all, add);
  searchAndJobProblems(d, add);
  sameTableProblems(d, all, add);
  linesProblems(d, all, add);
  formFieldProblems(d, all, add);
  for (const p of calendarProblems(d)) add(p.pointer, p.message);
  for (const p of matrixProblems(d)) add(p.pointer, p.message);
  const editable = d.editableWhen?.field;
  if (editable !== undefined && !Object.hasOwn(d.fields, editable) && !SYSTEM.has(editable))
    add('/editableWhen/field', `names the field "${editable}", which does not exist`);
  if (d.tree) problems.push(...treeProblems(file, d));
  for (const [i, cols] of (d.indexes ?? []).entries()) mustExist(`/indexes/${i}`, cols);
  for (const [i, cols] of (d.uniqueTogether ?? []).entries()) mustExist(`/uniqueTogether/${i}`, cols, false);
  // references fields get their own GIN index; in a composite b-tree key an array means nothing useful.
  for (const key of ['indexes', 'uniqueTogether'] as const)
    d[key]?.forEach((cols, i) => {
      cols.forEach((name, j) => {
        if (fields[name]?.type === 'references' || fields[name]?.type === 'files')
          add(
            `/${key}/${i}/${j}`,
            `"${name}" is a references field, which cannot be part of a composite key`,
          );
      });
    });
  for (const [pointer, message] of richTextDescriptorProblems(d)) add(pointer, message);
  return problems;
}

/** Types a b-tree cannot serve a sort on: lists, documents, and texts longer than an index entry holds. */
const UNSORTABLE = new Set(['json', 'html', 'text', 'references', 'files', 'formDefinition', 'formValues']);
/** The system columns a list may sort by (the others are never shown as list columns). */
const SORTABLE_SYSTEM = new Set(['id', 'created_at', 'updated_at']);

/** The checks of `list.sortable`: each is indexed, so each must be a column an index can order. */
function sortableProblems(file: string, d: EntityDescriptor): DescriptorProblem[] {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const problems: DescriptorProblem[] = [];
  d.list.sortable?.forEach((name, i) => {
    const at = `/list/sortable/${i}`;
    const field = fields[name];
    if (!field && !SORTABLE_SYSTEM.has(name))
      problems.push({ file, pointer: at, message: `names the field "${name}", which does not exist` });
    else if (field && UNSORTABLE.has(field.type))
      problems.push({
        file,
        pointer: at,
        message: `a list cannot be sorted by "${name}", a ${field.type} field`,
      });
    // An index entry holds about 2,700 bytes: a longer string could not be written once indexed.
    else if ((field?.type === 'string' || field?.type === 'i18nText') && (field.maxLength ?? 255) > 500)
      problems.push({
        file,
        pointer: at,
        message: `"${name}" may hold over 500 characters, too long to sort by`,
      });
  });
  return problems;
}

/** The checks of a `files` field's settings (docs/guide-files.md). */
function filesFieldProblems(file: string, at: string, field: FieldDescriptor): DescriptorProblem[] {
  const problems: DescriptorProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  if (field.type !== 'files') {
    if (field.accept !== undefined) add(`${at}/accept`, 'only files fields have accept');
    if (field.maxSizeMb !== undefined) add(`${at}/maxSizeMb`, 'only files fields have maxSizeMb');
    return problems;
  }
  field.accept?.forEach((entry, i) => {
    if (!entry.includes('/') && !isFileKind(entry))
      add(
        `${at}/accept/${i}`,
        `"${entry}" is not a known kind of file (pdf, image, office, text, csv, archive)`,
      );
  });
  if (field.unique || field.default !== undefined || field.index)
    add(at, 'a files field cannot be unique, indexed or have a default');
  return problems;
}

/**
 * Validates every entity descriptor: its shape against the meta-schema, then
 * what depends on other fields and other descriptors (names that must exist,
 * references between entities, duplicate ids, APIs and tables).
 */
export function validateEntityDescriptors(sources: readonly DescriptorSource[]): {
  descriptors: EntityDescriptor[];
  problems: DescriptorProblem[];
} {
  const problems: DescriptorProblem[] = [];
  const valid: Array<{ file: string; d: EntityDescriptor }> = [];
  for (const { file, data } of sources) {
    const shape = shapeProblems(file, data);
    if (shape.length > 0) problems.push(...shape);
    else valid.push({ file, d: data as EntityDescriptor });
  }
  const byId = new Map<string, EntityDescriptor>();
  const seen = {
    id: new Map<string, string>(),
    api: new Map<string, string>(),
    table: new Map<string, string>(),
  };
  for (const { file, d } of valid) {
    for (const key of ['id', 'api', 'table'] as const) {
      // Another door to an entity's table shares it by design (sameTableProblems checks it).
      if (key === 'table' && d.sameTableAs !== undefined) continue;
      const other = seen[key].get(d[key]);
      if (other)
        problems.push({ file, pointer: `/${key}`, message: `"${d[key]}" is already used by ${other}` });
      else seen[key].set(d[key], file);
    }
    byId.set(d.id, d);
  }
  for (const { file, d } of valid) problems.push(...referenceProblems(file, d, byId));
  const broken = new Set(problems.map((p) => p.file));
  return { descriptors: valid.filter((v) => !broken.has(v.file)).map((v) => v.d), problems };
}
