import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../testing/initTestI18n';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { changeLanguage } from '../i18n/i18n';
import { setNavigator } from '../navigation/navigateTo';
import { getSession } from '../session/sessionStore';
import { ApiError } from './ApiError';
import { api, setSocketId, swrFetcher } from './apiClient';
import { SESSION_EXEMPT_PATHS } from './sessionExemptPaths';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

describe('apiClient', () => {
  it('sends the bearer token, language, cookies and the XHR marker', async () => {
    const server = installFakeServer({ 'GET /api/sc/user/all': { body: { data: [] } } });
    signInAs();
    await changeLanguage('jp', false);
    await api.get('/api/sc/user/all');
    await changeLanguage('en', false);
    const [request] = server.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request?.headers.get('Accept-Language')).toBe('jp');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.credentials).toBe('include');
    expect(request?.headers.has('X-Socket-Id')).toBe(false);
  });

  it('sends no Authorization header when signed out', async () => {
    const server = installFakeServer({ 'GET /api/sc/security': { body: {} } });
    await api.get('/api/sc/security');
    expect(server.requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('adds X-Socket-Id once a realtime socket id is set, and drops it when cleared', async () => {
    const server = installFakeServer({ 'GET /api/sc/license': { body: {} } });
    setSocketId('1234.5678');
    await api.get('/api/sc/license');
    setSocketId(null);
    await api.get('/api/sc/license');
    expect(server.requests[0]?.headers.get('X-Socket-Id')).toBe('1234.5678');
    expect(server.requests[1]?.headers.has('X-Socket-Id')).toBe(false);
  });

  it('sends JSON bodies and reads JSON answers', async () => {
    const server = installFakeServer({
      'POST /api/sc/user/change-password': (request) => ({ body: { echoed: request.body } }),
    });
    const answer = await api.post<{ echoed: unknown }>('/api/sc/user/change-password', { password: 'x' });
    expect(answer.echoed).toEqual({ password: 'x' });
    expect(server.requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('throws an ApiError with the status and the answer', async () => {
    installFakeServer({
      'POST /api/sc/user/change-password': {
        status: 422,
        body: { message: 'Invalid', errors: { password: ['Too short'] } },
      },
    });
    const error = await api.post('/api/sc/user/change-password', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).data).toEqual({ message: 'Invalid', errors: { password: ['Too short'] } });
    expect((error as ApiError).message).toBe('Invalid');
  });

  it('on a 401 while signed in, ends the session and shows /tokenexpired', async () => {
    installFakeServer({ 'GET /api/sc/user/all': { status: 401, body: { message: 'Unauthenticated.' } } });
    const navigate = vi.fn();
    setNavigator(navigate);
    signInAs();
    await expect(swrFetcher('/api/sc/user/all')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.getItem('atrium.session')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/tokenexpired');
  });

  it.each(SESSION_EXEMPT_PATHS)('a 401 from %s leaves the session alone', async (path) => {
    installFakeServer({ [`POST ${path}`]: { status: 401, body: { message: 'No' } } });
    const navigate = vi.fn();
    setNavigator(navigate);
    signInAs();
    await expect(api.post(`${path}?token=abc`, {})).rejects.toMatchObject({ status: 401 });
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 while signed out does not navigate', async () => {
    installFakeServer({ 'GET /api/sc/user/all': { status: 401 } });
    const navigate = vi.fn();
    setNavigator(navigate);
    await expect(api.get('/api/sc/user/all')).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 403 of a screen guard ends the session and shows /403; other 403s only throw', async () => {
    installFakeServer({ 'GET /api/sc/rights': { status: 403, body: { message: 'Forbidden' } } });
    const navigate = vi.fn();
    setNavigator(navigate);
    signInAs();
    window.sessionStorage.setItem('other', 'kept until 403');

    await expect(api.get('/api/sc/rights')).rejects.toMatchObject({ status: 403 });
    expect(getSession()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();

    await expect(api.get('/api/sc/rights', { guardsScreen: true })).rejects.toMatchObject({ status: 403 });
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/403');
  });

  it('answers undefined for 204', async () => {
    installFakeServer({ 'POST /api/sc/user/logout': { status: 204 } });
    await expect(api.post('/api/sc/user/logout')).resolves.toBeUndefined();
  });
});
