import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import enAs from '../../../locales/en/as.json';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./RightsSettingsScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

const ROOTS =
  'as.admin.attendanceDay,as.admin.punch,as.admin.leaveRecord,as.admin.overtimeRecord,as.admin.leaveBalance';
const item = (name: string, title: string) => ({
  path: `as.admin.${name}`,
  label: `as:entities.${title}.title`,
  scopable: true,
  children: ['view', 'export'].map((action) => ({
    path: `as.admin.${name}.actions.${action}`,
    label: `sc:rights.actions.${action}`,
  })),
});
/** What the server answers for the roots: each a top-level node. */
const SUBTREE = [
  item('attendanceDay', 'attendanceDay'),
  item('punch', 'punch'),
  item('leaveRecord', 'leave'),
  item('overtimeRecord', 'overtime'),
  item('leaveBalance', 'leaveBalance'),
];

// The attendance data view permission is the rights settings screen limited, by its route's
// `rightsRoots`, to the attendance records' rights: it asks for and saves only those.
describe('/as/admin/leave/read-permission-setting', { timeout: 30_000 }, () => {
  it('shows only the attendance records’ rights and saves them through the subtree', async () => {
    const api = installFakeServer({
      'GET /api/sc/department/all': {
        body: { data: [{ id: 3, name: 'Sales', code: 'SAL', is_active: true }] },
      },
      'GET /api/sc/user/all': { body: { data: [] } },
      'GET /api/sc/group/all': { body: { data: [] } },
      'GET /api/sc/rights/catalogue': { body: { data: SUBTREE } },
      'GET /lang/json-data/as': { body: { en: enAs } },
      'GET /api/sc/rights/owner/d3': {
        body: { data: { owner: 'd3', name: 'Sales', paths: ['as.admin.punch.actions.view'] } },
      },
      'PUT /api/sc/rights/owner/d3': (request) => ({
        body: { data: { owner: 'd3', ...(request.body as Record<string, unknown>) } },
      }),
      'GET /api/sc/user-notification': {
        body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
      },
    });
    signInAs(['as', 'sc.admin.rights']);
    renderApp('/as/admin/leave/read-permission-setting');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Attendance data view permission', level: 1 },
        { timeout: 10_000 },
      ),
    ).not.toBeNull();
    expect(api.callsTo('GET', '/api/sc/rights/catalogue')[0]?.path).toBe(
      `/api/sc/rights/catalogue?roots=${ROOTS}`,
    );
    const select = await screen.findByRole('combobox', { name: 'Department' }, { timeout: 10_000 });
    await userEvent.click(select);
    await userEvent.type(select, 'sal');
    await userEvent.click(await screen.findByTitle('Sales'));
    const tree = await screen.findByRole('list', { name: 'Attendance data rights' }, { timeout: 10_000 });
    expect(api.callsTo('GET', '/api/sc/rights/owner/d3')[0]?.path).toBe(
      `/api/sc/rights/owner/d3?roots=${ROOTS}`,
    );
    // Nothing but the attendance records: no module or area to tick as a whole.
    expect(within(tree).queryByRole('checkbox', { name: 'Attendance' })).toBeNull();
    await userEvent.click(within(tree).getByRole('button', { name: 'Leave record' }));
    await userEvent.click(within(tree).getByRole('checkbox', { name: 'Leave record: View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/sc/rights/owner/d3')).toHaveLength(1));
    const put = api.callsTo('PUT', '/api/sc/rights/owner/d3')[0]!;
    expect(put.path).toBe(`/api/sc/rights/owner/d3?roots=${ROOTS}`);
    expect(put.body).toEqual({
      paths: ['as.admin.punch.actions.view', 'as.admin.leaveRecord.actions.view'],
      scopes: {},
    });
  });
});
