import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
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
}, 60_000);

const slow = { timeout: 10_000 };

describe('settings tabs', { timeout: 40_000 }, () => {
  it('shows one tab per child list, the URL choosing the tab', async () => {
    fakeEntityServer([
      new FakeResource('/api/cm/pipeline', [{ id: 1, name: 'Default pipeline', sort: 10, is_active: true }]),
      new FakeResource('/api/cm/lead-source', [
        { id: 1, name: 'Trade show', code: 'SHOW', sort: 10, is_active: true },
      ]),
    ]);
    signInAs(['cm.admin'], { userPermission: entityPermissionTree(['cm.admin']) });
    const { router } = renderApp('/cm/admin/info-settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cm/admin/info-settings/pipeline'));
    expect(await screen.findByText('Default pipeline', {}, slow)).not.toBeNull();
    const pipelines = screen.getByRole('tab', { name: 'Pipelines' });
    expect(pipelines.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Information settings', level: 1 })).not.toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Lead sources' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cm/admin/info-settings/source'));
    expect(await screen.findByText('Trade show', {}, slow)).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'Lead sources' }).getAttribute('aria-selected')).toBe('true');
  });

  it('leaves out the tabs the user may not open, and opens on the first one they may', async () => {
    fakeEntityServer([
      new FakeResource('/api/cm/lead-source', [
        { id: 1, name: 'Trade show', code: 'SHOW', sort: 10, is_active: true },
      ]),
    ]);
    // Lead sources only: the section's first tab, pipelines, would be a 403 that ends the session.
    const grants = ['cm.admin.leadSource.actions.view'];
    signInAs(grants, { userPermission: entityPermissionTree(grants) });
    const { router } = renderApp('/cm/admin/info-settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cm/admin/info-settings/source'));
    expect(await screen.findByText('Trade show', {}, slow)).not.toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Lead sources']);
  });
});
