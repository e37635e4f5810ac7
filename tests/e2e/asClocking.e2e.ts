import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { expectNoSeriousAxeFindings } from './support/axeFindings';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

interface Today {
  data: { date: string; day: { shift_code: string | null } | null; punches: string[] };
}

// Issue 15: online clock-in in Chromium against the real server and the demo, where every
// user is an attendance member on the day shift: on a phone from the clock-in screen, and with
// one click from the home panel; each punch is the server's, kept across a reload.
describe('online clock-in', () => {
  const e2e = useServerAndBrowsers();

  it('clocks in on a phone, shows the punch, and still shows it after a reload', async () => {
    const base = e2e.server.baseUrl;
    const before = (await apiAs<Today>(base, 'staff', 'GET', '/api/as/clocking')).body.data;
    expect(before.punches).toEqual([]);
    const page = await e2e.open();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, base, 'staff');
    await page.goto(`${base}/as/use/clocking`);
    await page.getByRole('heading', { name: 'Online clock-in', level: 1 }).waitFor();
    // A weekday shows the day shift; a weekend day (CI runs any day) has none.
    const shift = before.day?.shift_code === 'DAY' ? 'Day shift, 09:00–18:00' : 'No shift today.';
    expect(await visibleText(page.getByText(shift, { exact: true }))).toBe(shift);
    expect(await visibleText(page.getByText('No punch yet today.'))).toBe('No punch yet today.');
    await expectNoSeriousAxeFindings(page, 'the clock-in screen');

    await page.getByRole('button', { name: 'Clock in' }).click();
    const punches = page.getByRole('list', { name: 'Punches today' }).getByRole('listitem');
    await expect.poll(() => punches.count(), { timeout: 20_000 }).toBe(1);
    const after = (await apiAs<Today>(base, 'staff', 'GET', '/api/as/clocking')).body.data;
    expect(after.punches).toHaveLength(1);
    await page.reload();
    await expect.poll(() => punches.count(), { timeout: 20_000 }).toBe(1);
    expect(await visibleText(page.getByRole('button', { name: 'Clock out' }))).toBe('Clock out');
    // Nothing wider than the phone: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('clocks in with one click from the home panel', async () => {
    const base = e2e.server.baseUrl;
    const page = await e2e.open();
    await signIn(page, base, 'manager');
    await page.goto(`${base}/home`);
    const panel = page.getByRole('region', { name: 'Clock-in' });
    await panel.getByRole('button', { name: 'Clock in' }).click();
    await expect
      .poll(() => panel.getByRole('list', { name: 'Punches today' }).getByRole('listitem').count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const today = (await apiAs<Today>(base, 'manager', 'GET', '/api/as/clocking')).body.data;
    expect(today.punches).toHaveLength(1);
    await panel.getByRole('link', { name: 'Open clock-in' }).click();
    await page.getByRole('heading', { name: 'Online clock-in', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Punches today' }).getByRole('listitem').count(), {
        timeout: 20_000,
      })
      .toBe(1);
  });

  it('shows today on the clock-in calendar, and opens it with the reasons it was computed from', async () => {
    const base = e2e.server.baseUrl;
    const punched = await apiAs<Today>(base, 'user05', 'POST', '/api/as/clocking', {});
    expect(punched.status).toBe(201);
    const today = punched.body.data.date;
    const page = await e2e.open();
    await signIn(page, base, 'user05');
    await page.goto(`${base}/as/use/calendar`);
    await page.getByRole('heading', { name: 'Clock-in calendar', level: 1 }).waitFor();
    const event = page.locator(`.fc-daygrid-day[data-date="${today}"] .fc-event`);
    await event.first().waitFor();
    await event.first().click();
    const day = page.getByRole('region', { name: today });
    expect(await visibleText(day.getByText(/^One punch: /))).toMatch(/^One punch: \d{2}:\d{2}\.$/);
    await expectNoSeriousAxeFindings(page, 'the clock-in calendar');
  });
});
