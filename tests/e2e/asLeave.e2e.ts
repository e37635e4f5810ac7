import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { expectNoSeriousAxeFindings } from './support/axeFindings';
import { chooseAntdOption } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

/** user12 sits in the sales division, whose head is `manager`: the demo leave form's signer. */
const APPLICANT = 'user12';

/** A weekday of this month other than today (the calendar opens on this month). */
function leaveDay(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const candidates = Array.from(
    { length: days },
    (_, i) => `${today.slice(0, 8)}${String(i + 1).padStart(2, '0')}`,
  )
    .filter((d) => d !== today)
    .filter((d) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
  // The first weekday after today when there is one, else the last before it.
  return candidates.find((d) => d > today) ?? candidates[candidates.length - 1]!;
}

/** The text of the applicant's balance row of a leave type on /as/use/leave. */
function balanceRow(page: Page, type: string) {
  return page.getByRole('row').filter({ hasText: type });
}

/** Types a date into an antd date picker and confirms it with Tab (Enter would submit the form). */
async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Tab');
  await expect.poll(() => input.inputValue()).toBe(date);
}

// Issue 15: a leave request in Chromium against the real server and the demo: the applicant
// applies from the attendance forms; the balance shows the hold at once; the manager approves
// in another browser; the applicant's balance and clock-in calendar follow without a reload.
describe('leave through the sign-off', () => {
  const e2e = useServerAndBrowsers();

  it('applies for a day off, the manager approves it in another browser, and the balance and calendar follow', async () => {
    const base = e2e.server.baseUrl;
    const today = (await apiAs<{ data: { date: string } }>(base, APPLICANT, 'GET', '/api/as/clocking')).body
      .data.date;
    const day = leaveDay(today);

    const balances = await e2e.open();
    await signIn(balances, base, APPLICANT);
    await balances.goto(`${base}/as/use/leave`);
    await balanceRow(balances, 'Annual leave').waitFor({ timeout: 20_000 });
    expect(await balanceRow(balances, 'Annual leave').textContent()).toContain('56');

    const applicant = await e2e.open();
    await signIn(applicant, base, APPLICANT);
    await applicant.goto(`${base}/as/use/workflow`);
    await applicant.getByRole('heading', { name: 'Application forms', level: 1 }).waitFor();
    await expectNoSeriousAxeFindings(applicant, 'the attendance forms');
    await applicant.getByRole('link', { name: 'Leave request' }).click();
    await chooseAntdOption(applicant.getByLabel('Leave type'), 'Annual leave');
    await typeDate(applicant, 'Start', day);
    await typeDate(applicant, 'End', day);
    await applicant.getByLabel('Reason').fill('Family day');
    await applicant.getByRole('button', { name: 'Submit' }).click();
    await applicant.getByTestId('wf-status').waitFor({ timeout: 20_000 });
    expect(await applicant.getByTestId('wf-status').textContent()).toBe('Running');

    // The hold shows on the balance page without a reload: 8 hours awaiting sign-off.
    await expect
      .poll(() => balanceRow(balances, 'Annual leave').textContent(), { timeout: 20_000 })
      .toMatch(/56(\.00)?\s*8(\.00)?/);

    const manager = await e2e.open();
    await signIn(manager, base, 'manager');
    // The applicant watches the month; the manager opens the application (its address names it).
    const application = applicant.url();
    await applicant.goto(`${base}/as/use/calendar`);
    const event = applicant.locator(`.fc-daygrid-day[data-date="${day}"] .fc-event`);
    await event.first().waitFor({ timeout: 20_000 });
    expect(await event.first().textContent()).not.toContain('On leave');
    await manager.goto(application);
    await manager.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Approve' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Approve' });
    await dialog.getByRole('textbox').fill('Enjoy the day');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => manager.getByTestId('wf-status').textContent(), { timeout: 20_000 })
      .toBe('Approved');

    // The balance follows live: 48 hours left, nothing held.
    await expect
      .poll(() => balanceRow(balances, 'Annual leave').textContent(), { timeout: 20_000 })
      .toMatch(/48(\.00)?\s*0(\.00)?/);
    await balances.goto(`${base}/as/use/dayoff`);
    await balances.getByRole('row').filter({ hasText: 'Approved' }).first().waitFor({ timeout: 20_000 });

    // The day turns to leave in the open clock-in calendar, without a reload.
    await expect.poll(() => event.first().textContent(), { timeout: 20_000 }).toContain('On leave');
  });

  it('imports a month of punches from a device file and shows the day that went wrong among the exceptions', async () => {
    const base = e2e.server.baseUrl;
    const users = await apiAs<{ data: Array<{ id: number; account: string }> }>(
      base,
      'admin',
      'GET',
      '/api/sc/user/all',
    );
    const userId = users.body.data.find((u) => u.account === 'user13')!.id;
    const member = await apiAs<{ data: Array<{ card_number: string }> }>(
      base,
      'admin',
      'GET',
      `/api/as/member?filter[user_id]=${userId}`,
    );
    const card = member.body.data[0]!.card_number;
    // Every weekday of last month, in and out; the second one arrives 40 minutes late.
    const today = (await apiAs<{ data: { date: string } }>(base, 'admin', 'GET', '/api/as/clocking')).body
      .data.date;
    const first = new Date(`${today.slice(0, 8)}01T00:00:00Z`);
    first.setUTCMonth(first.getUTCMonth() - 1);
    const weekdays: string[] = [];
    for (const d = new Date(first); d.getUTCMonth() === first.getUTCMonth(); d.setUTCDate(d.getUTCDate() + 1))
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) weekdays.push(d.toISOString().slice(0, 10));
    const late = weekdays[1]!;
    const lines = weekdays.flatMap((day) => [
      `${card},${day} ${day === late ? '09:40' : '08:55'},device`,
      `${card},${day} 18:02,device`,
    ]);

    const page = await e2e.open();
    await signIn(page, base, 'admin');
    await page.goto(`${base}/as/admin/leave/employee-punch-record`);
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Punch' });
    await dialog.getByLabel('File to import').setInputFiles({
      name: 'device.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`user_id,punched_at,source\n${lines.join('\n')}\n`),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText(`Rows checked: ${lines.length}`, { exact: false }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    // The exceptions list, narrowed to the employee: the late day and nothing else of the month.
    await page.goto(
      `${base}/as/admin/leave/punch-card-error-list?filter[user_id]=${userId}&filter[status]=exception`,
    );
    await page.getByRole('gridcell', { name: 'late', exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('gridcell', { name: 'late', exact: true }).count()).toBe(1);
  });
});
