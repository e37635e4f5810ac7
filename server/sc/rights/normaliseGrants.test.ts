import { describe, expect, it } from 'vitest';
import { grantText, normaliseGrants } from './saveOwnerRights';

describe('normaliseGrants', () => {
  it('drops a path below a granted one unless it reaches more rows, and keeps the widest scope of a path', () => {
    expect(
      normaliseGrants([
        { path: 'cm.use', scope: 'own' },
        { path: 'cm.use.lead', scope: 'subtree' },
        { path: 'cm.use.quotation', scope: 'own' },
        { path: 'cm.use.quotation.actions.view', scope: 'own' },
        { path: 'fa', scope: 'all' },
        { path: 'fa.use', scope: 'own' },
        { path: 'bb', scope: 'own' },
        { path: 'bb', scope: 'department' },
      ]),
    ).toEqual([
      { path: 'bb', scope: 'department' },
      { path: 'cm.use', scope: 'own' },
      { path: 'cm.use.lead', scope: 'subtree' },
      { path: 'fa', scope: 'all' },
    ]);
  });

  it('writes a grant for the audit with its scope unless it reaches every row', () => {
    expect(grantText({ path: 'cm.use', scope: 'all' })).toBe('cm.use');
    expect(grantText({ path: 'cm.use', scope: 'own' })).toBe('cm.use (own)');
  });
});
