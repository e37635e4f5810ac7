import { describe, expect, it } from 'vitest';
import type { EntityDescriptor } from './entityDescriptorSchema';
import { entityJsonSchema } from './entityJsonSchema';
import { inputAccept, isAcceptedMime } from './fileKinds';
import { validateEntityDescriptors } from './validateEntityDescriptors';

function contract(fields: Record<string, unknown>, defaultSort = 'subject') {
  return {
    id: 'cm.contract',
    module: 'cm',
    title: 'cm:entities.contract.title',
    api: '/api/cm/contract',
    table: 'cm_contracts',
    permission: 'cm.use.contract',
    actions: ['view', 'create', 'edit'],
    labelField: 'subject',
    fields: { subject: { type: 'string', title: 'cm:fields.subject', required: true }, ...fields },
    list: { columns: ['subject'], defaultSort },
  };
}

const check = (data: unknown) =>
  validateEntityDescriptors([{ file: 'schemas/cm/entities/contract.entity.json', data }]).problems.map(
    (p) => `${p.file}#${p.pointer}: ${p.message}`,
  );

describe('files fields in descriptors', () => {
  it('accepts an attachment field with kinds, MIME types, a count and a size limit', () => {
    const d = contract({
      scans: {
        type: 'files',
        title: 'cm:fields.attachments',
        accept: ['pdf', 'image', 'application/zip'],
        maxItems: 5,
        maxSizeMb: 50,
      },
    });
    expect(check(d)).toEqual([]);
  });

  it('names the file and pointer of each mistake', () => {
    const d = contract(
      {
        scans: { type: 'files', title: 'cm:fields.attachments', accept: ['pdf', 'movies'], unique: true },
        note: { type: 'text', title: 'cm:fields.note', accept: ['pdf'], maxSizeMb: 3 },
      },
      'scans',
    );
    expect(check(d)).toEqual([
      'schemas/cm/entities/contract.entity.json#/fields/scans/accept/1: "movies" is not a known kind of file (pdf, image, office, text, csv, archive)',
      'schemas/cm/entities/contract.entity.json#/fields/scans: a files field cannot be unique, indexed or have a default',
      'schemas/cm/entities/contract.entity.json#/fields/note/accept: only files fields have accept',
      'schemas/cm/entities/contract.entity.json#/fields/note/maxSizeMb: only files fields have maxSizeMb',
      'schemas/cm/entities/contract.entity.json#/list/defaultSort: a list cannot be sorted by "scans", a files field',
    ]);
  });

  it('refuses a size limit beyond 2 GB and an accept entry that is neither word nor MIME type', () => {
    const d = contract({
      scans: { type: 'files', title: 'cm:fields.attachments', accept: ['PDF!'], maxSizeMb: 4096 },
    });
    expect(check(d)).toEqual([
      'schemas/cm/entities/contract.entity.json#/fields/scans/accept/0: must match pattern "^([a-z]+|[a-z]+/[a-z0-9][a-z0-9.+-]*)$"',
      'schemas/cm/entities/contract.entity.json#/fields/scans/maxSizeMb: must be <= 2048',
    ]);
  });

  it('takes a list of upload ids in writes, at most maxItems (10 by default)', () => {
    const d = contract({
      scans: { type: 'files', title: 'cm:fields.attachments', maxItems: 2 },
      photos: { type: 'files', title: 'cm:fields.photos' },
    }) as unknown as EntityDescriptor;
    const properties = entityJsonSchema(d, 'create').properties as Record<string, Record<string, unknown>>;
    expect(properties.scans).toMatchObject({ type: ['array', 'null'], maxItems: 2, uniqueItems: true });
    expect(properties.photos).toMatchObject({ maxItems: 10 });
  });
});

describe('file kinds', () => {
  it('allows the MIME types of each word, MIME types themselves, and anything without accept', () => {
    expect(isAcceptedMime(['pdf'], 'application/pdf')).toBe(true);
    expect(isAcceptedMime(['pdf'], 'text/plain')).toBe(false);
    expect(
      isAcceptedMime(['office'], 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe(true);
    expect(isAcceptedMime(['text'], 'text/csv')).toBe(true);
    expect(isAcceptedMime(['image/png'], 'image/png')).toBe(true);
    expect(isAcceptedMime(['image'], 'image/svg+xml')).toBe(false);
    expect(isAcceptedMime(undefined, 'application/octet-stream')).toBe(true);
    expect(inputAccept(['pdf', 'image'])).toBe('.pdf,image/*');
  });
});
