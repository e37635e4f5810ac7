import { describe, expect, it } from 'vitest';
import lead from '../../../../schemas/cm/entities/lead.entity.json';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { buildFormSchema } from './buildFormSchema';
import { defaultSpan, formLayout } from './formLayout';

const leadDescriptor = lead as unknown as EntityDescriptor;
const t = (key: string) => `«${key}»`;

describe('formLayout', () => {
  it('puts short fields in one column and long ones across the row', () => {
    expect(defaultSpan({ type: 'date', title: 'cm:fields.x' })).toBe('half');
    expect(defaultSpan({ type: 'reference', title: 'cm:fields.x', reference: 'cm.tag' })).toBe('half');
    expect(defaultSpan({ type: 'string', title: 'cm:fields.x', maxLength: 200 })).toBe('half');
    expect(defaultSpan({ type: 'string', title: 'cm:fields.x', maxLength: 1000 })).toBe('full');
    expect(defaultSpan({ type: 'text', title: 'cm:fields.x' })).toBe('full');
    expect(defaultSpan({ type: 'html', title: 'cm:fields.x' })).toBe('full');
    expect(defaultSpan({ type: 'files', title: 'cm:fields.x' })).toBe('full');
    expect(defaultSpan({ type: 'json', title: 'cm:fields.x' })).toBe('full');
  });

  it('follows the descriptor’s sections and spans, the lead’s subject taking the row', () => {
    const { layout, uiSchema } = buildFormSchema(leadDescriptor, t);
    expect(layout.sections.map((s) => s.title)).toEqual([
      '«cm:sections.basic»',
      '«cm:sections.progress»',
      '«cm:sections.description»',
    ]);
    expect(layout.spans).toMatchObject({
      subject: 'full',
      organization_id: 'half',
      expected_close_date: 'half',
      description: 'full',
      attachments: 'full',
    });
    expect(uiSchema['ui:options']).toEqual({ layout });
  });

  it('shows the fields no section names after the sections, untitled; without sections, one group', () => {
    const partial = {
      ...leadDescriptor,
      form: { sections: [{ title: 'cm:sections.basic', fields: ['subject', 'status'] }] },
    } as EntityDescriptor;
    const shown = ['subject', 'person_id', 'status', 'description'];
    expect(formLayout(partial, t, shown).sections).toEqual([
      { title: '«cm:sections.basic»', fields: ['subject', 'status'] },
      { title: null, fields: ['person_id', 'description'] },
    ]);
    const plain = { ...leadDescriptor, form: undefined } as EntityDescriptor;
    expect(formLayout(plain, t, shown).sections).toEqual([{ title: null, fields: shown }]);
  });
});
