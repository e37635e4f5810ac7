import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

/** A small lead with a form layout to check. */
function lead(form: Record<string, unknown>) {
  return {
    id: 'cm.lead',
    module: 'cm',
    title: 'cm:entities.lead.title',
    api: '/api/cm/lead',
    table: 'cm_leads',
    permission: 'cm.use.lead',
    actions: ['view', 'create', 'edit'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:fields.subject', required: true, maxLength: 200 },
      amount: { type: 'decimal', title: 'cm:fields.expectedAmount', scale: 2 },
      description: { type: 'text', title: 'cm:fields.description' },
    },
    list: { columns: ['subject'], defaultSort: 'subject' },
    form,
  };
}

const problemsOf = (form: Record<string, unknown>) =>
  validateEntityDescriptors([{ file: 'lead.entity.json', data: lead(form) }]).problems.map(
    (p) => `${p.file} ${p.pointer}: ${p.message}`,
  );

describe('the form layout of a descriptor', () => {
  it('accepts titled sections and spans of fields that exist', () => {
    expect(
      problemsOf({
        sections: [
          { title: 'cm:sections.basic', fields: ['subject', 'amount'] },
          { title: 'cm:sections.description', fields: ['description'] },
        ],
        span: { subject: 'full', description: 'half' },
      }),
    ).toEqual([]);
  });

  it('names the file, the pointer and the problem of a missing or twice-placed field', () => {
    expect(
      problemsOf({
        sections: [
          { title: 'cm:sections.basic', fields: ['subject', 'gone'] },
          { title: 'cm:sections.more', fields: ['amount', 'subject'] },
        ],
        span: { nothing: 'full' },
      }),
    ).toEqual([
      'lead.entity.json /form/sections/0/fields/1: names the field "gone", which does not exist',
      'lead.entity.json /form/sections/1/fields/1: "subject" is already in section 0',
      'lead.entity.json /form/span/nothing: names the field "nothing", which does not exist',
    ]);
  });

  it('refuses a span other than half or full, and a section without fields or title', () => {
    const problems = problemsOf({
      sections: [{ title: 'cm:sections.basic', fields: [] }, { fields: ['subject'] }],
      span: { subject: 'wide' },
    });
    expect(problems).toContain('lead.entity.json /form/sections/0/fields: must NOT have fewer than 1 items');
    expect(problems).toContain("lead.entity.json /form/sections/1: must have required property 'title'");
    expect(problems).toContain(
      'lead.entity.json /form/span/subject: must be equal to one of the allowed values',
    );
  });
});
