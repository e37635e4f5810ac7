import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['Code', 'Name', 'Parent code', 'Level', 'Sort', 'Active'];

/**
 * A marketing division with two sections under it, one renamed section and one closed, in
 * the export's English headers. Parents are named by code (in the file or already there),
 * levels by name. Row 4 names a parent that exists nowhere until the file is fixed.
 */
function departmentRows(marketingEventsParent: string): string[][] {
  return [
    ['MKT', '行銷處', 'HQ', '事業處', '40', 'true'],
    ['MKT-D', '數位行銷課', 'MKT', '課', '1', 'true'],
    ['MKT-E', '活動行銷課', marketingEventsParent, '課', '2', 'true'],
    ['SE', '業務一課（北區）', 'SAL', '課', '15', 'true'],
    ['HR', '人力資源課', 'ADM', '課', '25', 'false'],
  ];
}

const csvOf = (rows: string[][]) => Buffer.from([HEADERS, ...rows].map((r) => r.join(',')).join('\n'));

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('departments');
  for (const row of [HEADERS, ...rows]) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** How deep a department sits in the organisation tree, by its indentation. */
async function depthInTree(page: Page, title: string): Promise<number> {
  const node = page
    .getByRole('navigation', { name: 'Departments' })
    .locator('.ant-tree-treenode')
    .filter({ hasText: title });
  await node.first().waitFor();
  return node.first().locator('.ant-tree-indent-unit').count();
}

async function download(page: Page, format: 'Excel (XLSX)' | 'CSV (UTF-8)'): Promise<string> {
  await page.getByLabel(format).check();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  return (await file.path()) as string;
}

// Issue 5: importing and exporting departments in Chromium against the real server.
describe('department import and export in the browser', () => {
  const e2e = useServerAndBrowsers();

  it('checks a department file with a bad parent, imports the fixed file, shows the tree, exports it back', async () => {
    const admin = await e2e.open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/import-dept`);
    await admin.getByRole('heading', { name: 'Import departments' }).waitFor();
    const file = admin.getByLabel('File (XLSX or CSV)');

    // The dry run: the diff of the clean rows, and the bad parent as the error of its row.
    await file.setInputFiles({
      name: 'departments.csv',
      mimeType: 'text/csv',
      buffer: csvOf(departmentRows('MKTX')),
    });
    await admin.getByRole('button', { name: 'Check file' }).click();
    expect(await visibleText(admin.getByRole('status').filter({ hasText: '5 rows' }))).toBe(
      '5 rows: 2 to create, 1 to change, 1 to deactivate, 0 unchanged.',
    );
    expect(
      await visibleText(admin.getByRole('alert').filter({ hasText: 'Nothing has been written' })),
    ).toContain('correct the file and check it again');
    // The table's own words come from the entity runtime's messages, loaded on this sc route too.
    const problems = admin.getByRole('table', { name: 'Problems in the file' });
    expect(await visibleText(problems.getByRole('row').first())).toBe('RowFieldProblem');
    expect(await visibleText(problems.getByRole('row').nth(1))).toBe(
      '4Parent codeThe parent code "MKTX" is neither in the file nor an existing department.',
    );
    const changes = admin.getByRole('table', { name: 'Changes' });
    const changeOf = (code: string) => changes.getByRole('row').filter({ hasText: code });
    expect(await visibleText(changeOf('MKT-D'))).toBe(
      '3MKT-DCreateName: 數位行銷課Parent code: MKTLevel: 課',
    );
    expect(await visibleText(changeOf('SE'))).toMatch(
      /^5SEChangeName: 業務一課 → 業務一課（北區）Sort: \d+ → 15$/,
    );
    expect(await visibleText(changeOf('HR'))).toMatch(/^6HRDeactivateSort: \d+ → 25Active: true → false$/);
    // The refused row is not in the diff: it changes nothing until it is fixed.
    expect(await changeOf('MKT-E').count()).toBe(0);
    expect(
      await admin.getByRole('button', { name: 'Import', exact: true }).getAttribute('aria-disabled'),
    ).toBe('true');

    // Fixed (as XLSX this time): the events section sits under the new division.
    await file.setInputFiles({
      name: 'departments.xlsx',
      mimeType: XLSX_TYPE,
      buffer: await workbookOf(departmentRows('MKT')),
    });
    await admin.getByRole('button', { name: 'Check file' }).click();
    expect(await visibleText(admin.getByRole('status').filter({ hasText: '5 rows' }))).toBe(
      '5 rows: 3 to create, 1 to change, 1 to deactivate, 0 unchanged.',
    );
    expect(await admin.getByRole('table', { name: 'Problems in the file' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    const confirm = admin.getByRole('dialog');
    expect(await visibleText(confirm.getByText('3 records will be created'))).toBe(
      '3 records will be created, 1 changed and 1 deactivated, all at once.',
    );
    await confirm.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await visibleText(admin.getByRole('status').filter({ hasText: 'Imported 5 rows' }))).toBe(
      'Imported 5 rows: 3 created, 1 changed, 1 deactivated, 0 unchanged.',
    );

    // The organisation tree: the division under the company, its sections under it.
    await admin.goto(`${e2e.server.baseUrl}/sc/list`);
    const tree = admin.getByRole('navigation', { name: 'Departments' });
    expect(await visibleText(tree.getByText('行銷處 (0 users)'))).toBe('行銷處 (0 users)');
    expect(await visibleText(tree.getByText('業務一課（北區） (6 users)'))).toBe(
      '業務一課（北區） (6 users)',
    );
    expect(await visibleText(tree.getByText(/^人力資源課/))).toMatch(/^人力資源課 \(\d+ users\) · inactive$/);
    expect(await depthInTree(admin, 'Atrium 示範公司')).toBe(0);
    expect(await depthInTree(admin, '行銷處')).toBe(1);
    expect(await depthInTree(admin, '數位行銷課')).toBe(2);
    expect(await depthInTree(admin, '活動行銷課')).toBe(2);
    await tree.getByText('行銷處 (0 users)').click();
    await admin.getByRole('heading', { name: 'Users of 行銷處' }).waitFor();

    // The export: every department in the import's columns, parents before their children.
    await admin.goto(`${e2e.server.baseUrl}/sc/export-dept`);
    await admin.getByRole('heading', { name: 'Export departments' }).waitFor();
    const csv = (await readFile(await download(admin, 'CSV (UTF-8)'), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(HEADERS.join(','));
    expect(csv).toEqual(
      expect.arrayContaining([
        'MKT,行銷處,HQ,事業處,40,true',
        'MKT-D,數位行銷課,MKT,課,1,true',
        'MKT-E,活動行銷課,MKT,課,2,true',
        'SE,業務一課（北區）,SAL,課,15,true',
        'HR,人力資源課,ADM,課,25,false',
      ]),
    );
    expect(csv.findIndex((l) => l.startsWith('MKT,'))).toBeLessThan(
      csv.findIndex((l) => l.startsWith('MKT-D,')),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download(admin, 'Excel (XLSX)'));
    const sheet = workbook.worksheets[0]!;
    const sheetRows: string[] = [];
    sheet.eachRow((row) => {
      sheetRows.push(
        (row.values as unknown[])
          .slice(1)
          .map((v) => String(v ?? ''))
          .join(','),
      );
    });
    expect(sheetRows).toEqual(csv);

    // The exported file imports back as "nothing changes".
    await admin.goto(`${e2e.server.baseUrl}/sc/import-dept`);
    await admin.getByLabel('File (XLSX or CSV)').setInputFiles({
      name: 'departments-export.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.join('\n')),
    });
    await admin.getByRole('button', { name: 'Check file' }).click();
    expect(await visibleText(admin.getByText('The file changes nothing.'))).toBe('The file changes nothing.');
  });
});
