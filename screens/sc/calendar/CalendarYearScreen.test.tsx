import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../../../src/testing/chooseOption';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./CalendarYearScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

describe('/sc/calendar-year', () => {
  it('marks the default region’s holidays and workdays on the month grids, year by year', async () => {
    const year = new Date().getFullYear();
    const api = installFakeServer({
      'GET /api/sc/calendar-region/all': {
        body: {
          data: [
            { id: 1, name: 'Japan', is_default: false },
            { id: 2, name: 'Taiwan', is_default: true },
          ],
        },
      },
      'GET /api/sc/calendar-event': {
        body: {
          data: [
            { id: 5, date: `${year}-01-01`, name: 'New Year', kind: 'holiday', note: null },
            { id: 6, date: `${year}-02-20`, name: 'Make-up day', kind: 'workday', note: null },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 200, total: 2 },
        },
      },
      'GET /api/sc/user-notification': {
        body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
      },
    });
    // Entity rights are not in the static catalogue signInAs builds from: give the tree directly.
    signInAs([], { userPermission: { sc: { admin: [{ name: 'calendarEvent', actions: ['view'] }] } } });
    renderApp('/sc/calendar-year');
    const newYear = await screen.findByLabelText(`${year}-01-01 New Year (Holiday)`);
    expect(newYear.textContent).toBe('1');
    expect(newYear.className).toBe('calendar-year__day--holiday');
    const february = screen.getByRole('table', { name: 'February' });
    expect(within(february).getByLabelText(`${year}-02-20 Make-up day (Make-up workday)`).textContent).toBe(
      '20',
    );
    // The select shows the default region's name as its choice.
    expect(screen.getByRole('combobox', { name: 'Region' }).closest('.ant-select')?.textContent).toBe(
      'Taiwan',
    );
    expect(decodeURIComponent(api.callsTo('GET', '/api/sc/calendar-event')[0]?.path ?? '')).toContain(
      `filter[region]=2&filter[year]=${year}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByLabelText('Year').textContent).toBe(String(year + 1));
    await chooseOption('Region', 'Japan');
    expect(decodeURIComponent(api.callsTo('GET', '/api/sc/calendar-event').at(-1)?.path ?? '')).toContain(
      `filter[region]=1&filter[year]=${year + 1}`,
    );
  });
});
