import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActionInput, InstanceView } from '../../../schemas/wf/wfApi';
import { notification } from '../../../src/platform/notifications/testing/fakeNotifications';
import { emitRealtime } from '../../../src/platform/realtime/realtimeBus';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';
import { instanceView } from './testing/instanceFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await import('./WfFormScreen');
}, 60_000);

/** A server holding one application; POST /action answers `act(body)`. */
function serve(view: InstanceView, act: (body: ActionInput) => { status?: number; body: unknown }) {
  const current = { view };
  const api = installFakeServer({
    'GET /api/wf/instance/7': () => ({ body: current.view }),
    'POST /api/wf/instance/7/action': (request) => act(request.body as ActionInput),
    'GET /api/common/user-common-word': {
      body: { data: [{ id: 1, text: 'Agreed, please proceed.' }] },
    },
    'GET /api/sc/user/all': {
      body: { data: [{ id: 13, name: 'Huang Audit', account: 'huang', is_active: true }] },
    },
  });
  return { api, current };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Actions' });

// Busy machine (two cores, several runs): generous limits for the antd screens.
describe('/wf-form', { timeout: 90_000 }, () => {
  it('shows the application, every signature and only the actions the server allows', async () => {
    serve(instanceView(7), () => ({ body: {} }));
    signInAs(['wf.use'], { id: 13, name: 'Huang Audit' });
    renderApp('/wf-form?id=7');
    expect(await screen.findByRole('heading', { name: 'Laptops 7' }, { timeout: 30_000 })).not.toBeNull();
    expect(screen.getByText('PR202603040007')).not.toBeNull();
    expect(screen.getByText('Purchase request')).not.toBeNull();
    // The delegate's signature says whom it was for; the comment shows with it.
    expect(screen.getAllByText('Lin Deputy on behalf of Chen Finance').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Signed while Chen is away').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download quote.pdf' })).not.toBeNull();
    const buttons = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Approve', 'Reject', 'Comment']);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('asks a rejection where it goes (back to the applicant or the end) before it is sent', async () => {
    const sent: ActionInput[] = [];
    const { current } = serve(instanceView(7), (body) => {
      sent.push(body);
      current.view = {
        ...current.view,
        version: 5,
        status: 'returned',
        allowed: { ...current.view.allowed, actions: [] },
      };
      return { body: current.view };
    });
    signInAs(['wf.use'], { id: 13, name: 'Huang Audit' });
    renderApp('/wf-form?id=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject' });
    // Without a choice nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose what happens next.')).not.toBeNull();
    expect(sent).toEqual([]);

    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Back to the applicant to revise and resubmit' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox'), 'Please attach a second quote');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      action: 'reject',
      version: 4,
      rejectTo: 'applicant',
      comment: 'Please attach a second quote',
    });
    // The outcome stays on the page: the state and the notice, and no more actions.
    expect((await screen.findByRole('status')).textContent).toBe('You rejected this application.');
    expect(screen.getByTestId('wf-status').textContent).toBe('Returned');
    expect(screen.queryByRole('toolbar', { name: 'Actions' })).toBeNull();
  });

  it('puts a common word into the comment, and says so and reloads when someone acted first (409)', async () => {
    const { api, current } = serve(instanceView(7), () => ({
      status: 409,
      body: { message: 'This application changed after you opened it.' },
    }));
    signInAs(['wf.use'], { id: 13, name: 'Huang Audit' });
    renderApp('/wf-form?id=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    const words = within(dialog).getByRole('combobox', { name: 'Common words' });
    await userEvent.click(words);
    await userEvent.click(await screen.findByTitle('Agreed, please proceed.'));
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe(
        'Agreed, please proceed.',
      ),
    );

    current.view = {
      ...current.view,
      version: 6,
      status: 'approved',
      allowed: { ...current.view.allowed, actions: [] },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Someone acted on this application first',
    );
    await waitFor(() => expect(screen.getByTestId('wf-status').textContent).toBe('Approved'));
    expect(api.callsTo('GET', '/api/wf/instance/7').length).toBeGreaterThanOrEqual(2);
  });

  it('reloads by itself when a workflow notification about it arrives', async () => {
    const { api, current } = serve(instanceView(7), () => ({ body: {} }));
    signInAs(['wf.use'], { id: 13, name: 'Huang Audit' });
    renderApp('/wf-form?id=7');
    await screen.findByRole('button', { name: 'Approve' }, { timeout: 30_000 });
    const before = api.callsTo('GET', '/api/wf/instance/7').length;
    act(() =>
      emitRealtime(
        'notificationCreated',
        notification(50, { modelType: 'wf', modelId: 99, data: { workflow: { status: 'S' } } }),
      ),
    );
    expect(api.callsTo('GET', '/api/wf/instance/7').length).toBe(before);
    current.view = { ...current.view, status: 'approved', allowed: { ...current.view.allowed, actions: [] } };
    act(() =>
      emitRealtime(
        'notificationCreated',
        notification(51, { modelType: 'wf', modelId: 7, data: { workflow: { status: 'A' } } }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('wf-status').textContent).toBe('Approved'));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('says plainly when the caller is not part of the application, without ending the session', async () => {
    installFakeServer({
      'GET /api/wf/instance/7': { status: 403, body: { message: 'You are not part of this application.' } },
    });
    signInAs(['wf.use']);
    const { router } = renderApp('/wf-form?id=7');
    expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).toBe(
      'You are not part of this application.',
    );
    expect(router.state.location.pathname).toBe('/wf-form');
  });
});
