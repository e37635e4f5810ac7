import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { descriptorJsonSchemaFile } from './descriptorJsonSchemaFile';

describe('schemas/entity-descriptor.schema.json', () => {
  it('is up to date with the meta-schema (run `npm run descriptors:schema` after changing it)', () => {
    const file = readFileSync(path.resolve(__dirname, '../entity-descriptor.schema.json'), 'utf8');
    expect(file).toBe(descriptorJsonSchemaFile());
  });
});
