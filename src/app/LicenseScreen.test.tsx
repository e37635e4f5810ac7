import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeHandlers } from '../runtime/entity/testing/localeHandlers';
import { type FakeResponse, installFakeServer } from '../testing/fakeServer';
import { initTestI18n } from '../testing/initTestI18n';
import { renderApp } from '../testing/renderApp';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { signInAs } from '../testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./SettingsScreen'), import('../../screens/general/shell/AppShell')]);
}, 60_000);

const STORED = { seats: 5, modules: ['sc', 'wf', 'dm', 'as'], used: 3, version: 2 };

function serve(save: (body: unknown) => FakeResponse) {
  return installFakeServer({
    ...localeHandlers(['entity']),
    'GET /api/sc/license/settings': { body: { data: STORED } },
    'PUT /api/sc/license': (request) => save(request.body),
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

// The generic settings screen on the licence document, with its seats and modules widgets.
describe('/sc/license', () => {
  it('shows the seats in use and saves the seats and modules with the version', async () => {
    const api = serve((body) => ({ body: { data: { ...(body as object), used: 3, version: 3 } } }));
    signInAs(['sc.admin.license']);
    renderApp('/sc/license');
    expect((await screen.findByText('3 of 5 seats in use')).tagName).toBe('P');
    expect(box('Workflow').checked).toBe(true);
    expect(box('Customer management').checked).toBe(false);
    await userEvent.click(box('Document management'));
    await userEvent.clear(box('Seats'));
    await userEvent.type(box('Seats'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The settings were saved.');
    expect(api.callsTo('PUT', '/api/sc/license')[0]?.body).toEqual({
      seats: 10,
      modules: ['sc', 'wf', 'as'],
      version: 2,
    });
  });

  it('shows the server’s refusal under the seats, and a read-only form without the edit right', async () => {
    serve(() => ({
      status: 422,
      body: {
        message: 'invalid',
        errors: { seats: ['3 users are active: the seat count may not be lower.'] },
      },
    }));
    signInAs(['sc.admin.license']);
    renderApp('/sc/license');
    await screen.findByText('3 of 5 seats in use');
    await userEvent.click(box('No seat limit'));
    await userEvent.click(box('No seat limit'));
    await userEvent.clear(box('Seats'));
    await userEvent.type(box('Seats'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('3 users are active: the seat count may not be lower.')).toBeTruthy();
  });

  it('is read-only for someone who may only view it', async () => {
    serve(() => ({ body: {} }));
    signInAs(['sc.admin.license.actions.view']);
    renderApp('/sc/license');
    expect(await screen.findByText('You may view these settings but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
