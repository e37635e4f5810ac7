import { describe, expect, it } from 'vitest';
import { validateEntityDescriptors } from '../validateEntityDescriptors';

function kind(
  fields: Record<string, unknown>,
  list: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  return {
    id: 'cm.kind',
    module: 'cm',
    title: 'cm:entities.kind.title',
    api: '/api/cm/kind',
    table: 'cm_kinds',
    permission: 'cm.admin.kind',
    actions: ['view'],
    labelField: 'name',
    fields: {
      name: { type: 'i18nText', title: 'cm:fields.name', required: true, maxLength: 50 },
      body: { type: 'html', title: 'cm:fields.body', maxLength: 5000 },
      ...fields,
    },
    list: { columns: ['name'], defaultSort: 'name', quickSearch: ['name'], ...list },
    ...extra,
  };
}

const problems = (data: unknown) =>
  validateEntityDescriptors([{ file: 'kind.entity.json', data }]).problems.map(
    (p) => `${p.pointer}: ${p.message}`,
  );

describe('html and i18nText in descriptors', () => {
  it('accepts a label as labelField, sort and quick search, and rich text with a maxLength', () => {
    expect(problems(kind({}))).toEqual([]);
  });

  it('refuses what neither can be', () => {
    expect(
      problems(
        kind(
          {
            name: { type: 'i18nText', title: 'cm:fields.name', unique: true, minLength: 2 },
            body: { type: 'html', title: 'cm:fields.body', default: '<p></p>', widget: 'textarea' },
          },
          { filters: ['name'], quickSearch: ['body'] },
          { uniqueTogether: [['name', 'body']] },
        ),
      ),
    ).toEqual([
      '/list/quickSearch/0: quick search needs a string, text or i18nText field; "body" is html',
      '/fields/name/unique: an i18nText field cannot have unique',
      '/fields/name/minLength: an i18nText field has no minLength (required means one language)',
      '/fields/body/widget: an html field cannot have widget',
      '/fields/body/default: an html field cannot have default',
      '/list/filters/0: a list cannot be filtered by "name", an i18nText field',
      '/uniqueTogether/0/0: "name" is an i18nText field, which cannot be part of a key',
      '/uniqueTogether/0/1: "body" is an html field, which cannot be part of a key',
    ]);
  });

  it('refuses rich text as the label or the default sort', () => {
    expect(problems({ ...kind({}, { defaultSort: '-body' }), labelField: 'body' })).toEqual([
      '/labelField: an html field cannot be the label',
      '/list/defaultSort: a list cannot be sorted by "body", an html field',
    ]);
  });
});
