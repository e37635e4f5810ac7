import { describe, expect, it } from 'vitest';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { paramsFromAddress } from './paramsFromAddress';

const PARAMS = {
  id: 'fa.sample',
  module: 'fa',
  title: 'fa:x',
  api: '/api/fa/x',
  permission: { view: 'fa.use.x.actions.view', edit: 'fa.use.x.actions.export' },
  scope: 'company',
  fields: {
    from: { type: 'date', title: 'fa:from', default: '2026-01-01' },
    level: { type: 'integer', title: 'fa:level', default: 2 },
    posted: { type: 'boolean', title: 'fa:posted', default: true },
    side: { type: 'enum', title: 'fa:side', options: ['debit', 'credit'], default: 'debit' },
  },
  sections: [{ title: 'fa:x', fields: ['from', 'level', 'posted', 'side'] }],
} as unknown as SettingsDescriptor;

describe('paramsFromAddress', () => {
  it('takes the parameters the address names, typed by their fields', () => {
    expect(
      paramsFromAddress(PARAMS, new URLSearchParams('from=2026-11-01&level=3&posted=false&side=credit&x=1')),
    ).toEqual({
      from: '2026-11-01',
      level: 3,
      posted: false,
      side: 'credit',
    });
  });

  it('leaves out values of the wrong shape', () => {
    expect(paramsFromAddress(PARAMS, new URLSearchParams('level=two&posted=yes&side=both'))).toEqual({});
  });
});
