import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

function pipeline() {
  return {
    id: 'cm.pipeline',
    module: 'cm',
    title: 'cm:entities.pipeline.title',
    api: '/api/cm/pipeline',
    table: 'cm_pipelines',
    permission: 'cm.admin.pipeline',
    actions: ['view', 'create', 'edit', 'delete'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'cm:fields.name', required: true, maxLength: 100, unique: true },
      stage: { type: 'enum', title: 'cm:fields.stage', options: ['new', 'won'] },
      sort: { type: 'integer', title: 'cm:fields.sort' },
    },
    list: {
      columns: ['name', 'stage', 'updated_at'],
      defaultSort: 'sort',
      quickSearch: ['name'],
      filters: ['stage'],
    },
  };
}

function lead() {
  return {
    id: 'cm.lead',
    module: 'cm',
    title: 'cm:entities.lead.title',
    api: '/api/cm/lead',
    table: 'cm_leads',
    permission: 'cm.use.lead',
    actions: ['view'],
    labelField: 'subject',
    fields: {
      subject: { type: 'string', title: 'cm:fields.subject', required: true },
      pipeline_id: { type: 'reference', title: 'cm:fields.pipeline', reference: 'cm.pipeline' },
    },
    list: { columns: ['subject'], defaultSort: '-created_at' },
    board: { groupBy: 'pipeline_id', cardTitle: 'subject' },
  };
}

const check = (...data: unknown[]) =>
  validateEntityDescriptors(data.map((d, i) => ({ file: `file${i}.entity.json`, data: d })));

describe('validateEntityDescriptors', () => {
  it('accepts valid descriptors that reference each other', () => {
    const result = check(pipeline(), lead());
    expect(result.problems).toEqual([]);
    expect(result.descriptors.map((d) => d.id)).toEqual(['cm.pipeline', 'cm.lead']);
  });

  it('rejects an unknown field type', () => {
    const d = pipeline();
    (d.fields.sort as { type: string }).type = 'float';
    expect(check(d).problems).toContainEqual({
      file: 'file0.entity.json',
      pointer: '/fields/sort/type',
      message: 'is not a known field type',
    });
  });

  it('rejects a column naming a field that does not exist', () => {
    const d = pipeline();
    d.list.columns.push('colour');
    expect(check(d).problems).toEqual([
      {
        file: 'file0.entity.json',
        pointer: '/list/columns/3',
        message: 'names the field "colour", which does not exist',
      },
    ]);
  });

  it('checks the phone cards keys: a known mode, existing card fields, and cards asked for', () => {
    const cards = {
      ...pipeline(),
      list: { ...pipeline().list, phone: 'cards', cardFields: ['stage', 'sort'] },
    };
    expect(check(cards).problems).toEqual([]);
    const unknownField = { ...cards, list: { ...cards.list, cardFields: ['colour'] } };
    expect(check(unknownField).problems).toEqual([
      {
        file: 'file0.entity.json',
        pointer: '/list/cardFields/0',
        message: 'names the field "colour", which does not exist',
      },
    ]);
    const withoutCards = { ...pipeline(), list: { ...pipeline().list, cardFields: ['stage'] } };
    expect(check(withoutCards).problems).toEqual([
      { file: 'file0.entity.json', pointer: '/list/cardFields', message: 'cardFields need "phone": "cards"' },
    ]);
    const badMode = { ...pipeline(), list: { ...pipeline().list, phone: 'table' } };
    expect(check(badMode).problems.map((p) => p.pointer)).toContain('/list/phone');
  });

  it('rejects a permission path with a bad shape', () => {
    const d = pipeline();
    d.permission = 'cm.admin';
    const problems = check(d).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      pointer: '/permission',
      message: expect.stringContaining('must match pattern'),
    });
    d.permission = 'cm.owner.pipeline';
    expect(check(d).problems[0]?.pointer).toBe('/permission');
  });

  it('rejects duplicate ids, APIs and tables', () => {
    const problems = check(pipeline(), pipeline()).problems;
    expect(problems.map((p) => `${p.file} ${p.pointer} ${p.message}`)).toEqual([
      'file1.entity.json /id "cm.pipeline" is already used by file0.entity.json',
      'file1.entity.json /api "/api/cm/pipeline" is already used by file0.entity.json',
      'file1.entity.json /table "cm_pipelines" is already used by file0.entity.json',
    ]);
  });

  it('rejects a reference to an unknown entity and a board on a plain field', () => {
    const d = lead();
    d.fields.pipeline_id.reference = 'cm.nothing';
    d.board.groupBy = 'subject';
    const problems = check(d).problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(problems).toContain(
      '/fields/pipeline_id/reference: points at "cm.nothing", which is not a known entity',
    );
    expect(problems).toContain('/board/groupBy: a board groups by an enum or a reference field');
  });

  it('checks a related list: its field must point back here and its columns must exist', () => {
    const d = { ...pipeline(), detail: { sections: [], related: [] as unknown[] } };
    d.detail.related = [
      { entity: 'cm.lead', field: 'pipeline_id', title: 'cm:x', columns: ['subject', 'updated_at'] },
      { entity: 'cm.lead', field: 'subject', title: 'cm:x', columns: ['subject', 'amount'] },
    ];
    const messages = check(d, lead()).problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toEqual([
      '/detail/related/1/field: "cm.lead.subject" must be a reference to "cm.pipeline"',
      '/detail/related/1/columns/1: names the field "cm.lead.amount", which does not exist',
    ]);
  });

  it('rejects unknown properties, system column names and mismatched module prefixes', () => {
    const d = pipeline() as ReturnType<typeof pipeline> & { colour?: string };
    d.colour = 'red';
    expect(check(d).problems).toContainEqual({
      file: 'file0.entity.json',
      pointer: '/colour',
      message: 'is not a known property',
    });
    const e = pipeline();
    (e.fields as Record<string, unknown>).created_at = { type: 'datetime', title: 'cm:x' };
    e.api = '/api/sc/pipeline';
    const messages = check(e).problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toContain(
      '/fields/created_at: "created_at" is a system column the runtime manages; choose another name',
    );
    expect(messages).toContain('/api: must start with "/api/cm/"');
  });

  it('rejects enum fields without options, options on other types and quick search on numbers', () => {
    const d = pipeline();
    delete (d.fields.stage as { options?: string[] }).options;
    (d.fields.sort as { options?: string[] }).options = ['a'];
    d.list.quickSearch = ['sort'];
    const messages = check(d).problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toEqual([
      '/fields/stage/options: an enum field needs its options',
      '/fields/sort/options: only enum fields have options',
      '/list/quickSearch/0: quick search needs a string, text or i18nText field; "sort" is integer',
    ]);
  });

  it('accepts a references field to a known entity, filtered and shown in the list', () => {
    const d = lead() as ReturnType<typeof lead> & { list: { filters?: string[] } };
    (d.fields as Record<string, unknown>).pipeline_ids = {
      type: 'references',
      title: 'cm:fields.pipelines',
      reference: 'cm.pipeline',
      maxItems: 5,
    };
    d.list.columns.push('pipeline_ids');
    d.list.filters = ['pipeline_ids'];
    expect(check(pipeline(), d).problems).toEqual([]);
  });

  it('rejects a references field without a known target, with a default, sorted, searched or in a key', () => {
    const d = lead() as ReturnType<typeof lead> & {
      list: { quickSearch?: string[] };
      indexes?: string[][];
    };
    const fields = d.fields as Record<string, unknown>;
    fields.tag_ids = { type: 'references', title: 'cm:fields.tags', reference: 'cm.tag' };
    fields.other_ids = { type: 'references', title: 'cm:fields.tags', default: null };
    fields.count = { type: 'integer', title: 'cm:fields.count', maxItems: 3 };
    d.list.defaultSort = '-tag_ids';
    d.list.quickSearch = ['tag_ids'];
    d.indexes = [['subject', 'tag_ids']];
    const messages = check(pipeline(), d).problems.map((p) => `${p.pointer}: ${p.message}`);
    expect(messages).toEqual([
      '/fields/tag_ids/reference: points at "cm.tag", which is not a known entity',
      '/fields/other_ids/reference: a reference field must name the entity it points at',
      '/fields/other_ids: a references field cannot be unique or have a default',
      '/fields/count/maxItems: only references and files fields have maxItems',
      '/list/quickSearch/0: quick search needs a string, text or i18nText field; "tag_ids" is references',
      '/list/defaultSort: a list cannot be sorted by "tag_ids", a references field',
      '/indexes/0/1: "tag_ids" is a references field, which cannot be part of a composite key',
    ]);
  });

  it('accepts the owners widget on a string field and refuses it, or its tokens, elsewhere', () => {
    const d = pipeline();
    const fields = d.fields as Record<string, unknown>;
    fields.owners = { type: 'string', title: 'cm:fields.owners', widget: 'owners', ownerTokens: ['all'] };
    expect(check(d).problems).toEqual([]);
    fields.count = { type: 'integer', title: 'cm:fields.count', widget: 'owners' };
    fields.note = { type: 'text', title: 'cm:fields.note', ownerTokens: ['subject'] };
    expect(check(d).problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/fields/count/widget: the owners widget needs a string or text field',
      '/fields/note/ownerTokens: only fields with the owners widget have ownerTokens',
    ]);
    const unknownWord = pipeline();
    (unknownWord.fields as Record<string, unknown>).owners = {
      type: 'string',
      title: 'cm:fields.owners',
      widget: 'owners',
      ownerTokens: ['everyone'],
    };
    expect(check(unknownWord).problems.map((p) => p.pointer)).toContain('/fields/owners/ownerTokens/0');
  });

  it('never throws on garbage', () => {
    for (const junk of [null, 42, 'x', [], {}, { id: 5 }])
      expect(check(junk).problems.length).toBeGreaterThan(0);
  });
});
