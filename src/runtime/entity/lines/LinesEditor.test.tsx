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

const LINE = {
  id: 11,
  quotation_id: 5,
  sort: 1,
  product_id: 1,
  product_id_label: 'Widget',
  description: 'Widget',
  quantity: 2,
  unit_price: 100,
  discount: 0,
  tax_category_id: null,
  line_total: 200,
};

function quotation() {
  return new FakeResource('/api/cm/quotation', [
    {
      id: 5,
      number: 'Q-2026-005',
      organization_id: 1,
      quote_date: '2026-11-20',
      status: 'draft',
      currency: 'TWD',
      subtotal: 200,
      tax_total: 0,
      total: 200,
      lines: [LINE],
    },
  ]);
}

describe('document lines', { timeout: 60_000 }, () => {
  it('shows the stored lines read-only on the detail page, and line changes in its history', async () => {
    const quotations = quotation();
    const stored = quotations.rows.get(5)!;
    quotations.audit.push({
      id: 1,
      action: 'update',
      user_id: 3,
      user_name: 'Bob Lin',
      before: { ...stored, lines: [LINE] },
      after: { ...stored, lines: [LINE, { ...LINE, id: 12, description: 'Spare' }] },
      created_at: '2026-11-20T02:00:00.000Z',
    });
    fakeEntityServer([quotations, ...empty(['quotation-line', 'product', 'tax-category', 'organization'])]);
    signIn();
    renderApp('/cm/use/quota/detail?id=5');
    const section = (await screen.findByRole('heading', { name: 'Quotation lines' }, slow)).closest(
      'section',
    ) as HTMLElement;
    const row = await within(section).findByRole('row', { name: /Widget/ }, slow);
    expect(row.textContent).toContain('200.00');
    expect(within(section).queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    const change = await screen.findByRole('row', { name: /Quotation lines/ }, slow);
    expect(change.textContent).toBe('Quotation lines1 line2 lines');
  });

  it('edits lines inline with a live decimal total, reorders by keyboard and saves everything in one request', async () => {
    const quotations = quotation();
    // The server derives the totals; this stand-in answers what the real one would for these lines.
    const save = (request: RecordedRequest) => {
      const body = request.body as { version: number; lines: Array<Record<string, unknown>> };
      const lines = body.lines.map((line, i) => ({
        ...(line.id ? LINE : {}),
        ...line,
        id: (line.id as number) ?? 20 + i,
        sort: i + 1,
        line_total: Number(line.quantity ?? LINE.quantity) * Number(line.unit_price ?? LINE.unit_price),
      }));
      const row = { ...quotations.rows.get(5)!, version: 2, subtotal: 200.3, total: 200.3, lines };
      quotations.rows.set(5, row);
      return { body: { data: row } };
    };
    const server = fakeEntityServer(
      [
        quotations,
        new FakeResource('/api/cm/product', [{ id: 1, name: 'Widget', unit_price: 100 }]),
        ...empty(['quotation-line', 'tax-category', 'organization', 'person', 'lead']),
        ...empty(['payment-term', 'term-of-payment', 'way-of-delivery']),
      ],
      { 'PUT /api/cm/quotation/5': save },
    );
    signIn();
    renderApp('/cm/use/quota/detail?id=5');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const form = await screen.findByRole('dialog', { name: 'Edit Quotation' }, slow);
    const total = await within(form).findByTestId('lines-total', {}, slow);
    expect(total.textContent).toBe('200.00');

    await userEvent.click(within(form).getByRole('button', { name: 'Add line' }));
    await userEvent.type(within(form).getByLabelText('Item description, line 2'), 'Rounding check');
    const quantity = within(form).getByLabelText('Quantity, line 2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.type(within(form).getByLabelText('Unit price, line 2'), '0.1');
    // 3 × 0.1 is 0.30000000000000004 in floating point; the live total is decimal.
    await waitFor(() => expect(total.textContent).toBe('200.30'));
    expect(within(form).getByLabelText('Line total, line 2').textContent).toBe('0.30');

    await userEvent.click(within(form).getByRole('button', { name: 'Move line 2 up' }));
    expect((within(form).getByLabelText('Item description, line 1') as HTMLInputElement).value).toBe(
      'Rounding check',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/cm/quotation/5')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/cm/quotation/5')[0]?.body).toMatchObject({
      version: 1,
      lines: [
        { description: 'Rounding check', quantity: 3, unit_price: 0.1, discount: 0 },
        { id: 11, product_id: 1, description: 'Widget', quantity: 2, unit_price: 100 },
      ],
    });
    const section = (await screen.findByRole('heading', { name: 'Quotation lines' }, slow)).closest(
      'section',
    ) as HTMLElement;
    const rows = await within(section).findAllByRole('row', {}, slow);
    await waitFor(() => expect(rows[1]?.textContent).toContain('Rounding check'));
  });

  it('shows the server’s per-line errors on their cells and the document rule’s message', async () => {
    fakeEntityServer(
      [
        quotation(),
        ...empty(['quotation-line', 'product', 'tax-category', 'organization', 'person', 'lead']),
      ],
      {
        'PUT /api/cm/quotation/5': {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: {
              'lines.0.quantity': ['The Quantity field must be at least 0.'],
              lines: ['The lines do not balance.'],
            },
          },
        },
      },
    );
    signIn();
    renderApp('/cm/use/quota/detail?id=5');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const form = await screen.findByRole('dialog', { name: 'Edit Quotation' }, slow);
    const quantity = await within(form).findByLabelText('Quantity, line 1', {}, slow);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const message = await within(form).findByText('The Quantity field must be at least 0.', {}, slow);
    expect(within(form).getByLabelText('Quantity, line 1').getAttribute('aria-describedby')).toBe(message.id);
    expect(within(form).getByText('The lines do not balance.')).not.toBeNull();
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain('Some lines need fixing: see the messages under their cells.');
  });
});
