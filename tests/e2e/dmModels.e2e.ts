import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../../schemas/wf/formDefinition';
import { apiAs } from './support/apiAs';
import { apiSignIn } from './support/apiSignIn';
import { chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { uploadDmFile } from './support/uploadDmFile';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, reachesPath, visibleText } from './support/waitForText';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(5_000)]);

// Document models (docs/guide-form-fields-by-model.md): an administrator adds a field to the
// contract model with the designer's form part; a colleague describes a file by that model on
// its basic attributes and reads them back on the file's information page.
describe('document management: models and a file’s attributes', () => {
  const env = useServerAndBrowsers();

  it('adds a field to a model, then fills in a file’s attributes by it and shows them', async () => {
    const base = env.server.baseUrl;
    const folder = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/dm/folder', {
      name: 'Signed contracts',
    });
    const staff = await apiAs<{ data: Array<{ id: number; account: string }> }>(
      base,
      'admin',
      'GET',
      '/api/sc/user/all',
    );
    const staffId = staff.body.data.find((u) => u.account === 'staff')?.id;
    const granted = await apiAs(base, 'admin', 'PUT', `/api/dm/folder/${folder.body.data.id}/access`, {
      inherit: true,
      entries: [{ owner: `u${staffId}`, level: 'edit' }],
    });
    expect(granted.status).toBe(200);
    const { token } = await apiSignIn(base, 'staff');
    const { id: file } = await uploadDmFile(
      base,
      token,
      folder.body.data.id,
      'MRT maintenance contract.pdf',
      pdf,
    );

    // The administrator adds a "Project" text field to the demo's contract model.
    const admin = await env.open();
    await admin.setViewportSize({ width: 1440, height: 900 });
    await signIn(admin, base, 'admin');
    await admin.goto(`${base}/dm/admin/modelGroup`);
    await admin
      .getByRole('row')
      .filter({ hasText: 'Contract' })
      .getByRole('button', { name: 'Edit “Contract”' })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Document model' });
    await dialog
      .getByRole('region', { name: 'Add a field', exact: true })
      .getByRole('button', { name: 'Text', exact: true })
      .click();
    const properties = dialog.getByRole('region', { name: 'Field properties', exact: true });
    await properties.getByRole('textbox', { name: 'Key', exact: true }).fill('project');
    await properties.getByRole('textbox', { name: 'Label (繁體中文)', exact: true }).fill('專案');
    await properties.getByRole('textbox', { name: 'Label (English)', exact: true }).fill('Project');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // What stays, not the success alert: the dialog closes on a save.
    expect(await isGone(dialog, 20_000)).toBe(true);
    const forms = await apiAs<{ data: Array<{ label: string; definition: FormDefinition }> }>(
      base,
      'staff',
      'GET',
      '/api/dm/document/form-definitions/attributes',
    );
    const contract = forms.body.data.find((m) => m.label === '合約');
    expect(contract?.definition.fields.map((f) => f.key)).toEqual([
      'counterparty',
      'amount',
      'signed_on',
      'kind',
      'project',
    ]);

    // The colleague describes the file as a contract on its basic attributes.
    const page = await env.open();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, base, 'staff');
    await page.goto(`${base}/dm/use/file/basic_attr?id=${file}`);
    await page.getByRole('heading', { name: 'Edit File' }).waitFor();
    const attributes = page.getByRole('group', { name: 'Attributes' });
    await attributes.getByText('Choose a Model to fill in its fields.').waitFor();
    await chooseAntdOption(page.getByRole('combobox', { name: 'Model', exact: true }), 'Contract');
    await attributes.getByRole('textbox', { name: /Counterparty/ }).fill('Taipei Metro Corp.');
    await attributes.getByRole('textbox', { name: /Amount/ }).fill('250000');
    await attributes.getByRole('textbox', { name: /Project/ }).fill('Circular line');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // Saved, the file's information page shows them in words.
    await reachesPath(page, '/dm/use/file/info/main');
    const info = page.getByRole('heading', { name: 'Model attributes' });
    await info.waitFor();
    expect(await visibleText(page.getByText('Taipei Metro Corp.', { exact: true }))).toBe(
      'Taipei Metro Corp.',
    );
    expect(await visibleText(page.getByText('250,000.00', { exact: true }))).toBe('250,000.00');
    expect(await visibleText(page.getByText('Circular line', { exact: true }))).toBe('Circular line');
    const saved = await apiAs<{ data: { attributes: Record<string, unknown> } }>(
      base,
      'staff',
      'GET',
      `/api/dm/document/${file}`,
    );
    expect(saved.body.data.attributes).toEqual({
      counterparty: 'Taipei Metro Corp.',
      amount: '250000.00',
      project: 'Circular line',
    });
  });
});
