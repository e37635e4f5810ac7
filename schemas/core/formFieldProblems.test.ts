import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from './validateEntityDescriptors';

function model(fields: Record<string, unknown> = {}) {
  return {
    id: 'dm.model',
    module: 'dm',
    title: 'dm:entities.model.title',
    api: '/api/dm/model',
    table: 'dm_models',
    permission: 'dm.admin.modelGroup',
    actions: ['view', 'create', 'edit'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'dm:fields.model.name', required: true },
      is_active: { type: 'boolean', title: 'dm:fields.isActive' },
      definition: { type: 'formDefinition', title: 'dm:fields.model.definition', required: true },
      ...fields,
    },
    list: { columns: ['name'], defaultSort: 'name' },
  };
}

function document(attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return {
    id: 'dm.document',
    module: 'dm',
    title: 'dm:entities.document.title',
    api: '/api/dm/document',
    table: 'dm_documents',
    permission: 'dm.use.document',
    actions: ['view', 'create', 'edit'],
    labelField: 'name',
    fields: {
      name: { type: 'string', title: 'dm:fields.fileName', required: true },
      model_id: { type: 'reference', title: 'dm:fields.model.model', reference: 'dm.model' },
      attributes: { type: 'formValues', title: 'dm:fields.model.attributes', ...attributes },
    },
    list: { columns: ['name'], defaultSort: 'name' },
    ...extra,
  };
}

const FROM = {
  field: 'model_id',
  entity: 'dm.model',
  definitionField: 'definition',
  activeField: 'is_active',
};

const check = (...data: unknown[]) =>
  validateEntityDescriptors(data.map((d, i) => ({ file: `file${i}.entity.json`, data: d }))).problems;
const pointers = (...data: unknown[]) => check(...data).map((p) => `${p.pointer}: ${p.message}`);

describe('form fields of a descriptor', () => {
  it('accept a formValues field whose definitionFrom names a reference, a form and a flag', () => {
    expect(
      check(model(), document({ definitionFrom: FROM }, { textSearch: { fields: ['name', 'attributes'] } })),
    ).toEqual([]);
  });

  it('name each wrong part of definitionFrom by its pointer', () => {
    expect(
      pointers(
        model({ note: { type: 'string', title: 'dm:fields.note' } }),
        document({
          definitionFrom: { field: 'name', entity: 'dm.model', definitionField: 'note', activeField: 'name' },
        }),
      ),
    ).toEqual([
      '/fields/attributes/definitionFrom/field: "name" must be a reference field to "dm.model"',
      '/fields/attributes/definitionFrom/definitionField: "dm.model.note" must be a formDefinition field',
      '/fields/attributes/definitionFrom/activeField: "dm.model.name" must be a boolean field',
    ]);
    expect(pointers(model(), document({ definitionFrom: { ...FROM, entity: 'dm.nothing' } }))).toEqual([
      '/fields/attributes/definitionFrom/field: "model_id" must be a reference field to "dm.nothing"',
      '/fields/attributes/definitionFrom/entity: "dm.nothing" is not a known entity',
    ]);
  });

  it('want definitionFrom on formValues fields and nowhere else', () => {
    expect(pointers(model(), document({}))).toEqual([
      '/fields/attributes: a formValues field needs definitionFrom: where its form is',
    ]);
    expect(
      pointers(
        model({ code: { type: 'string', title: 'dm:fields.code', definitionFrom: FROM } }),
        document({ definitionFrom: FROM }),
      ),
    ).toEqual(['/fields/code/definitionFrom: only formValues fields have definitionFrom']);
  });

  it('keep forms out of lists, sorting, keys and plain-value settings', () => {
    expect(
      pointers(
        model({ layout: { type: 'formDefinition', title: 'dm:fields.layout', unique: true } }),
        document(
          { definitionFrom: FROM },
          { list: { columns: ['name', 'attributes'], defaultSort: 'attributes', filters: ['attributes'] } },
        ),
      ),
    ).toEqual([
      '/fields/layout/unique: a formDefinition field cannot have unique',
      '/list/columns/1: "attributes" is a formValues field, shown on the record\'s own pages only',
      '/list/filters/0: "attributes" is a formValues field, shown on the record\'s own pages only',
      '/list/defaultSort: a list cannot be sorted by "attributes", a formValues field',
    ]);
  });

  it('index a form’s values for search, but not a form', () => {
    expect(
      pointers(model(), document({ definitionFrom: FROM }, { textSearch: { fields: ['name'] } })),
    ).toEqual([]);
    expect(
      pointers({ ...model(), textSearch: { fields: ['definition'] } }, document({ definitionFrom: FROM })),
    ).toEqual([
      '/textSearch/fields/0: "definition" must be a string, text, html, i18nText or formValues field',
    ]);
  });
});
