import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import security from '../../sc/settings/security.settings.json';
import { settingsJsonSchemaFile } from './settingsJsonSchemaFile';
import { validateSettingsDescriptors } from './validateSettingsDescriptors';

const FILE = 'schemas/sc/settings/security.settings.json';
const check = (data: unknown) => validateSettingsDescriptors([{ file: FILE, data }]).problems;
const clone = (): Record<string, unknown> => JSON.parse(JSON.stringify(security));

describe('validateSettingsDescriptors', () => {
  it('accepts the shipped security settings', () => {
    expect(check(security)).toEqual([]);
  });

  it('names the file, the JSON pointer and the problem of a wrong shape', () => {
    const d = clone();
    (d.fields as Record<string, Record<string, unknown>>).lockMinutes!.type = 'money';
    d.colour = 'blue';
    expect(check(d)).toEqual(
      expect.arrayContaining([
        {
          file: FILE,
          pointer: '/fields/lockMinutes/type',
          message: 'must be equal to one of the allowed values',
        },
        { file: FILE, pointer: '/colour', message: 'is not a known property' },
      ]),
    );
  });

  it('finds fields no section shows, sections naming missing fields, and defaults that do not fit', () => {
    const d = clone();
    const fields = d.fields as Record<string, Record<string, unknown>>;
    fields.lockMinutes!.default = 0;
    fields.extra = { type: 'boolean', title: 'sc:x.y', default: false };
    (d.sections as Array<{ fields: unknown[] }>)[0]!.fields.push('nothing');
    expect(check(d)).toEqual([
      {
        file: FILE,
        pointer: '/fields/lockMinutes/default',
        message: 'does not fit the field: default must be >= 1',
      },
      {
        file: FILE,
        pointer: '/sections/0/fields/2',
        message: 'names the field "nothing", which does not exist',
      },
      { file: FILE, pointer: '/fields/extra', message: 'is in no section, so no one could edit it' },
    ]);
  });

  it('keeps permissions and API paths inside the module, and ids and paths unique', () => {
    const d = clone();
    d.api = '/api/cm/security';
    (d.permission as Record<string, string>).edit = 'cm.admin.security.actions.edit';
    expect(check(d)).toEqual([
      { file: FILE, pointer: '/api', message: 'must start with "/api/sc/"' },
      { file: FILE, pointer: '/permission/edit', message: 'must start with its module "sc."' },
    ]);
    const twice = validateSettingsDescriptors([
      { file: 'a.settings.json', data: security },
      { file: 'b.settings.json', data: security },
    ]).problems.map((p) => `${p.file}#${p.pointer}`);
    expect(twice).toEqual(['b.settings.json#/id', 'b.settings.json#/api', 'b.settings.json#/readApi']);
  });
});

describe('schemas/settings-descriptor.schema.json', () => {
  it('is up to date with the meta-schema (run `npm run descriptors:schema` after changing it)', () => {
    const file = readFileSync(path.resolve(__dirname, '../../settings-descriptor.schema.json'), 'utf8');
    expect(file).toBe(settingsJsonSchemaFile());
  });
});
