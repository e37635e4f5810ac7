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

// The four-language field in a real form: one group, a box per language, the reader's first.
describe('the i18nText field', { timeout: 40_000 }, () => {
  it('creates a leave type with names in several languages, empty ones left out', async () => {
    const types = new FakeResource('/api/as/leave-type', [
      {
        id: 1,
        code: 'SICK',
        name: { tw: '病假', en: 'Sick leave' },
        unit: 'hour',
        minimum_unit: 1,
        sort: 10,
      },
    ]);
    const server = fakeEntityServer([types], localeHandlers(['as', 'entity', 'resources']));
    signInAs(['as.admin'], { userPermission: entityPermissionTree(['as.admin']) });
    renderApp('/as/admin/leave/list');
    expect(await screen.findByText('Sick leave', {}, slow)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Leave type' }, slow);
    const names = await within(dialog).findByRole('group', { name: /Name/ }, slow);
    const boxes = within(names).getAllByRole('textbox');
    // English reader: English first, then the fallbacks.
    expect(boxes.map((b) => b.getAttribute('lang'))).toEqual(['en', 'zh-TW', 'zh-CN', 'ja']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Required means at least one language: nothing typed is refused before it is sent.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please fill in the required fields: Code, Name',
    );
    await userEvent.type(within(dialog).getByLabelText('Code'), 'TRIP');
    await userEvent.type(within(names).getByLabelText('English'), 'Field trip');
    await userEvent.type(within(names).getByLabelText('日本語'), '校外学習');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/as/leave-type')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/as/leave-type')[0]?.body).toMatchObject({
      code: 'TRIP',
      name: { en: 'Field trip', jp: '校外学習' },
    });
  });
});
