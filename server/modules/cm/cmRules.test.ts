import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  type SignedIn,
  startTestServer,
  type TestServer,
} from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { lineTotal, quotationTotals } from './quotationRules';

describe('lineTotal and quotationTotals', () => {
  it('apply the discount and round to cents in decimal arithmetic', () => {
    expect(lineTotal(3, 19.99, 0)).toBe('59.97');
    expect(lineTotal(1, 0.1, 0)).toBe('0.10');
    expect(lineTotal(2, 100, 12.5)).toBe('175.00');
    expect(lineTotal(0.5, 33.33, 10)).toBe('15.00');
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point; the totals are exact.
    const rates = new Map([[1, '5']]);
    expect(
      quotationTotals(
        [
          { line_total: lineTotal(1, 0.1, 0), tax_category_id: 1 },
          { line_total: lineTotal(1, 0.2, 0), tax_category_id: 1 },
        ],
        rates,
      ),
    ).toEqual({ subtotal: '0.30', tax_total: '0.02', total: '0.32' });
  });
});

describe.each(testDatabaseTargets())('customer-management rules on $name', (target) => {
  let t: TestServer;
  let staff: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startTestServer(target);
    staff = await t.signIn('staff');
    admin = await t.signIn('admin');
  });
  afterAll(async () => t.close());

  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = staff) =>
    t.request({
      method,
      url,
      headers: { ...bearer(who.token), 'accept-language': 'en' },
      ...(payload ? { payload: payload as string } : {}),
    });
  /** Settings rows as their viewer reads them: staff's pick lists give ids and labels only. */
  const settings = async <T>(url: string) => (await as('GET', url, undefined, admin)).json().data as T[];

  it('seeds the demo customers, leads and quotations with computed totals', async () => {
    // The administrator's rights reach every row (staff's reach their own: row scopes).
    const leads = await as('GET', '/api/cm/lead?per_page=50', undefined, admin);
    expect(leads.json().meta.total).toBe(20);
    const quotations = (await as('GET', '/api/cm/quotation', undefined, admin)).json().data as Array<{
      total: number;
      subtotal: number;
    }>;
    expect(quotations).toHaveLength(3);
    for (const q of quotations) {
      expect(q.subtotal).toBeGreaterThan(0);
      expect(q.total).toBeGreaterThan(q.subtotal);
    }
  });

  it('saves a quotation with its lines as one document and derives the totals, tax per line', async () => {
    const organization = (await as('GET', '/api/cm/organization?per_page=1')).json().data[0];
    const taxes = await settings<{ id: number; rate: number }>('/api/cm/tax-category/all');
    const taxed = taxes.find((x) => x.rate === 5)!;
    const created = await as('POST', '/api/cm/quotation', {
      number: 'Q-TEST-1',
      organization_id: organization.id,
      quote_date: '2026-11-22',
      lines: [
        { quantity: 2, unit_price: 100, discount: 10, tax_category_id: taxed.id },
        { quantity: 1, unit_price: 20, discount: 0 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const quotation = created.json().data;
    expect(quotation).toMatchObject({ subtotal: 200, tax_total: 9, total: 209, version: 1 });
    expect(quotation.lines.map((l: { line_total: number; sort: number }) => [l.sort, l.line_total])).toEqual([
      [1, 180],
      [2, 20],
    ]);

    // Editing a line and dropping the other recomputes; the document gets one new version.
    const [first] = quotation.lines;
    const edited = await as('PUT', `/api/cm/quotation/${quotation.id}`, {
      version: 1,
      lines: [{ id: first.id, quantity: 4 }],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ subtotal: 360, tax_total: 18, total: 378, version: 2 });
    expect(edited.json().data.lines).toHaveLength(1);
    // The totals are the server's: a client cannot write them.
    expect((await as('PUT', `/api/cm/quotation/${quotation.id}`, { version: 2, total: 1 })).statusCode).toBe(
      422,
    );
    // Lines are written only with their quotation; their own API reads and exports.
    expect(
      (await as('POST', '/api/cm/quotation-line', { quotation_id: quotation.id, quantity: 1, unit_price: 1 }))
        .statusCode,
    ).toBe(404);
    const read = await as('GET', `/api/cm/quotation-line?filter[quotation_id]=${quotation.id}`);
    expect(read.json().data).toHaveLength(1);
  });

  it("fills a line's tax category and description from its product when not given", async () => {
    const quotation = (await as('GET', '/api/cm/quotation?per_page=1')).json().data[0];
    const product = (await as('GET', '/api/cm/product?per_page=1')).json().data[0];
    const saved = await as('PUT', `/api/cm/quotation/${quotation.id}`, {
      version: quotation.version,
      lines: [{ product_id: product.id, quantity: 3, unit_price: 12.5 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.lines[0]).toMatchObject({
      unit_price: 12.5,
      tax_category_id: product.tax_category_id,
      description: product.name,
      line_total: Number(lineTotal(3, 12.5, 0)),
    });
  });

  it('lets writers of quotations pick tax categories by id and label, but not manage them', async () => {
    const picks = await as('GET', '/api/cm/tax-category/all');
    expect(picks.statusCode).toBe(200);
    expect(Object.keys(picks.json().data[0]).sort()).toEqual(['id', 'label']);
    expect((await as('GET', '/api/cm/tax-category')).statusCode).toBe(403);
    expect((await as('POST', '/api/cm/tax-category', { name: 'X' })).statusCode).toBe(403);
  });

  it("moves a lead's status with the outcome of the stage it is moved to", async () => {
    const stages = await settings<{ id: number; outcome: string }>('/api/cm/pipeline-stage/all');
    const won = stages.find((s) => s.outcome === 'won')!;
    const open = stages.find((s) => s.outcome === 'open')!;
    const lead = (
      await as('POST', '/api/cm/lead', { subject: 'Board move', pipeline_stage_id: open.id })
    ).json().data;
    expect(lead.status).toBe('open');
    const moved = await as('PUT', `/api/cm/lead/${lead.id}`, {
      version: lead.version,
      pipeline_stage_id: won.id,
    });
    expect(moved.json().data).toMatchObject({ status: 'won', pipeline_stage_id: won.id, version: 2 });
  });
});
