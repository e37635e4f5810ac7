import { describe, expect, it } from 'vitest';
import { routeModule } from './routeModule';

describe('routeModule', () => {
  it('takes the module from the permission path a route declares', () => {
    expect(routeModule('/api/cm/lead/:id', { permission: 'cm.use.lead.actions.view' })).toBe('cm');
    expect(routeModule('/api/sc/license', { permission: 'sc.admin.license.actions.edit' })).toBe('sc');
  });

  it('takes it from the URL for routes open to every signed-in user', () => {
    expect(routeModule('/api/cm/tax-category/all', 'authenticated')).toBe('cm');
    expect(routeModule('/api/wf', 'authenticated')).toBe('wf');
    expect(routeModule('/api/sc/user-notification', 'authenticated')).toBe('sc');
  });

  it('finds no module for the general routes', () => {
    expect(routeModule('/api/broadcasting/auth', 'authenticated')).toBeNull();
    expect(routeModule('/api/common/user-common-word', 'authenticated')).toBeNull();
    expect(routeModule('/lang/json-data/cm', 'public')).toBeNull();
    expect(routeModule('/cm/use/lead', 'public')).toBeNull();
    expect(routeModule('/api/cmx/thing', { permission: 'general.thing' })).toBeNull();
  });
});
