import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, visibleText } from './support/waitForText';

// Issue 5: the calendar regions and their holidays on the descriptor runtime, in Chromium
// against the real server: created by hand, then a year imported from a CSV file that names
// the region by its code and by its name.
describe('calendar regions and holidays in the browser', () => {
  const e2e = useServerAndBrowsers();

  it('creates a region and a holiday, then imports a year of holidays from CSV', async () => {
    const page = await e2e.open();
    await signIn(page, e2e.server.baseUrl, 'admin');

    await page.goto(`${e2e.server.baseUrl}/sc/calendar-region`);
    await page.getByRole('button', { name: 'New' }).click();
    const regionForm = page.getByRole('dialog', { name: 'New Calendar region' });
    await regionForm.getByLabel('Name', { exact: true }).fill('Taiwan');
    await regionForm.getByLabel('Code', { exact: true }).fill('TW');
    await regionForm.getByRole('switch', { name: 'Default region' }).click();
    await regionForm.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(regionForm)).toBe(true);
    expect(await visibleText(page.getByRole('gridcell', { name: 'Taiwan', exact: true }))).toBe('Taiwan');
    expect(await visibleText(page.getByRole('gridcell', { name: 'Asia/Taipei', exact: true }))).toBe(
      'Asia/Taipei',
    );

    await page.goto(`${e2e.server.baseUrl}/sc/calendar-event`);
    await page.getByRole('button', { name: 'New' }).click();
    const eventForm = page.getByRole('dialog', { name: 'New Holiday or workday' });
    // The form's region (the list's region filter behind the dialog has the same label).
    const region = eventForm.getByLabel('Region', { exact: true });
    await region.click();
    await region.fill('Taiw');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Taiwan' })
      .first()
      .click();
    const date = eventForm.getByLabel('Date', { exact: true });
    await date.click();
    await date.fill('2026-10-10');
    // Enter would submit the form; the calendar's cell sets the date.
    await page.locator('.ant-picker-dropdown:visible td[title="2026-10-10"]').click();
    await eventForm.getByLabel('Name', { exact: true }).fill('National Day');
    await eventForm.getByRole('button', { name: 'Save' }).click();
    expect(await isGone(eventForm)).toBe(true);
    expect(await visibleText(page.getByRole('gridcell', { name: 'National Day', exact: true }))).toBe(
      'National Day',
    );

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Holiday or workday' });
    const file = dialog.getByLabel('File to import');
    await file.setInputFiles({
      name: 'holidays-2027.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Region,Date,Name,Kind\nTW,2027-01-01,New Year,holiday\nTaiwan,2027-02-20,Make-up day,workday\nTW,2026-10-10,Twice,holiday\n',
      ),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    // The third row repeats the holiday created above: the dry run says so and imports nothing.
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    expect(await visibleText(problems.getByRole('row').nth(1))).toContain('already exists');
    await file.setInputFiles({
      name: 'holidays-2027.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Region,Date,Name,Kind\nTW,2027-01-01,New Year,holiday\nTaiwan,2027-02-20,Make-up day,workday\n',
      ),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    expect(await visibleText(dialog.getByText(/Rows checked: 2/))).toContain('To create: 2');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await visibleText(page.getByText('Imported: 2 created, 0 updated.'))).toBeTruthy();
    expect(await isGone(dialog)).toBe(true);
    expect(await visibleText(page.getByRole('gridcell', { name: 'Make-up day', exact: true }))).toBe(
      'Make-up day',
    );
    expect(await visibleText(page.getByRole('gridcell', { name: 'New Year', exact: true }))).toBe('New Year');
  });
});
