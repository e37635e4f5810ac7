import { describe, expect, it } from 'vitest';
import leaveType from '../../../../schemas/as/entities/leaveType.entity.json';
import quotation from '../../../../schemas/cm/entities/quotation.entity.json';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { buildFormSchema } from '../form/buildFormSchema';
import { formatFieldValue } from '../format/formatFieldValue';
import { labelOfRow } from '../../../../schemas/core/richtext/labelOfRow';
import { languageOfLocale } from './languageOfLocale';
import { plainTextOfHtml } from './plainTextOfHtml';

const leaveTypes = leaveType as unknown as EntityDescriptor;
const quotations = quotation as unknown as EntityDescriptor;
const t = (key: string) => key;
const sick = {
  id: 3,
  code: 'SICK',
  name: { tw: '病假', en: 'Sick leave' },
  description: '<p>Half <b>pay</b></p><ul><li>30 days</li></ul>',
};

describe('rich text and labels on the web', () => {
  it('shows a label in the interface language, falling back to English, then Chinese', () => {
    expect(formatFieldValue(leaveTypes, 'name', sick, t, 'ja-JP')).toBe('Sick leave');
    expect(formatFieldValue(leaveTypes, 'name', sick, t, 'zh-TW')).toBe('病假');
    expect(labelOfRow(leaveTypes, sick, 'jp')).toBe('Sick leave');
    expect(labelOfRow(leaveTypes, { id: 9, name: {} }, 'jp')).toBe('#9');
    expect(languageOfLocale('zh-CN')).toBe('cn');
  });

  it('shows rich text in lists as plain text, without running or loading anything', () => {
    expect(formatFieldValue(leaveTypes, 'description', sick, t, 'en-US')).toBe('Half pay 30 days');
    expect(plainTextOfHtml('<p>a<img src="x" onerror="window.__x = 1"></p><p>b</p>')).toBe('a b');
    expect((window as unknown as { __x?: number }).__x).toBeUndefined();
  });

  it('gives html fields the rich-text editor and labels the four-language field', () => {
    const leave = buildFormSchema(leaveTypes, t);
    expect(leave.uiSchema.name).toMatchObject({ 'ui:field': 'i18nText' });
    expect(leave.schema.properties?.name).toMatchObject({
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
    });
    expect(leave.uiSchema.description).toMatchObject({ 'ui:widget': 'richText' });
    expect(buildFormSchema(quotations, t).uiSchema.terms).toMatchObject({ 'ui:widget': 'richText' });
  });
});
