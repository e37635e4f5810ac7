import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeServer } from '../testing/fakeServer';
import { initTestI18n } from '../testing/initTestI18n';
import { renderApp } from '../testing/renderApp';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { signInAs } from '../testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([
    import('../../screens/general/HomeScreen'),
    import('../../screens/general/shell/AppShell'),
    import('../../screens/sc/home/CustomiseHomeDialog'),
    import('../../screens/cm/home/MyOpenLeadsPanel'),
  ]);
}, 60_000);

const ALL_ALLOWED = [
  { key: 'quickLinks', enabled: true },
  { key: 'notifications', enabled: true },
  { key: 'holidays', enabled: true },
  { key: 'myOpenLeads', enabled: true },
];
const INBOX = { body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 2 } } };
const LEADS = {
  body: {
    data: [{ id: 41, subject: 'Ledger rollout', organization_id_label: 'Acme', expected_close_date: null }],
    meta: { current_page: 1, last_page: 1, per_page: 5, total: 1, total_capped: false },
  },
};

function server(mine: unknown[], widgets = ALL_ALLOWED) {
  return installFakeServer({
    'GET /api/sc/home': { body: { data: { widgets, version: 1 } } },
    'GET /api/sc/my-home': { body: { data: { panels: mine, version: 2 } } },
    'PUT /api/sc/my-home': (request) => ({
      body: { data: { ...(request.body as object), version: 3 } },
    }),
    'GET /api/sc/bookmark/mine': { body: { data: [] } },
    'GET /api/sc/calendar/upcoming': { body: { data: [], region: null } },
    'GET /api/cm/lead': LEADS,
    'GET /api/sc/user-notification': INBOX,
    'GET /api/sc/user/all': { body: { data: [] } },
  });
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the home workspace', () => {
  it('hides the open-leads panel from a user without the lead right, and shows the user’s order', async () => {
    const api = server([
      { key: 'holidays', visible: true },
      { key: 'quickLinks', visible: false },
    ]);
    signInAs([]);
    renderApp('/home');
    await screen.findByText('No holidays coming up.');
    // Holidays first (the user's order), quick links switched off, open leads not permitted.
    expect(headings()).toEqual(['Coming holidays', 'Notifications']);
    expect(api.callsTo('GET', '/api/cm/lead')).toHaveLength(0);
  });

  it('lists the user’s open leads, each linking to its record, with a link to all of them', async () => {
    const api = server([]);
    signInAs(['cm.use.lead'], { id: 7 });
    renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'My open leads' });
    const lead = await within(panel).findByRole('link', { name: 'Ledger rollout' });
    expect(lead.getAttribute('href')).toBe('/cm/use/lead/view?id=41');
    const all = within(panel).getByRole('link', { name: 'See all my open leads' });
    expect(all.getAttribute('href')).toContain('filter%5Bstatus%5D=open&filter%5Bcreated_by%5D=7');
    expect(api.callsTo('GET', '/api/cm/lead')[0]?.path).toContain('filter%5Bcreated_by%5D=7');
  });

  it('never shows a panel the administrator disallowed, even when the user chose it', async () => {
    server(
      [{ key: 'quickLinks', visible: true }],
      ALL_ALLOWED.map((w) => ({ ...w, enabled: w.key !== 'quickLinks' })),
    );
    signInAs([]);
    renderApp('/home');
    await screen.findByText('No holidays coming up.');
    expect(headings()).toEqual(['Notifications', 'Coming holidays']);
  });

  it('switches and reorders the panels in the customise dialog and saves them for the user', async () => {
    const api = server([]);
    signInAs([]);
    renderApp('/home');
    await screen.findByText('No holidays coming up.');
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customise your home' });
    const list = within(dialog).getByRole('list', { name: 'Your panels' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/[↑↓]/g, '')),
    ).toEqual(['Quick links', 'Notifications', 'Coming holidays']);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show “Quick links”' }));
    const up = within(dialog).getByRole('button', { name: 'Move “Coming holidays” up' });
    await userEvent.click(up);
    // Focus follows the moved panel, so the keyboard user can keep moving it.
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Move “Coming holidays” up' }),
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/api/sc/my-home')[0]?.body).toEqual({
      panels: [
        { key: 'holidays', visible: true },
        { key: 'quickLinks', visible: false },
        { key: 'notifications', visible: true },
      ],
      version: 2,
    });
    expect(headings()).toEqual(['Coming holidays', 'Notifications']);
  });
});
