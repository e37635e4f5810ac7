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
  await import('../form/EntityForm');
}, 60_000);

const slow = { timeout: 10_000 };
const signIn = () => signInAs(['cm.use'], { userPermission: entityPermissionTree(['cm.use']) });
const empty = (names: string[]) => names.map((r) => new FakeResource(`/api/cm/${r}`, []));

describe('entity detail', { timeout: 60_000 }, () => {
  it('shows the record in its sections and its history of changes', async () => {
    const leads = new FakeResource(
      '/api/cm/lead',
      [{ id: 1, subject: 'Acme renewal', status: 'open', expected_amount: 1200, pipeline_stage_id: 1 }],
      { labels: { pipeline_stage_id: { 1: 'New', 2: 'Proposal' } } },
    );
    leads.audit.push({
      id: 1,
      action: 'update',
      user_id: 3,
      user_name: 'Bob Lin',
      before: { id: 1, status: 'open', expected_amount: 1000 },
      after: { id: 1, status: 'open', expected_amount: 1200 },
      created_at: '2026-11-20T02:00:00.000Z',
    });
    fakeEntityServer([leads, ...empty(['quotation', 'pipeline-stage'])]);
    signIn();
    renderApp('/cm/use/lead/view?id=1');
    expect(await screen.findByRole('heading', { name: 'Acme renewal', level: 1 }, slow)).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Progress' })).not.toBeNull();
    expect(screen.getByText('1,200.00')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Quotations' }, slow)).not.toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByText(/by Bob Lin/)).not.toBeNull();
    const change = screen.getByRole('row', { name: /Expected amount/ });
    expect(change.textContent).toContain('1,000.00');
    expect(change.textContent).toContain('1,200.00');
  });

  it('opens a related record in place with the field pointing back set, not asked', async () => {
    const leads = new FakeResource('/api/cm/lead', [{ id: 1, subject: 'Acme renewal', status: 'open' }]);
    fakeEntityServer([
      leads,
      ...empty([
        'quotation',
        'quotation-line',
        'organization',
        'person',
        'product',
        'payment-term',
        'term-of-payment',
        'way-of-delivery',
        'tax-category',
        'pipeline-stage',
      ]),
    ]);
    signIn();
    renderApp('/cm/use/lead/view?id=1');
    const section = (await screen.findByRole('heading', { name: 'Quotations' }, slow)).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('None yet.', {}, slow)).not.toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Add Quotation' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Quotation' }, slow);
    expect(await within(dialog).findByLabelText('Quotation no.', {}, slow)).not.toBeNull();
    expect(within(dialog).queryByLabelText('Lead')).toBeNull();
  });

  it('deletes the record after the question, and restores it from the same page', async () => {
    const leads = new FakeResource('/api/cm/lead', [{ id: 1, subject: 'Acme renewal', status: 'open' }]);
    fakeEntityServer([leads, ...empty(['quotation'])]);
    signIn();
    renderApp('/cm/use/lead/view?id=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Are you sure you want to delete?')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This record was deleted. You can restore it.')).not.toBeNull();
    expect(leads.rows.get(1)?.deleted_at).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(screen.queryByText('This record was deleted. You can restore it.')).toBeNull(),
    );
    expect(leads.rows.get(1)?.deleted_at).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).not.toBeNull();
  });
  it('offers the row actions the record allows, asking their question first', async () => {
    const vouchers = new FakeResource(
      '/api/fa/voucher',
      [
        {
          id: 1,
          voucher_date: '2026-11-03',
          voucher_type_id: 1,
          summary: 'Rent',
          status: 'confirmed',
          number: 'T-1',
        },
      ],
      // A confirmed voucher: unconfirm (which asks first) and post, as the server would allow.
      { labels: { voucher_type_id: { 1: 'Transfer voucher' } }, actions: ['unconfirm', 'post'] },
    );
    const server = fakeEntityServer(
      [vouchers, ...['voucher-line', 'voucher-type'].map((r) => new FakeResource(`/api/fa/${r}`, []))],
      {
        ...localeHandlers(['fa']),
        'POST /api/fa/voucher/1/actions/unconfirm': { body: { data: { id: 1, status: 'draft' } } },
      },
    );
    signInAs(['fa.use'], { userPermission: entityPermissionTree(['fa.use']) });
    renderApp('/fa/use/accounting/voucher/detail?id=1');
    await screen.findByRole('button', { name: 'Unconfirm' }, slow);
    expect(screen.getByRole('button', { name: 'Post' })).not.toBeNull();
    // Not offered: what the record does not allow (confirm is for drafts, edit after confirming).
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unconfirm' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(server.callsTo('POST', '/api/fa/voucher/1/actions/unconfirm')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unconfirm' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/fa/voucher/1/actions/unconfirm')).toHaveLength(1),
    );
  });
});
