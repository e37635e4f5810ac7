import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parseImportFile';

describe('parseImportFile', () => {
  it('reads a CSV into headers and text cells', async () => {
    const table = await parseImportFile(Buffer.from('\ufeffname,code\n"a, b",X\n\n'), 'csv');
    expect(table).toEqual({ headers: ['name', 'code'], rows: [['a, b', 'X']] });
  });

  it('refuses a file holding a NUL or broken Unicode (PostgreSQL cannot even look such text up)', async () => {
    await expect(parseImportFile(Buffer.from('name\na\u0000b\n'), 'csv')).rejects.toThrow();
    await expect(
      parseImportFile(Buffer.from('name\n\\ud800 sent as text is fine\n'), 'csv'),
    ).resolves.toBeTruthy();
  });
});
