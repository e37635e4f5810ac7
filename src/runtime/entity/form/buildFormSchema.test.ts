import { describe, expect, it } from 'vitest';
import customForm from '../../../../schemas/cm/entities/customForm.entity.json';
import dmDocument from '../../../../schemas/dm/entities/document.entity.json';
import dmModel from '../../../../schemas/dm/entities/model.entity.json';
import lead from '../../../../schemas/cm/entities/lead.entity.json';
import line from '../../../../schemas/cm/entities/quotationLine.entity.json';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { buildFormSchema } from './buildFormSchema';
import { bodyOf, formValuesOf } from './formValues';

const leadDescriptor = lead as unknown as EntityDescriptor;
const t = (key: string) => `«${key}»`;

describe('buildFormSchema', () => {
  it('translates every title, orders fields as form.sections say and picks the widgets', () => {
    const { schema, uiSchema, fields } = buildFormSchema(leadDescriptor, t);
    const properties = schema.properties as Record<string, { title: string; enum?: unknown[] }>;
    expect(fields).toEqual(leadDescriptor.form?.sections?.flatMap((section) => section.fields));
    expect(uiSchema['ui:order']).toEqual(fields);
    expect(Object.values(properties).every((p) => p.title.startsWith('«'))).toBe(true);
    expect(schema.required).toEqual(['subject', 'status']);
    expect(properties.status?.enum).toEqual(['open', 'won', 'lost']);
    expect(uiSchema.status?.['ui:enumNames']).toEqual({
      open: '«cm:options.lead.status.open»',
      won: '«cm:options.lead.status.won»',
      lost: '«cm:options.lead.status.lost»',
    });
    expect(uiSchema.pipeline_stage_id).toMatchObject({
      'ui:widget': 'reference',
      'ui:options': { entity: 'cm.pipelineStage' },
    });
    expect(uiSchema.tag_ids).toMatchObject({
      'ui:widget': 'references',
      'ui:options': { entity: 'cm.tag', maxItems: 20 },
    });
    expect(schema.properties?.tag_ids).toMatchObject({ type: 'array', uniqueItems: true, maxItems: 20 });
    expect(uiSchema.description?.['ui:widget']).toBe('textarea');
    expect(uiSchema['ui:submitButtonOptions']).toMatchObject({ props: { type: 'primary' } });
  });

  it('leaves out fields the context sets and the server computes', () => {
    const { fields } = buildFormSchema(line as unknown as EntityDescriptor, t, ['quotation_id']);
    expect(fields).not.toContain('quotation_id');
    expect(fields).not.toContain('line_total');
    expect(fields[0]).toBe('product_id');
  });
});

describe('form values', () => {
  it('starts a new record from the defaults and sends only what is filled', () => {
    const values = formValuesOf(leadDescriptor, null);
    expect(values).toEqual({ status: 'open' });
    expect(bodyOf(leadDescriptor, { ...values, subject: 'Acme', description: '' }, null)).toEqual({
      subject: 'Acme',
      status: 'open',
    });
  });

  it('clears on the server what the user emptied in an edit, and sets the fixed fields', () => {
    const row = { subject: 'Acme', status: 'open', lost_reason: 'Price', description: null };
    const original = formValuesOf(leadDescriptor, row);
    expect(original).toEqual({ subject: 'Acme', status: 'open', lost_reason: 'Price' });
    expect(bodyOf(leadDescriptor, { subject: 'Acme', status: 'lost' }, original, { person_id: 3 })).toEqual({
      subject: 'Acme',
      status: 'lost',
      lost_reason: null,
      person_id: 3,
    });
  });

  it('edits JSON fields as text', () => {
    const d = customForm as unknown as EntityDescriptor;
    const values = formValuesOf(d, { name: 'F', target: 'lead', definition: { a: 1 } });
    expect(values.definition).toBe('{\n  "a": 1\n}');
    expect(bodyOf(d, { ...values, definition: '{"b":2}' }, values).definition).toEqual({ b: 2 });
  });

  it('gives forms and a form’s values fields of their own, and their source the select of its forms', () => {
    const document = buildFormSchema(dmDocument as unknown as EntityDescriptor, t);
    expect(document.uiSchema.model_id).toEqual({
      'ui:widget': 'formSource',
      'ui:options': { url: '/api/dm/document/form-definitions/attributes' },
    });
    expect(document.uiSchema.attributes).toEqual({
      'ui:field': 'formValues',
      'ui:options': {
        url: '/api/dm/document/form-definitions/attributes',
        source: 'model_id',
        sourceTitle: '«dm:fields.model.model»',
      },
    });
    expect(document.schema.properties?.attributes).toMatchObject({ type: ['object', 'null'] });
    expect(document.layout.spans.attributes).toBe('full');
    const model = dmModel as unknown as EntityDescriptor;
    expect(buildFormSchema(model, t).uiSchema.definition).toEqual({ 'ui:field': 'formDefinition' });
    // A new model's form starts with no fields; what the designer made is sent as it is.
    expect(formValuesOf(model, null).definition).toEqual({ fields: [] });
    const definition = { fields: [{ key: 'party', type: 'text', label: { tw: '對方' } }] };
    expect(bodyOf(model, { name: { tw: '合約' }, definition }, null).definition).toBe(definition);
  });
});
