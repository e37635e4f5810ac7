import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';
import type { ScImportReport } from './ScImportReport';

resetBetweenTests();
beforeAll(async () => {
  // jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
  if (typeof globalThis.CSS?.escape !== 'function')
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
  await initTestI18n('en');
  await Promise.all([import('./ImportUsersScreen'), import('../../general/shell/AppShell')]);
}, 60_000);

const REPORT: ScImportReport = {
  kind: 'user',
  mode: 'dry-run',
  total: 3,
  create: 3,
  update: 0,
  deactivate: 0,
  unchanged: 0,
  errors: [],
  changes: [],
  committed: false,
  invitations: 3,
};

function serve(report: ScImportReport = REPORT) {
  return installFakeServer({
    'POST /api/sc/user/import': { body: report },
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

describe('/sc/import-user password choice', () => {
  it('offers a shared password or mailed links, from the keyboard, and sends the choice', async () => {
    const api = serve();
    signInAs(['sc.admin.user']);
    renderApp('/sc/import-user');
    const group = await screen.findByRole('group', { name: 'Password of new users' });
    expect(group).not.toBeNull();
    const shared = screen.getByRole('radio', { name: 'One initial password for all new users' });
    const invite = screen.getByRole('radio', { name: 'E-mail each new user a link to choose a password' });
    expect((shared as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Initial password of new users')).not.toBeNull();

    // Arrow keys move a native radio group's choice.
    shared.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect((invite as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByLabelText('Initial password of new users')).toBeNull();
    expect(screen.getByText(/every row that creates one needs an e-mail address/)).not.toBeNull();

    const file = new File(['account,name,email\nada,Ada,ada@example.com\n'], 'users.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText('File (XLSX or CSV)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('3 set-password links will be mailed.')).not.toBeNull();
    const [sent] = api.callsTo('POST', '/api/sc/user/import');
    expect(sent!.path).toBe('/api/sc/user/import?mode=dry-run&password_mode=invite');
    expect(sent!.headers.get('X-Initial-Password')).toBeNull();
  }, 20_000);

  it('sends the typed password in shared mode', async () => {
    const api = serve({ ...REPORT, invitations: 0 });
    signInAs(['sc.admin.user']);
    renderApp('/sc/import-user');
    await userEvent.type(await screen.findByLabelText('Initial password of new users'), 'Welcome-2026');
    const file = new File(['account,name\nada,Ada\n'], 'users.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('File (XLSX or CSV)'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByText('3 rows: 3 to create, 0 to change, 0 to deactivate, 0 unchanged.');
    expect(screen.queryByText(/set-password link/)).toBeNull();
    const [sent] = api.callsTo('POST', '/api/sc/user/import');
    expect(sent!.path).toBe('/api/sc/user/import?mode=dry-run&password_mode=shared');
    expect(sent!.headers.get('X-Initial-Password')).toBe('Welcome-2026');
  }, 20_000);
});
