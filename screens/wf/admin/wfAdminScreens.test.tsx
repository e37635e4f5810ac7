import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { entityPermissionTree } from '../../../src/runtime/entity/testing/entityPermissions';
import { FakeResource, fakeEntityServer } from '../../../src/runtime/entity/testing/fakeEntityServer';
import { localeHandlers } from '../../../src/runtime/entity/testing/localeHandlers';
import { chooseOption } from '../../../src/testing/chooseOption';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

/** The machine running the tests may be busy: the grid's first drawing can take seconds. */
const slow = { timeout: 20_000 };
const PEOPLE = { 7: 'Lin Yi', 8: 'Chen Mei', 9: 'Wang Da' };
const USERS = {
  body: {
    data: Object.entries(PEOPLE).map(([id, name]) => ({
      id: Number(id),
      name,
      account: name.split(' ')[0]!.toLowerCase(),
      is_active: true,
    })),
  },
};
const LOCALES = localeHandlers(['wf', 'sc', 'entity', 'resources']);
/** A running application as GET /api/wf/running lists it. */
const RUNNING_ROW = {
  id: 5,
  number: 'PR202611250001',
  title: 'Laptops',
  template: { id: 2, name: { tw: '請購單', en: 'Purchase request' } },
  applicant: { id: 7, name: 'Lin Yi' },
  status: 'running',
  currentStages: [{ key: 's1', name: { tw: '主管', en: 'Manager' } }],
  submittedAt: '2026-11-25T02:00:00.000Z',
  updatedAt: '2026-11-25T02:00:00.000Z',
};
const signInWith = (grants: string[]) => signInAs(grants, { userPermission: entityPermissionTree(grants) });

describe('sign-off administration screens', { timeout: 60_000 }, () => {
  it('lists delegations by name, and hands a leaver’s pending items to a successor', async () => {
    const delegations = new FakeResource(
      '/api/wf/delegation',
      [
        {
          id: 1,
          user_id: 7,
          agent_id: 8,
          starts_on: '2026-12-01',
          ends_on: '2026-12-05',
          template_id: null,
          reason: 'Holiday',
          is_active: true,
        },
      ],
      { labels: { user_id: PEOPLE, agent_id: PEOPLE } },
    );
    const fake = fakeEntityServer([delegations], {
      ...LOCALES,
      'GET /api/sc/user/all': USERS,
      'POST /api/wf/hand-over': { body: { moved: 3 } },
    });
    signInWith(['wf.admin']);
    renderApp('/wf/admin/inherite');
    expect(await screen.findByText('Holiday', {}, slow)).not.toBeNull();
    const cell = (column: string) =>
      document.querySelector(`.ag-row .ag-cell[col-id="${column}"]`)?.textContent;
    expect([cell('user_id'), cell('agent_id')]).toEqual(['Lin Yi', 'Chen Mei']);

    await userEvent.click(screen.getByRole('button', { name: 'Hand over pending items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over pending items' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(within(dialog).getByText('Choose whose pending items to hand over.')).not.toBeNull();
    await chooseOption('From', 'Lin Yi (lin)', { container: dialog });
    await chooseOption('Successor', 'Wang Da (wang)', { container: dialog });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/wf/hand-over')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/wf/hand-over')[0]?.body).toEqual({ fromUserId: 7, toUserId: 9 });
    expect(await screen.findByText('Handed over 3 pending items.', {}, slow)).not.toBeNull();
  });

  it('picks people for a new delegation from the cached user list (a reference to sc.user)', async () => {
    const fake = fakeEntityServer(
      [new FakeResource('/api/wf/delegation', []), new FakeResource('/api/wf/template', [])],
      {
        ...LOCALES,
        'GET /api/sc/user/all': USERS,
      },
    );
    signInWith(['wf.admin']);
    renderApp('/wf/admin/inherite-add');
    const away = await screen.findByRole('combobox', { name: 'Away' }, slow);
    await chooseOption('Away', 'Lin Yi');
    await waitFor(() => expect(away.closest('.ant-select')?.textContent).toContain('Lin Yi'));
    await chooseOption('Agent', 'Chen Mei');
    expect(fake.callsTo('GET', '/api/sc/user/all').length).toBeGreaterThan(0);
  });

  it('offers no hand-over to whoever may only manage delegations', async () => {
    fakeEntityServer([new FakeResource('/api/wf/delegation', [])], LOCALES);
    signInWith(['wf.admin.delegation']);
    renderApp('/wf/admin/inherite');
    expect(await screen.findByText('No records yet.', {}, slow)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Hand over pending items' })).toBeNull();
  });

  it('lists running applications and ends one with a reason, against the version it reads first', async () => {
    const fake = fakeEntityServer([], {
      ...LOCALES,
      'GET /api/wf/running': {
        body: { data: [RUNNING_ROW], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } },
      },
      'GET /api/wf/instance/5': { body: { ...RUNNING_ROW, version: 4 } },
      'POST /api/wf/instance/5/admin': { body: { ...RUNNING_ROW, status: 'ended', version: 5 } },
    });
    signInWith(['wf.admin']);
    renderApp('/wf/admin/all-running');
    expect(await screen.findByText('PR202611250001', {}, slow)).not.toBeNull();
    expect(screen.getByText('Purchase request')).not.toBeNull();
    expect(screen.getByText('Manager')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Open “PR202611250001”' }).getAttribute('href')).toBe(
      '/wf-form?id=5',
    );

    await userEvent.click(screen.getByRole('button', { name: 'End “PR202611250001”' }));
    const dialog = await screen.findByRole('dialog', { name: 'End “PR202611250001”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(within(dialog).getByText('Enter a reason.')).not.toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Sent twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    await waitFor(() => expect(fake.callsTo('POST', '/api/wf/instance/5/admin')).toHaveLength(1));
    expect(fake.callsTo('POST', '/api/wf/instance/5/admin')[0]?.body).toEqual({
      action: 'end',
      reason: 'Sent twice',
      version: 4,
    });
    expect(await screen.findByText('Ended “PR202611250001”.', {}, slow)).not.toBeNull();
  });

  it('shows the running list without reroute and end to whoever may only see it', async () => {
    fakeEntityServer([], {
      ...LOCALES,
      'GET /api/wf/running': {
        body: { data: [RUNNING_ROW], meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 } },
      },
    });
    signInWith(['wf.admin.allRunning.actions.view']);
    renderApp('/wf/admin/all-running');
    expect(await screen.findByRole('link', { name: 'Open “PR202611250001”' }, slow)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Reroute “PR202611250001”' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End “PR202611250001”' })).toBeNull();
  });
});
