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

  it('adds a quotation line in place and shows the totals the server computed', async () => {
    const quotations = new FakeResource('/api/cm/quotation', [
      {
        id: 5,
        number: 'Q-2026-005',
        organization_id: 1,
        quote_date: '2026-11-20',
        status: 'draft',
        currency: 'TWD',
        subtotal: 0,
        tax_total: 0,
        total: 0,
      },
    ]);
    const lines = new FakeResource('/api/cm/quotation-line', [], { labels: { product_id: { 1: 'Widget' } } });
    const products = new FakeResource('/api/cm/product', [{ id: 1, name: 'Widget', unit_price: 100 }]);
    // The server computes the totals from the lines (server/modules/cm/quotationRules.ts).
    const createLine = (request: RecordedRequest) => {
      const answer = lines.handle(request)!;
      const body = request.body as { quantity: number; unit_price: number };
      const subtotal = body.quantity * body.unit_price;
      const q = quotations.rows.get(5)!;
      quotations.rows.set(5, {
        ...q,
        subtotal,
        tax_total: subtotal * 0.05,
        total: subtotal * 1.05,
        version: q.version + 1,
      });
      return answer;
    };
    const server = fakeEntityServer(
      [
        quotations,
        lines,
        products,
        ...empty([
          'organization',
          'person',
          'lead',
          'payment-term',
          'term-of-payment',
          'way-of-delivery',
          'tax-category',
        ]),
      ],
      { 'POST /api/cm/quotation-line': createLine },
    );
    signIn();
    renderApp('/cm/use/quota/detail?id=5');
    const section = (await screen.findByRole('heading', { name: 'Quotation lines' }, slow)).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('None yet.', {}, slow)).not.toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Add Quotation line' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Quotation line' }, slow);
    expect(within(dialog).queryByLabelText('Quotation')).toBeNull();
    await userEvent.click(await within(dialog).findByLabelText('Product', {}, slow));
    await userEvent.click(await screen.findByTitle('Widget'));
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '3');
    await userEvent.type(within(dialog).getByLabelText('Unit price'), '200');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText('Widget', {}, slow)).not.toBeNull();
    expect(server.callsTo('POST', '/api/cm/quotation-line')[0]?.body).toMatchObject({
      quotation_id: 5,
      product_id: 1,
      quantity: 3,
      unit_price: 200,
    });
    const amounts = screen
      .getByRole('heading', { name: 'Amounts' })
      .closest('.entity-detail__section') as HTMLElement;
    await waitFor(() => expect(within(amounts).getByText('630.00')).not.toBeNull());
    expect(within(amounts).getByText('600.00')).not.toBeNull();
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
});
