import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startNotifications } from '../../../src/platform/notifications/startNotifications';
import { notification } from '../../../src/platform/notifications/testing/fakeNotifications';
import { emitRealtime } from '../../../src/platform/realtime/realtimeBus';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';
import { instancePage, instanceRow } from '../instance/testing/instanceFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all([import('./ToSignPanel'), import('../../general/shell/AppShell')]);
}, 60_000);

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

function serve(receive: ReturnType<typeof instanceRow>[]) {
  return installFakeServer({
    'GET /api/sc/home': { body: { data: { widgets: [{ key: 'toSign', enabled: true }], version: 1 } } },
    'GET /api/sc/my-home': { body: { data: { panels: [], version: 0 } } },
    'GET /api/wf/instance': () => ({ body: instancePage(receive.slice(0, 5), receive.length, 1, 5) }),
    'GET /api/sc/user-notification': {
      body: { data: [], meta: { current_page: 1, last_page: 1, unread_count: 0 } },
    },
  });
}

describe('the home panel “To sign”', { timeout: 90_000 }, () => {
  it('counts what waits for the user, lists the first, and follows new items live', async () => {
    const receive = [instanceRow(1), instanceRow(2)];
    const api = serve(receive);
    stop = startNotifications();
    signInAs(['wf.use']);
    renderApp('/home');
    const panel = await screen.findByRole('region', { name: 'To sign' }, { timeout: 30_000 });
    expect((await within(panel).findByTestId('to-sign-count')).textContent).toBe(
      '2 applications wait for your signature.',
    );
    expect(within(panel).getByRole('link', { name: 'Laptops 1' }).getAttribute('href')).toBe('/wf-form?id=1');
    expect(api.callsTo('GET', '/api/wf/instance')[0]?.path).toBe(
      '/api/wf/instance?folder=receive&page=1&per_page=5',
    );

    receive.unshift(instanceRow(3, { title: 'Projector' }));
    act(() =>
      emitRealtime(
        'notificationCreated',
        notification(9, { modelType: 'wf', modelId: 3, data: { workflow: { status: 'S', instanceId: 3 } } }),
      ),
    );
    expect(await within(panel).findByRole('link', { name: 'Projector' })).not.toBeNull();
    await waitFor(() =>
      expect(within(panel).getByTestId('to-sign-count').textContent).toBe(
        '3 applications wait for your signature.',
      ),
    );
  });

  it('is not offered without the sign-off right', async () => {
    const api = serve([instanceRow(1)]);
    signInAs([]);
    renderApp('/home');
    await screen.findByRole('button', { name: 'Customise' }, { timeout: 30_000 });
    expect(screen.queryByRole('region', { name: 'To sign' })).toBeNull();
    expect(api.callsTo('GET', '/api/wf/instance')).toHaveLength(0);
  });
});
