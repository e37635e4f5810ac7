import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { descriptorFiles } from './descriptorFiles';

describe('descriptorFiles', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'descriptor-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const put = (file: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), '{}');
  };
  put('sc/entities/b.entity.json');
  put('sc/entities/a.entity.json');
  put('sc/entities/notes.md');
  put('cm/entities/z.entity.json');
  put('cm/settings/home.settings.json');
  mkdirSync(path.join(root, 'routes'));
  writeFileSync(path.join(root, 'entity-descriptor.schema.json'), '{}');

  it('lists one folder of every module, by suffix, modules and files sorted', () => {
    expect(descriptorFiles(root, 'entities', '.entity.json')).toEqual(
      ['cm/entities/z.entity.json', 'sc/entities/a.entity.json', 'sc/entities/b.entity.json'].map((f) =>
        path.join(root, f),
      ),
    );
    expect(descriptorFiles(root, 'settings', '.settings.json')).toEqual([
      path.join(root, 'cm/settings/home.settings.json'),
    ]);
  });
});
