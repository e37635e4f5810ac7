import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await import('./ShareScreen');
}, 60_000);

const TOKEN = 'A'.repeat(43);
const document = { id: 7, name: 'Budget.pdf', size: 2000, version_no: 2, current_version_id: 12 };
const versions = [
  { id: 12, document_id: 7, name: 'Budget.pdf', number: 2, size: 2000 },
  { id: 11, document_id: 7, name: 'Budget draft.pdf', number: 1, size: 1500 },
];

describe('/dm/versionshare', { timeout: 90_000 }, () => {
  it('shares the version the address names, with a password, and shows the link once', async () => {
    const server = installFakeServer({
      // The person's own setting: new links last 30 days.
      'GET /api/dm/my-files': { body: { data: { shareDays: 30, notifyNewVersion: true, version: 1 } } },
      'GET /api/dm/document/7': { body: { data: document } },
      'GET /api/dm/version': { body: { data: versions, meta: {} } },
      'GET /api/dm/share': { body: { data: [], meta: {} } },
      'POST /api/dm/share': { status: 201, body: { data: { id: 3, token: TOKEN } } },
    });
    signInAs(['dm']);
    renderApp('/dm/versionshare?document=7&version=11');
    const draft = await screen.findByRole(
      'checkbox',
      { name: /Version 1 · Budget draft\.pdf/ },
      { timeout: 30_000 },
    );
    expect((draft as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: /Version 2 · Budget\.pdf/ }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(await screen.findByText('You have not shared this file by link yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Password (optional)'), { target: { value: 'open sesame' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    const link = await screen.findByRole('textbox', { name: 'Link' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/dm/download?token=${TOKEN}`);
    expect(screen.getByText(/It is shown only now/)).toBeTruthy();
    const [sent] = server.callsTo('POST', '/api/dm/share');
    expect(sent?.body).toMatchObject({ version_ids: [11], password: 'open sesame', max_downloads: null });
    const expires = Date.parse((sent?.body as { expires_at?: string } | undefined)?.expires_at ?? '');
    expect(expires).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
    expect(expires).toBeLessThan(Date.now() + 31 * 24 * 3600_000);
  });

  it('puts the server refusal under the field it concerns', async () => {
    installFakeServer({
      'GET /api/dm/document/7': { body: { data: document } },
      'GET /api/dm/version': { body: { data: versions, meta: {} } },
      'GET /api/dm/share': {
        body: {
          data: [
            {
              id: 4,
              version: 1,
              title: 'Budget.pdf',
              expires_at: '2099-01-01T00:00:00.000Z',
              downloads: 2,
              revoked: false,
              allowedActions: ['view', 'edit', 'revoke'],
            },
          ],
          meta: {},
        },
      },
      'POST /api/dm/share': {
        status: 422,
        body: { message: 'Invalid', errors: { version_ids: ['These versions cannot be shared (#12).'] } },
      },
    });
    signInAs(['dm']);
    renderApp('/dm/versionshare?document=7');
    await screen.findByRole(
      'checkbox',
      { name: /Version 2 · Budget\.pdf · .* \(current\)/ },
      { timeout: 30_000 },
    );
    // The user's earlier link is listed with its downloads and a revoke button.
    const links = await screen.findByRole('region', { name: 'Your links to this file' });
    await waitFor(() => expect(within(links).getByText(/2 downloads/)).toBeTruthy());
    expect(within(links).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('These versions cannot be shared (#12).')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Link' })).toBeNull();
  });
});

describe('/dm/versionbatch', { timeout: 90_000 }, () => {
  it('offers the current version of each chosen file', async () => {
    const server = installFakeServer({
      'GET /api/dm/document': {
        body: {
          data: [document, { id: 8, name: 'Plan.pdf', size: 900, version_no: 1, current_version_id: 20 }],
          meta: {},
        },
      },
      'POST /api/dm/share': { status: 201, body: { data: { id: 5, token: TOKEN } } },
    });
    signInAs(['dm']);
    renderApp('/dm/versionbatch?ids=7,8');
    expect(
      await screen.findByRole('heading', { name: 'Share several files by link' }, { timeout: 30_000 }),
    ).toBeTruthy();
    await screen.findByRole('checkbox', { name: /Plan\.pdf · version 1/ });
    expect(server.callsTo('GET', '/api/dm/document')[0]?.path).toContain('filter[id]=7,8');
    fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
    await screen.findByRole('textbox', { name: 'Link' });
    expect(server.callsTo('POST', '/api/dm/share')[0]?.body).toMatchObject({ version_ids: [12, 20] });
  });
});
