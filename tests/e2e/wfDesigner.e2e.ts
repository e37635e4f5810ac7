import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TemplateDefinitionView } from '../../schemas/wf/wfApi';
import { apiAs } from './support/apiAs';
import { expectNoSeriousAxeFindings } from './support/axeFindings';
import { antdSelectText, chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

// An administrator designs a purchase request in the browser: a money field, a manager stage and
// a general-manager stage that runs only above 100,000; saves; after a reload it is all there.

describe('the form designer', () => {
  const browsers = useServerAndBrowsers();

  const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

  it('adds a money field and an amount-condition stage, saves, and shows them after a reload', async () => {
    const base = browsers.server.baseUrl;
    const created = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/wf/template', {
      name: { tw: '採購申請', en: 'Purchase request' },
      kind: 'general',
      number_prefix: 'PR',
      is_active: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;

    const page = await browsers.open();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, base, 'admin');
    await page.goto(`${base}/wf/admin/manage-forms/edit?id=${id}`);
    await page.getByRole('heading', { level: 1, name: 'Purchase request: form designer' }).waitFor();

    // The form: a money field, renamed and labelled.
    await region(page, 'Add a field').getByRole('button', { name: 'Money', exact: true }).click();
    const field = region(page, 'Field properties');
    const key = field.getByRole('textbox', { name: 'Key', exact: true });
    await key.fill('amount');
    await field.getByRole('textbox', { name: 'Label (繁體中文)', exact: true }).fill('金額');
    await field.getByRole('textbox', { name: 'Label (English)', exact: true }).fill('Amount');
    await field.getByRole('checkbox', { name: 'Required', exact: true }).check();
    expect(await visibleText(page.getByText('Unsaved changes'))).toContain('Unsaved changes');
    await expectNoSeriousAxeFindings(page, 'the designer’s form tab');

    // The flow: the applicant's manager, then the general manager above 100,000.
    await page.getByRole('tab', { name: 'Flow', exact: true }).click();
    const add = region(page, 'Add to the flow');
    await add.getByRole('button', { name: 'Add a stage', exact: true }).click();
    const stage = region(page, 'Stage properties');
    await stage.getByRole('textbox', { name: 'Name (English)', exact: true }).fill('Manager');
    await add.getByRole('button', { name: 'Add a stage', exact: true }).click();
    await stage.getByRole('textbox', { name: 'Key', exact: true }).fill('gm');
    await stage.getByRole('textbox', { name: 'Name (English)', exact: true }).fill('General manager');
    await chooseAntdOption(stage.getByRole('combobox', { name: 'Who', exact: true }), 'Named users');
    await chooseAntdOption(stage.getByRole('combobox', { name: 'Users', exact: true }), 'manager', '王大同');
    await stage
      .getByRole('checkbox', { name: 'Run this stage only when a condition holds', exact: true })
      .check();
    await chooseAntdOption(stage.getByRole('combobox', { name: 'Comparison', exact: true }), 'is more than');
    await stage.getByRole('textbox', { name: 'Value', exact: true }).fill('100000');
    await expectNoSeriousAxeFindings(page, 'the designer’s flow tab');

    await page.keyboard.press('Control+s');
    expect(await visibleText(page.getByText('Version 1', { exact: true }), 20_000)).toContain('Version 1');

    const saved = await apiAs<TemplateDefinitionView>(
      base,
      'admin',
      'GET',
      `/api/wf/template/${id}/definition`,
    );
    expect(saved.body.form.fields).toEqual([
      {
        key: 'amount',
        type: 'money',
        label: { tw: '金額', en: 'Amount', cn: '金额', jp: '金額' },
        required: true,
      },
    ]);
    expect(saved.body.flow.steps.map((s) => ('stage' in s ? s.stage.key : 'parallel'))).toEqual([
      'stage1',
      'gm',
    ]);

    // After a reload the design is what was saved.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Purchase request: form designer' }).waitFor();
    expect(await visibleText(page.getByText('Version 1', { exact: true }))).toContain('Version 1');
    const canvas = page.getByRole('list', { name: 'Fields', exact: true });
    expect(await visibleText(canvas.getByRole('button', { name: /^Amount/ }))).toContain('amount');
    await page.getByRole('tab', { name: 'Flow', exact: true }).click();
    await page.getByRole('button', { name: /^General manager/ }).click();
    expect(await stage.getByRole('textbox', { name: 'Value', exact: true }).inputValue()).toBe('100000');
    expect(await antdSelectText(stage.getByRole('combobox', { name: 'Comparison', exact: true }))).toBe(
      'is more than',
    );
    expect(await antdSelectText(stage.getByRole('combobox', { name: 'Users', exact: true }))).toContain(
      '王大同',
    );

    // The preview draws the form as an applicant fills it.
    await page.getByRole('tab', { name: 'Preview', exact: true }).click();
    const amount = page.getByRole('region', { name: 'Preview' }).getByRole('textbox', { name: /Amount/ });
    await amount.fill('1234.5');
    expect(await amount.inputValue()).toContain('1234.5');
  });

  it('stacks its panes on a phone without scrolling sideways', async () => {
    const base = browsers.server.baseUrl;
    const created = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/wf/template', {
      name: { tw: '請假單', en: 'Leave request' },
    });
    const page = await browsers.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, base, 'admin');
    await page.goto(`${base}/wf/admin/manage-forms/edit?id=${created.body.data.id}`);
    await page.getByRole('heading', { level: 1, name: 'Leave request: form designer' }).waitFor();
    await region(page, 'Add a field').getByRole('button', { name: 'Date range', exact: true }).click();
    const palette = await region(page, 'Add a field').boundingBox();
    const canvas = await region(page, 'Fields').boundingBox();
    const properties = await region(page, 'Field properties').boundingBox();
    expect(palette && canvas && properties && palette.y < canvas.y && canvas.y < properties.y).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeFindings(page, 'the designer on a phone');
  });
});
