import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeHandlers } from '../runtime/entity/testing/localeHandlers';
import { installFakeServer } from '../testing/fakeServer';
import { initTestI18n } from '../testing/initTestI18n';
import { renderApp } from '../testing/renderApp';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { signInAs } from '../testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([
    import('./SettingsScreen'),
    import('../../screens/general/HomeScreen'),
    import('../../screens/general/shell/AppShell'),
  ]);
}, 60_000);

const WIDGETS = [
  { key: 'quickLinks', enabled: true },
  { key: 'notifications', enabled: true },
  { key: 'holidays', enabled: true },
];
const INBOX = { body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } } };

describe('/sc/home-settings and the home screen', () => {
  it('reorders and switches the panels, saving them with the version', async () => {
    const api = installFakeServer({
      ...localeHandlers(['entity']),
      'GET /api/sc/home': { body: { data: { widgets: WIDGETS, version: 0 } } },
      'PUT /api/sc/home': (request) => ({ body: { data: { ...(request.body as object), version: 1 } } }),
      'GET /api/sc/user-notification': INBOX,
    });
    signInAs(['sc.admin.home']);
    renderApp('/sc/home-settings');
    await userEvent.click(await screen.findByRole('button', { name: 'Move “Coming holidays” up' }));
    await userEvent.click(screen.getByLabelText('Show “Latest notifications”'));
    const items = within(screen.getByRole('list', { name: 'Home panels' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/[↑↓]/g, '').trim())).toEqual([
      'Quick links',
      'Coming holidays',
      'Latest notifications',
      'My open leads',
      'To sign',
      'Clock-in',
      'Recently changed files',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The settings were saved.');
    expect(api.callsTo('PUT', '/api/sc/home')[0]?.body).toEqual({
      widgets: [
        { key: 'quickLinks', enabled: true },
        { key: 'holidays', enabled: true },
        { key: 'notifications', enabled: false },
        // Completed: the stored list predates these panels, so they come last, allowed.
        { key: 'myOpenLeads', enabled: true },
        { key: 'toSign', enabled: true },
        { key: 'clockIn', enabled: true },
        { key: 'recentFiles', enabled: true },
      ],
      version: 0,
    });
  });

  it('shows the allowed home panels in the administrator’s order to a user who has not chosen, with their quick links', async () => {
    installFakeServer({
      'GET /api/sc/home': {
        body: {
          data: {
            widgets: [
              { key: 'holidays', enabled: true },
              { key: 'quickLinks', enabled: true },
              { key: 'notifications', enabled: false },
            ],
            version: 3,
          },
        },
      },
      'GET /api/sc/bookmark/mine': {
        body: {
          data: [
            { id: 1, title: 'Handbook', url: 'https://example.com/handbook', icon: null },
            { id: 2, title: 'Sign-off', url: '/wf/use', icon: null },
          ],
        },
      },
      'GET /api/sc/calendar/upcoming': {
        body: {
          data: [{ id: 9, date: '2026-12-25', name: 'Christmas', kind: 'holiday' }],
          region: { id: 1, name: 'TW' },
        },
      },
      'GET /api/sc/my-home': { body: { data: { panels: [], version: 0 } } },
      'GET /api/sc/user-notification': INBOX,
      'GET /api/sc/user/all': { body: { data: [] } },
    });
    signInAs([]);
    renderApp('/home');
    await screen.findByText('Christmas');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Coming holidays', 'Quick links']);
    expect(screen.getByRole('link', { name: 'Handbook' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Sign-off' }).getAttribute('href')).toBe('/wf/use');
  });
});
