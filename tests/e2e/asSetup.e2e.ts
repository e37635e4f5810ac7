import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

interface User {
  id: number;
  account: string;
  name: string;
}

/** `YYYY-MM-DD` moved by whole days. */
const plus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the last whole working week before `today` (Monday to Friday all past). */
function lastWeek(today: string): string {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const monday = plus(today, -((weekday + 6) % 7));
  return plus(monday, -7);
}

/** Chooses a cell's value in the scheduling grid and waits until the grid shows it stored. */
async function schedule(page: Page, name: string, date: string, shift: string): Promise<void> {
  const cell = page.getByRole('combobox', { name: `${name} ${date}`, exact: true });
  await cell.waitFor({ timeout: 20_000 });
  await expect.poll(() => cell.locator('option', { hasText: shift }).count(), { timeout: 20_000 }).toBe(1);
  await cell.selectOption({ label: shift });
  await expect
    .poll(() => cell.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), {
      timeout: 20_000,
    })
    .toBe(shift);
}

// Issue 15, "done when", as a new administrator would try it: an overnight shift beside the day
// shift, a week planned on the scheduling grid, a week of punches imported from a device file,
// the statistics report of that week (figures, charts), then a holiday entered late: the week is
// recomputed, the report counts one workday less, and the employee's calendar says why.
describe('setting attendance up and reading it back', () => {
  const e2e = useServerAndBrowsers();

  it('plans an overnight shift, imports a week, reports it, and recomputes a late holiday', async () => {
    const base = e2e.server.baseUrl;
    const users = (await apiAs<{ data: User[] }>(base, 'admin', 'GET', '/api/sc/user/all')).body.data;
    // An employee no other browser test touches (the grid lists them by name; demo names are unique).
    const who = users.find((u) => u.account === 'user14')!;
    const card = (
      await apiAs<{ data: Array<{ card_number: string }> }>(
        base,
        'admin',
        'GET',
        `/api/as/member?filter[user_id]=${who.id}`,
      )
    ).body.data[0]!.card_number;

    // The overnight shift: 22:00 to 06:00 the next morning.
    const night = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/as/shift', {
      code: 'GRAVE',
      name: { tw: '大夜班', en: 'Graveyard shift' },
      start_time: '22:00',
      end_time: '06:00',
      late_grace_minutes: 5,
      early_grace_minutes: 0,
      flexible_minutes: 0,
      is_active: true,
    });
    expect(night.status).toBe(201);

    const today = (await apiAs<{ data: { date: string } }>(base, 'admin', 'GET', '/api/as/clocking')).body
      .data.date;
    const monday = lastWeek(today);
    const week = [0, 1, 2, 3, 4].map((d) => plus(monday, d));
    const [, , wednesday, thursday, friday] = week as [string, string, string, string, string];

    // Wednesday is planned on the grid as a night: in at 21:55, out at 06:03 on Thursday.
    const admin = await e2e.open();
    await signIn(admin, base, 'admin');
    await admin.goto(`${base}/as/admin/shift/scheduling-online?month=${wednesday.slice(0, 7)}`);
    await admin.getByRole('heading', { name: 'Online scheduling', level: 1 }).waitFor({ timeout: 20_000 });
    await admin.getByRole('searchbox', { name: 'Find a name' }).fill(who.name);
    await schedule(admin, who.name, wednesday, 'Graveyard shift');

    // Thursday's day shift starts 20 minutes late; the other days are on time.
    const lines = week.flatMap((day) =>
      day === wednesday
        ? [`${card},${day} 21:55,device`, `${card},${thursday} 06:03,device`]
        : [`${card},${day} ${day === thursday ? '09:20' : '08:55'},device`, `${card},${day} 18:02,device`],
    );
    await admin.goto(`${base}/as/admin/leave/employee-punch-record`);
    await admin.getByRole('button', { name: 'Import' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Import Punch' });
    await dialog.getByLabel('File to import').setInputFiles({
      name: 'week.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`user_id,punched_at,source\n${lines.join('\n')}\n`),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText(`Rows checked: ${lines.length}`, { exact: false }).waitFor({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    // The statistics report of that week: five workdays, one late arrival, and its charts.
    const figures = async () =>
      (
        await apiAs<{ data: { rows: Array<Record<string, unknown>> } }>(
          base,
          'admin',
          'POST',
          '/api/as/report/run',
          {
            from: monday,
            to: friday,
          },
        )
      ).body.data.rows.find((row) => row.account === who.account);
    await admin.goto(`${base}/as/admin/report`);
    await admin.getByRole('button', { name: 'Run' }).waitFor({ timeout: 20_000 });
    await admin.getByLabel('From', { exact: true }).fill(monday);
    await admin.getByLabel('To', { exact: true }).fill(friday);
    await admin.getByRole('button', { name: 'Run' }).click();
    await admin
      .getByRole('heading', { name: `Statistics report ${monday} – ${friday}`, level: 1 })
      .waitFor({ timeout: 20_000 });
    const line = admin.getByRole('row').filter({ hasText: who.account });
    expect(await visibleText(line, 20_000)).toContain(who.name);
    expect(await visibleText(admin.locator('figure figcaption', { hasText: 'Exceptions' }))).toBe(
      'Exceptions',
    );
    expect(await figures()).toMatchObject({ workdays: 5, lateCount: 1, missingCount: 0, absentDays: 0 });

    // A holiday entered late, on the Friday: the week is recomputed at once.
    const region = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/sc/calendar-region', {
      name: 'Taiwan (e2e)',
      code: 'TWE2E',
      time_zone: 'Asia/Taipei',
      is_default: true,
    });
    expect(region.status).toBe(201);
    const holiday = await apiAs(base, 'admin', 'POST', '/api/sc/calendar-event', {
      region: region.body.data.id,
      date: friday,
      name: 'Typhoon day',
      kind: 'holiday',
    });
    expect(holiday.status).toBe(201);
    await admin.getByRole('button', { name: 'Run' }).click();
    await expect.poll(async () => (await figures())?.workdays, { timeout: 20_000 }).toBe(4);

    // The employee's calendar says why Friday is off.
    const employee = await e2e.open();
    await signIn(employee, base, who.account);
    await employee.goto(`${base}/as/use/calendar`);
    await employee.getByRole('heading', { name: 'Clock-in calendar', level: 1 }).waitFor({ timeout: 20_000 });
    if (friday.slice(0, 7) !== today.slice(0, 7)) await employee.locator('.fc-prev-button').click();
    const event = employee.locator(`.fc-daygrid-day[data-date="${friday}"] .fc-event`);
    await event.first().waitFor({ timeout: 20_000 });
    await event.first().click();
    const day = employee.getByRole('region', { name: friday });
    expect(await visibleText(day.getByText('A holiday: no work is due.'), 20_000)).toBe(
      'A holiday: no work is due.',
    );
  });
});
