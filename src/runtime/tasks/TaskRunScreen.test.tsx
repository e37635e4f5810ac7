import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
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
const row = (employee: string, change: string) => ({
  employee,
  hiredOn: '2024-03-01',
  serviceYears: '2.8',
  leaveType: 'Annual leave',
  days: '10.00',
  entitled: '80.00',
  granted: change === '0.00' ? '80.00' : '0.00',
  change,
  changes: change !== '0.00',
});

function server() {
  let applied = false;
  return installFakeServer({
    ...localeHandlers(['as', 'entity', 'resources']),
    'GET /api/as/annual-leave': { body: { data: { params: { year: 2027, hoursPerDay: 8 } } } },
    'POST /api/as/annual-leave/preview': (request) =>
      (request.body as { year: number }).year < 2000
        ? { status: 422, body: { message: 'Invalid', errors: { year: ['Year must be at least 2000.'] } } }
        : {
            body: {
              data: { rows: applied ? [row('Lin', '0.00')] : [row('Lin', '80.00'), row('Wu', '0.00')] },
            },
          },
    'POST /api/as/annual-leave/apply': () => {
      applied = true;
      return {
        body: {
          message: 'Annual calculation applied: 1 movement.',
          data: { count: 1, rows: [row('Lin', '0.00')] },
        },
      };
    },
  });
}

/** The annual calculation's rights: view only, or view and run. */
const rights = (actions: string[]): PermissionTree => ({ as: { admin: [{ name: 'annualLeave', actions }] } });

describe('task screen', { timeout: 40_000 }, () => {
  it('previews with the parameters, then applies after the confirmation, showing what is left', async () => {
    const fake = server();
    signInAs([], { userPermission: rights(['view', 'run']) });
    renderApp('/as/admin/leave/annual-work');
    const year = await screen.findByRole('spinbutton', { name: 'Year' }, slow);
    expect((year as HTMLInputElement).value).toBe('2027');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 of 2 rows would change.', {}, slow)).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'Lin' })).not.toBeNull();
    expect(fake.callsTo('POST', '/api/as/annual-leave/preview')[0]?.body).toEqual({
      year: 2027,
      hoursPerDay: 8,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/an annual-calculation movement for 1 row and update its balance/),
    ).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('0 of 1 rows would change.', {}, slow)).not.toBeNull();
    expect(fake.callsTo('POST', '/api/as/annual-leave/apply')[0]?.body).toEqual({
      year: 2027,
      hoursPerDay: 8,
    });
  });

  it('shows a parameter’s error under it, drops the preview when a parameter changes, and offers no apply without the run right', async () => {
    server();
    signInAs([], { userPermission: rights(['view']) });
    renderApp('/as/admin/leave/annual-work');
    const year = await screen.findByRole('spinbutton', { name: 'Year' }, slow);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 of 2 rows would change.', {}, slow)).not.toBeNull();
    await userEvent.clear(year);
    await userEvent.type(year, '1999');
    expect(screen.queryByText('1 of 2 rows would change.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(screen.getByText('Year must be at least 2000.')).not.toBeNull(), slow);
  });
});
