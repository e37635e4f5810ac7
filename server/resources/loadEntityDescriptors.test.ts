import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { entityJsonSchema } from '../../schemas/core/entityJsonSchema';
import { validateEntityDescriptors } from '../../schemas/core/validateEntityDescriptors';
import { CM_DEMO_ROWS } from '../seed/demo/cmDemoRows';
import { loadEntityDescriptors, readDescriptorSources, SCHEMAS_DIR } from './loadEntityDescriptors';

const LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
const LOCALES_DIR = path.resolve(SCHEMAS_DIR, '../locales');

const fieldsOf = (d: EntityDescriptor) => d.fields as Record<string, FieldDescriptor>;
const entityName = (d: EntityDescriptor) => d.id.slice(d.id.indexOf('.') + 1);

const read = new Map<string, Map<string, string>>();

/** `a.b.c` → text of one locales/{language}/{module}.json. */
function messagesOf(language: string, module: string): Map<string, string> {
  const cached = read.get(`${language}/${module}`);
  if (cached) return cached;
  const out = new Map<string, string>();
  read.set(`${language}/${module}`, out);
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    } else if (typeof value === 'string') out.set(prefix, value);
  };
  walk(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${module}.json`), 'utf8')), '');
  return out;
}

/** Every translation key (`module:path`) a descriptor shows: strings anywhere in it plus one per enum option. */
function translationKeysOf(d: EntityDescriptor): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^[a-z]+:[A-Za-z0-9_.]+$/.test(value)) keys.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(d);
  for (const [field, f] of Object.entries(fieldsOf(d)))
    for (const option of f.options ?? []) keys.add(`${d.module}:options.${entityName(d)}.${field}.${option}`);
  return keys;
}

const descriptors = loadEntityDescriptors();
const byId = new Map(descriptors.map((d) => [d.id, d]));
const cm = descriptors.filter((d) => d.module === 'cm');

describe('entity descriptors', () => {
  it('all load without a problem', () => {
    const read = readDescriptorSources();
    expect(read.problems).toEqual([]);
    expect(validateEntityDescriptors(read.sources).problems).toEqual([]);
    expect(descriptors).toHaveLength(read.sources.length);
  });

  it('include every entity of customer management', () => {
    expect(cm.map((d) => d.id).sort()).toEqual(
      [
        'cm.billPickupMethod',
        'cm.creditLimitControl',
        'cm.creditRating',
        'cm.customForm',
        'cm.customerLevel',
        'cm.depositRatio',
        'cm.documentDispatchMethod',
        'cm.industryType',
        'cm.lead',
        'cm.leadSource',
        'cm.lostReason',
        'cm.organization',
        'cm.paymentTerm',
        'cm.person',
        'cm.pipeline',
        'cm.pipelineStage',
        'cm.product',
        'cm.quotation',
        'cm.quotationLine',
        'cm.salesRating',
        'cm.tag',
        'cm.taxCategory',
        'cm.termOfPayment',
        'cm.wayOfDelivery',
      ].sort(),
    );
  });

  it('show every cm field in a detail section and every writable one in the form order or a form section', () => {
    const missing: string[] = [];
    for (const d of cm) {
      const shown = new Set(d.detail?.sections.flatMap((s) => s.fields) ?? []);
      const ordered = new Set([
        ...(d.form?.order ?? []),
        ...(d.form?.sections?.flatMap((s) => s.fields) ?? []),
      ]);
      for (const [name, field] of Object.entries(fieldsOf(d))) {
        if (!shown.has(name)) missing.push(`${d.id}.${name} is in no detail section`);
        if (!field.readOnly && !ordered.has(name))
          missing.push(`${d.id}.${name} is in neither form.order nor a form section`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('have every translation key they show in locales/%s', (language) => {
    const missing = descriptors.flatMap((d) =>
      [...translationKeysOf(d)]
        .filter((key) => {
          const [module = '', path = ''] = key.split(':');
          return !messagesOf(language, module).has(path);
        })
        .map((key) => `${d.id}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('come with the cm texts the screens need', () => {
    const messages = messagesOf('en', 'cm');
    const settingsMenus = [
      'pipeline',
      'source',
      'industryType',
      'customerLevel',
      'termOfPayment',
      'paymentTerm',
      'wayOfDelivery',
      'salesRating',
      'creditRating',
      'creditLimitControl',
      'depositRatio',
      'taxCategory',
      'documentDispatchMethod',
      'billPickupMethod',
      'form',
      'tags',
    ];
    const screenMenus = [
      'use',
      'admin',
      'lead',
      'leadTable',
      'quota',
      'contact',
      'organizations',
      'persons',
      'product',
    ];
    const groups = ['infoSettings', 'finance', 'business', 'more'];
    const keys = [
      ...[...screenMenus, ...groups, ...settingsMenus].map((k) => `menu.${k}`),
      'board.empty',
      'board.moveFailed',
      'quotation.subtotal',
      'quotation.taxTotal',
      'quotation.total',
      'quotation.lines',
      'quotation.addLine',
    ];
    expect(keys.filter((key) => !messages.has(key))).toEqual([]);
  });
});

describe('CM_DEMO_ROWS', () => {
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  const isRef = (value: unknown): value is { $ref: string } =>
    typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';

  it('name known entities, referenced entities first', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { entity, rows } of CM_DEMO_ROWS) {
      const d = byId.get(entity);
      if (!d) problems.push(`${entity} is not a known entity`);
      else
        for (const f of Object.values(fieldsOf(d)))
          if (
            f.reference &&
            f.reference !== entity &&
            !seen.has(f.reference) &&
            CM_DEMO_ROWS.some((e) => e.entity === f.reference)
          )
            problems.push(`${entity} comes before ${f.reference}, which it references`);
      if (rows.length === 0) problems.push(`${entity} has no rows`);
      seen.add(entity);
    }
    expect(problems).toEqual([]);
  });

  it('fit their entity: known writable fields, valid values, $ref to an earlier row of the referenced entity', () => {
    const problems: string[] = [];
    const labels = new Map<string, Set<string>>();
    for (const { entity, rows } of CM_DEMO_ROWS) {
      const d = byId.get(entity);
      if (!d) continue;
      const fields = fieldsOf(d);
      const validate = ajv.compile(entityJsonSchema(d, 'create'));
      const own = labels.get(entity) ?? new Set<string>();
      labels.set(entity, own);
      rows.forEach((row, i) => {
        const at = `${entity}[${i}]`;
        const plain: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(row)) {
          // A document's lines are checked by its save when the demo is seeded (cmRules.test.ts).
          if (name === 'lines' && d.lines) continue;
          const field = fields[name];
          if (!field) {
            problems.push(`${at}.${name} is not a field`);
            continue;
          }
          if (!isRef(value)) {
            plain[name] = value;
            continue;
          }
          plain[name] = 1;
          const separator = value.$ref.indexOf(':');
          const target = value.$ref.slice(0, separator);
          const label = value.$ref.slice(separator + 1);
          if (field.type !== 'reference' || field.reference !== target)
            problems.push(
              `${at}.${name}: $ref "${value.$ref}" but the field references ${field.reference ?? 'nothing'}`,
            );
          else if (!labels.get(target)?.has(label))
            problems.push(`${at}.${name}: $ref "${value.$ref}" names no earlier row`);
        }
        if (!validate(plain))
          for (const e of validate.errors ?? [])
            problems.push(`${at}${e.instancePath || ''}: ${e.message} ${JSON.stringify(e.params)}`);
        own.add(String(row[d.labelField]));
      });
    }
    expect(problems).toEqual([]);
  });

  it('keep unique fields and labels unique', () => {
    const problems: string[] = [];
    for (const { entity, rows } of CM_DEMO_ROWS) {
      const d = byId.get(entity);
      if (!d) continue;
      const uniques = Object.entries(fieldsOf(d))
        .filter(([, f]) => f.unique)
        .map(([name]) => name);
      for (const name of new Set([...uniques, d.labelField])) {
        const values = rows.map((r) => r[name]).filter((v) => v !== undefined && v !== null);
        const duplicates = values.filter((v, i) => values.indexOf(v) !== i);
        if (duplicates.length > 0) problems.push(`${entity}.${name} repeats ${duplicates.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('give the board leads in every stage and quotations with 2 to 4 lines', () => {
    const leads = CM_DEMO_ROWS.find((e) => e.entity === 'cm.lead')?.rows ?? [];
    const stages = CM_DEMO_ROWS.find((e) => e.entity === 'cm.pipelineStage')?.rows ?? [];
    const used = new Set(leads.map((l) => (l.pipeline_stage_id as { $ref: string }).$ref));
    expect(stages.filter((s) => !used.has(`cm.pipelineStage:${String(s.name)}`))).toEqual([]);
    expect(leads).toHaveLength(20);
    const quotations = CM_DEMO_ROWS.find((e) => e.entity === 'cm.quotation')?.rows ?? [];
    expect(quotations).toHaveLength(3);
    for (const q of quotations) {
      // A quotation's lines are saved with it, as one document.
      const count = (q.lines as unknown[]).length;
      expect(count, String(q.number)).toBeGreaterThanOrEqual(2);
      expect(count, String(q.number)).toBeLessThanOrEqual(4);
    }
  });
});
