import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
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

const slow = { timeout: 10_000 };
const signInWith = (grants: string[]) => signInAs(grants, { userPermission: entityPermissionTree(grants) });

function drafts() {
  return new FakeResource(
    '/api/fa/voucher',
    [
      {
        id: 1,
        voucher_date: '2026-11-03',
        voucher_type_id: 1,
        summary: 'Rent',
        status: 'draft',
        number: null,
      },
      {
        id: 2,
        voucher_date: '2026-11-04',
        voucher_type_id: 1,
        summary: 'Supplies',
        status: 'draft',
        number: null,
      },
    ],
    // What the server allows a draft: confirm, not post (its `when` wants a confirmed voucher).
    {
      labels: { voucher_type_id: { 1: 'Transfer voucher' } },
      searchable: ['summary'],
      actions: ['edit', 'delete', 'confirm'],
    },
  );
}
const rowOf = (text: string) => screen.getByText(text).closest('[role="row"]') as HTMLElement;

// A row action marked `bulk` (the vouchers' confirm) is offered on the selected rows: batch confirm.
describe('bulk row actions', () => {
  it('confirms the selected vouchers at once and says how many', async () => {
    const server = fakeEntityServer([drafts()], {
      ...localeHandlers(['fa']),
      'POST /api/fa/voucher/actions/confirm': { body: { data: [], done: 2 } },
    });
    signInWith(['fa.use']);
    renderApp('/fa/use/accounting/batch-confirm');
    await screen.findByText('Rent', {}, slow);
    expect(screen.queryByRole('button', { name: /Confirm selected/ })).toBeNull();
    for (const summary of ['Rent', 'Supplies'])
      await userEvent.click(within(rowOf(summary)).getByRole('checkbox'));
    // Post does not apply to a draft: only what every selected row allows is offered.
    expect(screen.queryByRole('button', { name: /Post selected/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm selected (2)' }));
    expect(await screen.findByText('Confirm: done for 2 records', {}, slow)).not.toBeNull();
    expect(server.callsTo('POST', '/api/fa/voucher/actions/confirm')[0]?.body).toEqual({ ids: [1, 2] });
    // Post is a bulk action too, but not on the list's toolbar without selected rows.
    await waitFor(() => expect(screen.queryByRole('button', { name: /selected/ })).toBeNull());
  });

  it('shows the refusal that names each voucher, and offers nothing without the right', async () => {
    fakeEntityServer([drafts()], {
      ...localeHandlers(['fa']),
      'POST /api/fa/voucher/actions/confirm': {
        status: 422,
        body: { message: '1 of 1 records could not be done, so none was: #1: The period 2026-11 is closed.' },
      },
    });
    signInWith(['fa.use.voucher.actions.view', 'fa.use.voucher.actions.confirm']);
    renderApp('/fa/use/accounting/batch-confirm');
    await screen.findByText('Rent', {}, slow);
    await userEvent.click(within(rowOf('Rent')).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: /Post selected/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm selected (1)' }));
    expect(await screen.findByText(/The period 2026-11 is closed\./, {}, slow)).not.toBeNull();
  });
});
