import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '../../src/platform/session/sessionStore';
import { type FakeResponse, installFakeServer } from '../../src/testing/fakeServer';
import { initTestI18n } from '../../src/testing/initTestI18n';
import { preloadScreens, renderApp } from '../../src/testing/renderApp';
import { resetBetweenTests } from '../../src/testing/resetBetweenTests';
import { testUser } from '../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
}, 60_000);

const CAPTCHA_IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

function server(login: FakeResponse | ((body: unknown) => FakeResponse)) {
  let captchas = 0;
  return installFakeServer({
    'GET /api/sc/company-setup/get-setup': {
      body: { data: { name: 'Acme Corp', logo: 'data:image/png;base64,AAAA', defaultLanguage: 'en' } },
    },
    'POST /api/sc/user/login': (request) => (typeof login === 'function' ? login(request.body) : login),
    'GET /api/captcha': () => ({ body: { key: `key-${++captchas}`, image: CAPTCHA_IMAGE } }),
    'POST /api/sc/user/forgot-password': { body: { message: 'ok' } },
    'GET /api/sc/user/all': { body: { data: [] } },
  });
}

const loginOk: FakeResponse = {
  body: { access_token: 'jwt-1', token_type: 'bearer', expires_in: 900, user: testUser(['sc.admin']) },
};

async function fillAndSubmit(account = 'alice', password = 'secret-pass') {
  await userEvent.type(await screen.findByLabelText('Account'), account);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('shows the company name and logo, the labelled fields and a language switcher', async () => {
    server(loginOk);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Acme Corp' })).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Acme Corp logo' })).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Account' })).not.toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('combobox', { name: 'Language' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).not.toBeNull();
  });

  it('asks for the required fields', async () => {
    const api = server(loginOk);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Acme Corp' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Please check the required fields.');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/sc/user/login')).toHaveLength(0);
  });

  it('signs in, keeps the session and opens /home', async () => {
    const api = server(loginOk);
    const { router } = renderApp('/');
    await fillAndSubmit();
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Alice Chen' }, { timeout: 5000 }),
    ).not.toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    expect(api.callsTo('POST', '/api/sc/user/login')[0]?.body).toEqual({
      account: 'alice',
      password: 'secret-pass',
    });
    expect(getSession()?.accessToken).toBe('jwt-1');
    expect(JSON.parse(window.sessionStorage.getItem('atrium.session') ?? '{}').user.account).toBe('alice');
  });

  it('goes back to the page the visitor first asked for', async () => {
    server(loginOk);
    const { router } = renderApp('/sc/list');
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sc/list'));
  });

  it('shows the server message for a wrong account or password', async () => {
    server({ status: 401, body: { message: 'These credentials do not match our records.' } });
    renderApp('/');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These credentials do not match our records.',
    );
    expect(getSession()).toBeNull();
  });

  it('shows the lock message on 429', async () => {
    server({ status: 429, body: {} });
    renderApp('/');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. The account is locked for a while; please try again later.',
    );
  });

  it('shows the captcha when the server asks for it, and sends it with its key', async () => {
    const api = server((body) =>
      (body as { captcha?: string }).captcha === 'x7k2'
        ? loginOk
        : { status: 422, body: { message: 'Please enter the captcha.', errors: {}, captcha_required: true } },
    );
    renderApp('/');
    await fillAndSubmit();
    const picture = await screen.findByRole('img', { name: 'Verification code picture' });
    expect(picture.getAttribute('src')).toBe(CAPTCHA_IMAGE);
    expect(screen.getByRole('alert').textContent).toBe('Please enter the captcha.');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('This field is required.')).not.toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Verification code' }), 'x7k2');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getSession()?.accessToken).toBe('jwt-1'));
    expect(api.callsTo('POST', '/api/sc/user/login')[1]?.body).toEqual({
      account: 'alice',
      password: 'secret-pass',
      captcha: 'x7k2',
      captcha_key: 'key-1',
    });
  });

  it('shows the captcha as soon as a wrong password makes it needed (401 with captcha_required)', async () => {
    const api = server({
      status: 401,
      body: { message: 'Wrong account or password.', captcha_required: true },
    });
    renderApp('/');
    await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong account or password.');
    expect(await screen.findByRole('img', { name: 'Verification code picture' })).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Verification code' })).not.toBeNull();
    expect(api.callsTo('GET', '/api/captcha')).toHaveLength(1);
  });

  it('shows a captcha error from the server under the captcha field, with a new picture', async () => {
    const api = server({
      status: 422,
      body: { message: 'Invalid', errors: { captcha: ['Wrong captcha.'] } },
    });
    renderApp('/');
    await fillAndSubmit();
    expect(await screen.findByText('Wrong captcha.')).not.toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/api/captcha')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/captcha')).toHaveLength(2));
  });

  it('sends a reset link from the forgot-password dialog and answers neutrally', async () => {
    const api = server(loginOk);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByText('This field is required.')).not.toBeNull();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account' }), 'bob');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('If this account exists');
    expect(api.callsTo('POST', '/api/sc/user/forgot-password')[0]?.body).toEqual({ account: 'bob' });

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('switches the page language', async () => {
    server(loginOk);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Acme Corp' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'tw');
    expect(screen.getByRole('button', { name: '登入' })).not.toBeNull();
    expect(screen.getByRole('textbox', { name: '帳號' })).not.toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '語言' }), 'en');
  });
});
