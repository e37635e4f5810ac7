import { screen, within } from '@testing-library/react';
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

const STORED = { apiKey: 'AIza-key', geofenceEnabled: false, sites: [], version: 1 };

function serve(save: (body: unknown) => FakeResponse) {
  return installFakeServer({
    ...localeHandlers(['entity']),
    'GET /api/sc/map/settings': { body: { data: STORED } },
    'PUT /api/sc/map': (request) => save(request.body),
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

// The generic settings screen on the map settings document, with its geofence sites widget.
describe('/sc/google-map', () => {
  it('adds a site, shows the server’s message under its latitude, then saves it', async () => {
    let attempt = 0;
    const api = serve((body) => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 422,
            body: {
              message: 'invalid',
              errors: { 'sites.0.latitude': ['Latitude must be between -90 and 90.'] },
            },
          }
        : { body: { data: { ...(body as object), version: 2 } } };
    });
    signInAs(['sc.admin.map']);
    renderApp('/sc/google-map');
    const key = (await screen.findByLabelText('Google Maps API key')) as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(screen.getByText('No site yet.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Clock-in must be within a site'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a site' }));
    const site = screen.getByRole('group', { name: 'Site name' });
    await userEvent.type(within(site).getByLabelText('Site name'), 'Taipei office');
    await userEvent.type(within(site).getByLabelText('Latitude'), '95');
    await userEvent.type(within(site).getByLabelText('Longitude'), '121.56');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Latitude must be between -90 and 90.')).toBeTruthy();

    const latitude = screen.getByLabelText('Latitude') as HTMLInputElement;
    await userEvent.clear(latitude);
    await userEvent.type(latitude, '25.03');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The settings were saved.');
    expect(api.callsTo('PUT', '/api/sc/map')[1]?.body).toEqual({
      apiKey: 'AIza-key',
      geofenceEnabled: true,
      sites: [{ name: 'Taipei office', latitude: 25.03, longitude: 121.56, radius: 200 }],
      version: 1,
    });
  });
});
