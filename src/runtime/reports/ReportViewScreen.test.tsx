import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PermissionTree } from '../../../schemas/core/hasPermission';
import { installFakeServer } from '../../testing/fakeServer';
import { initTestI18n } from '../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../testing/renderApp';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { localeHandlers } from '../entity/testing/localeHandlers';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const slow = { timeout: 10_000 };
const figures = (name: string, workedHours: string, lateCount: number) => ({
  userId: name === 'Lin' ? 7 : 8,
  name,
  account: name.toLowerCase(),
  department: 'HR',
  people: null,
  workdays: 20,
  workedHours,
  leaveHours: '0.00',
  overtimeHours: '0.00',
  lateCount,
  lateMinutes: lateCount * 10,
  earlyCount: 0,
  missingCount: 0,
  absentDays: 0,
  exceptionDays: lateCount,
});

function server() {
  return installFakeServer({
    ...localeHandlers(['as', 'entity', 'resources']),
    'GET /api/as/report': {
      body: { data: { params: { from: '2026-11-01', to: '2026-11-25', groupBy: 'employee' } } },
    },
    'POST /api/as/report/run': (request) => {
      const { from, to } = request.body as { from: string; to: string };
      if (to < from)
        return {
          status: 422,
          body: { message: 'Invalid', errors: { to: ['The end is before the start.'] } },
        };
      return {
        body: {
          data: {
            rows: [figures('Lin', '1234.50', 2), figures('Wu', '160.00', 0)],
            totals: { people: 0, workdays: 40, workedHours: '1394.50', lateCount: 2 },
          },
        },
      };
    },
  });
}

const rights = (actions: string[]): PermissionTree => ({ as: { admin: [{ name: 'report', actions }] } });

describe('report screen', { timeout: 40_000 }, () => {
  it('runs with the defaults on opening: the period in the heading, the figures grouped, a totals line', async () => {
    const fake = server();
    signInAs([], { userPermission: rights(['view', 'export']) });
    renderApp('/as/admin/report');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Statistics report 2026-11-01 – 2026-11-25' },
        slow,
      ),
    ).not.toBeNull();
    expect(fake.callsTo('POST', '/api/as/report/run')[0]?.body).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
      groupBy: 'employee',
    });
    expect(screen.getByText('2 rows.')).not.toBeNull();
    expect(screen.getByRole('cell', { name: '1,234.50' })).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'Total' })).not.toBeNull();
    expect(screen.getByRole('cell', { name: '1,394.50' })).not.toBeNull();
    expect(screen.getByText('Exceptions')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(false);
    // The name links to the employee's exceptions of the period it was run for.
    expect(screen.getByRole('link', { name: 'Lin' }).getAttribute('href')).toBe(
      '/as/admin/leave/punch-card-error-list?filter[user_id]=7&filter[work_date][gte]=2026-11-01&filter[work_date][lte]=2026-11-25',
    );
    // Print lays out every row with the heading and the totals (hidden on screen, shown on paper).
    const printed = document.querySelector('table.report-print');
    expect(printed?.querySelector('thead th')?.textContent).toBe('Statistics report 2026-11-01 – 2026-11-25');
    expect(printed?.querySelectorAll('tbody tr')).toHaveLength(3);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('opens set by its address, as a drill-down from another report links to it', async () => {
    const fake = server();
    signInAs([], { userPermission: rights(['view']) });
    renderApp('/as/admin/report?from=2026-10-01&to=2026-10-31&groupBy=department');
    expect(await screen.findByText('2 rows.', {}, slow)).not.toBeNull();
    expect(fake.callsTo('POST', '/api/as/report/run')[0]?.body).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      groupBy: 'department',
    });
  });

  it('marks the figures out of date when a parameter changes, shows a parameter’s error, and offers no export without the right', async () => {
    server();
    signInAs([], { userPermission: rights(['view']) });
    renderApp('/as/admin/report');
    expect(await screen.findByText('2 rows.', {}, slow)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Export to Excel' })).toBeNull();
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    expect(screen.getByText(/The parameters have changed/)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(screen.getByText('The end is before the start.')).not.toBeNull(), slow);
  });
});
