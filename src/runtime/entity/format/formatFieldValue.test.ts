import { beforeAll, describe, expect, it } from 'vitest';
import lead from '../../../../schemas/cm/entities/lead.entity.json';
import stage from '../../../../schemas/cm/entities/pipelineStage.entity.json';
import notifyRule from '../../../../schemas/sc/entities/notifyRule.entity.json';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { i18n } from '../../../platform/i18n/i18n';
import { initTestI18n } from '../../../testing/initTestI18n';
import { localeHandlers } from '../testing/localeHandlers';
import { formatFieldValue, referencesLabels } from './formatFieldValue';

const leadDescriptor = lead as unknown as EntityDescriptor;
const stageDescriptor = stage as unknown as EntityDescriptor;
const ruleDescriptor = notifyRule as unknown as EntityDescriptor;

beforeAll(async () => {
  await initTestI18n('en');
  for (const [key, answer] of Object.entries(localeHandlers())) {
    const ns = key.split('/').pop() ?? '';
    for (const [language, messages] of Object.entries(answer.body as Record<string, object>))
      i18n.addResourceBundle(language, ns, messages, true, true);
  }
});

const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;

describe('formatFieldValue', () => {
  const row = {
    subject: 'Acme',
    status: 'won',
    expected_amount: 1234.5,
    expected_close_date: '2026-12-24',
    pipeline_stage_id: 4,
    pipeline_stage_id_label: 'Proposal',
    source_id: 9,
    source_id_label: null,
    lost_reason: null,
    updated_at: '2026-11-22T09:30:00.000Z',
  };

  it('shows references by label, enums translated, decimals and dates in the language’s format', () => {
    expect(formatFieldValue(leadDescriptor, 'pipeline_stage_id', row, t, 'en-US')).toBe('Proposal');
    expect(formatFieldValue(leadDescriptor, 'source_id', row, t, 'en-US')).toBe('#9');
    expect(formatFieldValue(leadDescriptor, 'status', row, t, 'en-US')).toBe('Won');
    expect(formatFieldValue(leadDescriptor, 'expected_amount', row, t, 'en-US')).toBe('1,234.50');
    expect(formatFieldValue(leadDescriptor, 'expected_amount', row, t, 'de-DE')).toBe('1.234,50');
    expect(formatFieldValue(leadDescriptor, 'expected_close_date', row, t, 'en-US')).toBe('12/24/2026');
    expect(formatFieldValue(leadDescriptor, 'expected_close_date', row, t, 'zh-TW')).toBe('2026/12/24');
    expect(formatFieldValue(leadDescriptor, 'lost_reason', row, t, 'en-US')).toBe('');
    expect(formatFieldValue(leadDescriptor, 'updated_at', row, t, 'en-US')).toMatch(/^11\/22\/2026/);
  });

  it('shows who created or changed a row by name, and an id the server did not name as #id', () => {
    const audited = { ...row, created_by: 5, created_by_label: 'Chen Mei', updated_by: 6 };
    expect(formatFieldValue(leadDescriptor, 'created_by', audited, t, 'en-US')).toBe('Chen Mei');
    expect(formatFieldValue(leadDescriptor, 'updated_by', audited, t, 'en-US')).toBe('#6');
  });

  it('shows several references by their labels in order, an unnamed id as #id, none as empty', () => {
    const tagged = { tag_ids: [3, 7, 9], tag_ids_labels: ['VIP', 'Hot'] };
    expect(formatFieldValue(leadDescriptor, 'tag_ids', tagged, t, 'en-US')).toBe('VIP, Hot, #9');
    expect(referencesLabels('tag_ids', tagged)).toEqual(['VIP', 'Hot', '#9']);
    expect(formatFieldValue(leadDescriptor, 'tag_ids', { tag_ids: [], tag_ids_labels: [] }, t, 'en-US')).toBe(
      '',
    );
  });

  it('translates booleans and keeps integers grouped', () => {
    const stageRow = { is_active: false, probability: 1000 };
    expect(formatFieldValue(stageDescriptor, 'is_active', stageRow, t, 'en-US')).toBe('No');
    expect(formatFieldValue(stageDescriptor, 'probability', stageRow, t, 'en-US')).toBe('1,000');
  });

  it('shows an owner list by name, a reference nobody has as deleted, and as stored until names arrive', () => {
    const names = new Map([
      ['subject', 'The person concerned'],
      ['d3', 'Sales'],
      ['u7', 'Alice Chen'],
    ]);
    const rule = { recipients: 'subject,d3,u7,g9' };
    expect(formatFieldValue(ruleDescriptor, 'recipients', rule, t, 'en-US', { owners: names })).toBe(
      'The person concerned, Sales, Alice Chen, g9 (deleted)',
    );
    expect(formatFieldValue(ruleDescriptor, 'recipients', rule, t, 'en-US')).toBe('subject, d3, u7, g9');
  });
});
