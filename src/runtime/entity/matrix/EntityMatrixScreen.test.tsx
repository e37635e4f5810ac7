import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../testing/fakeServer';
import { initTestI18n } from '../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../testing/renderApp';
import { resetBetweenTests } from '../../../testing/resetBetweenTests';
import { signInAs } from '../../../testing/sessionFixtures';
import { entityPermissionTree } from '../testing/entityPermissions';
import { FakeResource, fakeEntityServer } from '../testing/fakeEntityServer';
import { localeHandlers } from '../testing/localeHandlers';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const slow = { timeout: 15_000 };

function serve(actions?: Array<'edit' | 'delete'>) {
  const schedule = new FakeResource(
    '/api/as/schedule',
    [
      { id: 1, user_id: 7, work_date: '2026-11-02', shift_id: 2, note: null },
      { id: 2, user_id: 8, work_date: '2026-11-03', shift_id: null, note: null },
    ],
    {
      labels: { shift_id: { 1: 'Day shift', 2: 'Night shift' }, user_id: { 7: 'Lin', 8: 'Wu' } },
      ...(actions ? { actions } : {}),
    },
  );
  const users = new FakeResource('/api/sc/user', [
    { id: 7, name: 'Lin', account: 'lin' },
    { id: 8, name: 'Wu', account: 'wu' },
  ]);
  const shifts = new FakeResource('/api/as/shift', [
    { id: 1, code: 'DAY', name: 'Day shift', color: '#1677ff' },
    { id: 2, code: 'NIGHT', name: 'Night shift', color: '#722ed1' },
  ]);
  const calendar = (request: RecordedRequest) => {
    const q = new URL(request.path, 'http://localhost').searchParams;
    const [start, end] = [q.get('start') ?? '', q.get('end') ?? ''];
    const data = [...schedule.rows.values()].filter(
      (r) => !r.deleted_at && String(r.work_date) >= start && String(r.work_date) < end,
    );
    return {
      body: {
        data,
        meta: { start, end, time_zone: 'Asia/Taipei', all_day: true, limit: 1000, capped: false },
      },
    };
  };
  const server = fakeEntityServer([schedule, users, shifts], {
    ...localeHandlers(['as', 'sc']),
    'GET /api/as/schedule/calendar': calendar,
  });
  return { server, schedule };
}

const RIGHTS = ['as.admin.shiftManagement', 'sc.admin.user'];

describe('entity matrix (online scheduling)', { timeout: 60_000 }, () => {
  it('shows people × the days of the month in its address, each cell its shift, a day off by name', async () => {
    const { server } = serve();
    signInAs(RIGHTS, { userPermission: entityPermissionTree(RIGHTS) });
    renderApp('/as/admin/shift/scheduling-online?month=2026-11');
    const table = await screen.findByRole('table', {}, slow);
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'Wu' })).not.toBeNull(), slow);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(31);
    const night = await within(table).findByRole('combobox', { name: 'Lin 2026-11-02' }, slow);
    await waitFor(() =>
      expect((night as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Night shift'),
    );
    const off = within(table).getByRole('combobox', { name: 'Wu 2026-11-03' }) as HTMLSelectElement;
    expect(off.selectedOptions[0]?.textContent).toBe('Day off');
    expect(
      server.requests.some((r) => r.path === '/api/as/schedule/calendar?start=2026-11-01&end=2026-12-01'),
    ).toBe(true);
  });

  it('creates, changes and removes a cell’s record through the entity API', async () => {
    const { server, schedule } = serve();
    signInAs(RIGHTS, { userPermission: entityPermissionTree(RIGHTS) });
    renderApp('/as/admin/shift/scheduling-online?month=2026-11');
    const table = await screen.findByRole('table', {}, slow);
    const empty = await within(table).findByRole('combobox', { name: 'Lin 2026-11-05' }, slow);
    await waitFor(
      () => expect(within(empty).getByRole('option', { name: 'Day shift' })).not.toBeNull(),
      slow,
    );
    await userEvent.selectOptions(empty, 'Day shift');
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/as/schedule')).toBe(true),
    );
    const created = server.requests.find((r) => r.method === 'POST' && r.path === '/api/as/schedule');
    expect(created?.body).toEqual({ user_id: 7, work_date: '2026-11-05', shift_id: 1 });

    await userEvent.selectOptions(within(table).getByRole('combobox', { name: 'Lin 2026-11-02' }), 'Day off');
    await waitFor(() => expect(schedule.rows.get(1)?.shift_id).toBeNull());
    await userEvent.selectOptions(
      within(table).getByRole('combobox', { name: 'Wu 2026-11-03' }),
      '(not set)',
    );
    await waitFor(() => expect(schedule.rows.get(2)?.deleted_at).not.toBeNull());
  });

  it('shows the cells as text to whoever may not change them, and moves by month', async () => {
    serve([]);
    const VIEW = ['as.admin.shiftManagement.actions.view', 'sc.admin.user.actions.view'];
    signInAs(VIEW, { userPermission: entityPermissionTree(VIEW) });
    renderApp('/as/admin/shift/scheduling-online?month=2026-11');
    const table = await screen.findByRole('table', {}, slow);
    expect(await within(table).findByText('Night shift', {}, slow)).not.toBeNull();
    expect(within(table).queryByRole('combobox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('December 2026', {}, slow)).not.toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(32);
  });
});
