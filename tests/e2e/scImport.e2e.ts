import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PASSWORD = 'Welcome-2026';

/** 100 new users as an administrator would fill them in, with the export's English headers. */
async function usersWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.addRow([
    'Account',
    'Name',
    'Email',
    'Language',
    'Active',
    'Primary department',
    'Job position',
    'Groups',
  ]);
  for (let i = 1; i <= 100; i++) {
    const n = String(i).padStart(3, '0');
    sheet.addRow([
      `e2e${n}`,
      `E2E user ${n}`,
      `e2e${n}@example.com`,
      'en',
      true,
      i % 2 ? 'RND' : 'SAL',
      '專員',
      '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// Issue 5: importing users from a spreadsheet in Chromium against the real server.
describe('user import in the browser', () => {
  const e2e = useServerAndBrowsers();

  it('imports 100 users from an XLSX file: dry-run report, confirm, and they can sign in', async () => {
    const admin = await e2e.open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/import-user`);
    await admin.getByRole('heading', { name: 'Import users' }).waitFor();

    await admin
      .getByLabel('File (XLSX or CSV)')
      .setInputFiles({ name: 'users.xlsx', mimeType: XLSX_TYPE, buffer: await usersWorkbook() });
    await admin.getByLabel('Initial password of new users').fill(PASSWORD);
    await admin.getByRole('button', { name: 'Check file' }).click();
    const summary = admin.getByRole('status').filter({ hasText: '100 rows' });
    expect(await visibleText(summary)).toBe(
      '100 rows: 100 to create, 0 to change, 0 to deactivate, 0 unchanged.',
    );
    const changes = admin.getByRole('table', { name: 'Changes' });
    expect(await visibleText(changes.getByRole('cell', { name: 'e2e001', exact: true }))).toBe('e2e001');
    expect(await changes.getByRole('cell', { name: 'Create' }).count()).toBeGreaterThan(0);

    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    const confirm = admin.getByRole('dialog');
    expect(await visibleText(confirm.getByText('100 records will be created'))).toContain('0 deactivated');
    await confirm.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await visibleText(admin.getByRole('status').filter({ hasText: 'Imported 100 rows' }))).toBe(
      'Imported 100 rows: 100 created, 0 changed, 0 deactivated, 0 unchanged.',
    );

    // They exist: one signs in with the initial password, and the user export lists them all.
    const login = await fetch(`${e2e.server.baseUrl}/api/sc/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'E2E050', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    expect(token).toBeTruthy();
    const adminLogin = await fetch(`${e2e.server.baseUrl}/api/sc/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'admin', password: 'demo1234' }),
    });
    const adminToken = ((await adminLogin.json()) as { access_token: string }).access_token;
    const exported = await fetch(`${e2e.server.baseUrl}/api/sc/user/export?format=csv`, {
      headers: { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' },
    });
    const lines = (await exported.text()).split('\n').filter((l) => l.startsWith('e2e'));
    expect(lines).toHaveLength(100);
    expect(lines[49]).toBe('e2e050,E2E user 050,e2e050@example.com,,en,true,SAL,專員,,');
  });
});
