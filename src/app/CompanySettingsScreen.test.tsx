import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeHandlers } from '../runtime/entity/testing/localeHandlers';
import { chooseOption } from '../testing/chooseOption';
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

const STORED = {
  name: 'Atrium',
  logo: '',
  defaultLanguage: 'tw',
  timeZone: 'Asia/Taipei',
  fiscalYearStartMonth: 1,
  version: 2,
};
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_URL = 'data:image/png;base64,iVBORw0KGgo=';

function serve(save: FakeResponse | ((body: unknown) => FakeResponse) = { body: { data: STORED } }) {
  return installFakeServer({
    ...localeHandlers(['entity']),
    'GET /api/sc/company-setup': { body: { data: STORED } },
    'PUT /api/sc/company-setup': (request) => (typeof save === 'function' ? save(request.body) : save),
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

async function open(grants = ['sc.admin.company']) {
  signInAs(grants);
  renderApp('/sc/company-settings');
  await screen.findByRole('heading', { name: 'Company settings' });
  return (await screen.findByLabelText('Company name')) as HTMLInputElement;
}

async function chooseZone(search: string, zone: string) {
  const select = screen.getByRole('combobox', { name: 'Time zone' });
  await userEvent.click(select);
  await userEvent.type(select, search);
  await userEvent.click(await screen.findByTitle(zone));
}

// The generic settings screen on the company settings document, with its logo, time-zone,
// language and month widgets (src/app/settingsWidgets.ts).
describe('/sc/company-settings', () => {
  it('saves the name, an uploaded logo, language, time zone and fiscal year start', async () => {
    const api = serve((body) => ({ body: { data: { ...(body as object), version: 3 } } }));
    const name = await open();
    expect(name.value).toBe('Atrium');
    expect(screen.getByText('No logo')).not.toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Trading');
    await userEvent.upload(
      screen.getByTestId('logo-file'),
      new File([PNG_BYTES], 'logo.png', { type: 'image/png' }),
    );
    expect(((await screen.findByAltText('Logo preview')) as HTMLImageElement).src).toBe(PNG_URL);
    await chooseOption('Default language', 'English');
    await chooseZone('berlin', 'Europe/Berlin');
    await chooseOption('First month of the fiscal year', 'April');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('The settings were saved.');
    expect(api.callsTo('PUT', '/api/sc/company-setup')[0]?.body).toEqual({
      name: 'Acme Trading',
      logo: PNG_URL,
      defaultLanguage: 'en',
      timeZone: 'Europe/Berlin',
      fiscalYearStartMonth: 4,
      version: 2,
    });
  }, 20_000);

  it('refuses a logo of the wrong kind or too large before sending it, and can remove a logo', async () => {
    const api = serve();
    await open();
    const file = screen.getByTestId('logo-file');
    await userEvent.upload(file, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('The logo must be a PNG, JPEG, SVG or WebP image.')).not.toBeNull();
    await userEvent.upload(
      file,
      new File([new Uint8Array(256 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('The logo may not be larger than 256 kB.')).not.toBeNull();
    expect(screen.getByText('No logo')).not.toBeNull();

    await userEvent.upload(file, new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));
    await screen.findByAltText('Logo preview');
    expect(screen.queryByText('The logo may not be larger than 256 kB.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the logo' }));
    expect(screen.getByText('No logo')).not.toBeNull();
    expect(api.callsTo('PUT', '/api/sc/company-setup')).toHaveLength(0);
  });

  it('asks for a name, and shows the server’s 422 under its field', async () => {
    const api = serve({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { logo: ['An SVG logo may not contain scripts, event attributes or external links.'] },
      },
    });
    const name = await open();
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company name is required.')).not.toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT', '/api/sc/company-setup')).toHaveLength(0);

    await userEvent.type(name, 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('An SVG logo may not contain scripts, event attributes or external links.'),
    ).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please check the marked fields.'),
    );
  });

  it('is read-only for whoever may only view it', async () => {
    const api = serve();
    const name = await open(['sc.admin.company.actions.view']);
    expect(screen.getByText('You may view these settings but not change them.')).not.toBeNull();
    expect(name.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Choose an image' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(api.callsTo('PUT', '/api/sc/company-setup')).toHaveLength(0);
  });
});
