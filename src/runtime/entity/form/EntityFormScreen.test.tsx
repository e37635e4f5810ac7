import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../testing/renderApp';
import { resetBetweenTests } from '../../../testing/resetBetweenTests';
import { signInAs } from '../../../testing/sessionFixtures';
import { entityPermissionTree } from '../testing/entityPermissions';
import { FakeResource, fakeEntityServer } from '../testing/fakeEntityServer';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
  // The form library loads with the first form; load it here rather than inside a test's time.
  await import('./EntityForm');
}, 60_000);

const slow = { timeout: 10_000 };
const STAGES = { 1: 'New', 2: 'Proposal' };

function resources() {
  const leads = new FakeResource(
    '/api/cm/lead',
    [{ id: 1, subject: 'Acme renewal', status: 'open', pipeline_stage_id: 1, description: 'Two sites.' }],
    { labels: { pipeline_stage_id: STAGES } },
  );
  const stages = new FakeResource('/api/cm/pipeline-stage', [
    { id: 1, name: 'New', pipeline_id: 1, sort: 10 },
    { id: 2, name: 'Proposal', pipeline_id: 1, sort: 20 },
  ]);
  const empty = ['organization', 'person', 'lead-source', 'quotation'].map(
    (r) => new FakeResource(`/api/cm/${r}`, []),
  );
  return { leads, all: [leads, stages, ...empty] };
}

const signIn = () => signInAs(['cm.use'], { userPermission: entityPermissionTree(['cm.use']) });

describe('entity form', { timeout: 40_000 }, () => {
  it('creates a record with a reference picked from the list, then shows it', async () => {
    const { leads, all } = resources();
    const server = fakeEntityServer(all);
    signIn();
    const { router } = renderApp('/cm/use/lead/create');
    await userEvent.type(await screen.findByLabelText('Subject', {}, slow), 'Initech rollout');
    await userEvent.click(screen.getByLabelText('Stage'));
    await userEvent.click(await screen.findByTitle('Proposal'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=2'));
    expect(router.state.location.pathname).toBe('/cm/use/lead/view');
    expect(await screen.findByRole('heading', { name: 'Initech rollout' }, slow)).not.toBeNull();
    expect(server.callsTo('POST', '/api/cm/lead')[0]?.body).toEqual({
      subject: 'Initech rollout',
      pipeline_stage_id: 2,
      status: 'open',
    });
    expect(leads.rows.get(2)?.pipeline_stage_id).toBe(2);
  });

  it('says which required fields are missing, and sends nothing', async () => {
    const { all } = resources();
    const server = fakeEntityServer(all);
    signIn();
    renderApp('/cm/use/lead/create');
    await screen.findByLabelText('Subject', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in the required fields: Subject',
    );
    expect(screen.getByText('This field is required.')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Subject')));
    expect(server.callsTo('POST', '/api/cm/lead')).toHaveLength(0);
  });

  it('puts the server’s 422 messages under their fields', async () => {
    const { all } = resources();
    fakeEntityServer(all, {
      'POST /api/cm/lead': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { subject: ['This subject is already in use.'] },
        },
      },
    });
    signIn();
    renderApp('/cm/use/lead/create');
    await userEvent.type(await screen.findByLabelText('Subject', {}, slow), 'Acme renewal');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This subject is already in use.', {}, slow)).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please correct these fields: Subject');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Subject')));
  });

  it('asks before leaving with unsaved changes', async () => {
    const { all } = resources();
    fakeEntityServer(all);
    signIn();
    const { router } = renderApp('/cm/use/lead/create');
    await userEvent.type(await screen.findByLabelText('Subject', {}, slow), 'Half typed');
    await userEvent.click(screen.getByTestId('sidebar-home'));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/cm/use/lead/create');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Half typed');
    await userEvent.click(screen.getByTestId('sidebar-home'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('explains an edit conflict and reloads the saved version on request', async () => {
    const { leads, all } = resources();
    fakeEntityServer(all);
    signIn();
    renderApp('/cm/use/lead/view?id=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const form = await screen.findByRole('dialog', { name: 'Edit Lead' }, slow);
    const subject = await within(form).findByLabelText('Subject', {}, slow);
    // Someone else saves the lead meanwhile.
    const theirs = { ...leads.rows.get(1)!, subject: 'Acme renewal (2027)', version: 2 };
    leads.rows.set(1, theirs);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Acme upsell');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' }, slow);
    const difference = within(conflict).getByRole('row', { name: /Subject/ });
    expect(difference.textContent).toContain('Acme upsell');
    expect(difference.textContent).toContain('Acme renewal (2027)');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Acme renewal (2027)'),
    );
    await userEvent.type(within(form).getByLabelText('Subject'), '!');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(leads.rows.get(1)?.subject).toBe('Acme renewal (2027)!'));
  });
});
