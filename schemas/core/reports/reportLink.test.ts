import { describe, expect, it } from 'vitest';
import { reportLink } from './reportLink';

describe('reportLink', () => {
  it('fills placeholders from the row first, then the parameters, encoded', () => {
    expect(
      reportLink(
        '/fa/x?filter[account_id]={{id}}&from={{from}}&q={{name}}',
        { id: 7, name: '現金 & 銀行' },
        { from: '2026-11-01', id: 9 },
      ),
    ).toBe('/fa/x?filter[account_id]=7&from=2026-11-01&q=%E7%8F%BE%E9%87%91%20%26%20%E9%8A%80%E8%A1%8C');
  });

  it('gives no link when a placeholder has no value', () => {
    expect(reportLink('/as/x?filter[user_id]={{userId}}', { userId: null }, {})).toBeNull();
    expect(reportLink('/as/x?filter[user_id]={{userId}}', {}, {})).toBeNull();
  });

  it('leaves an optional placeholder empty when it has no value', () => {
    const template = '/fa/ledger?account={{code}}&department={{department?}}';
    expect(reportLink(template, { code: '6112' }, { department: null })).toBe(
      '/fa/ledger?account=6112&department=',
    );
    expect(reportLink(template, { code: '6112' }, { department: 3 })).toBe(
      '/fa/ledger?account=6112&department=3',
    );
  });
});
