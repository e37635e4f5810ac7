import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  await import('./EntityForm');
}, 60_000);

// jsdom has no layout and no scrollIntoView: record the calls instead.
const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;
afterEach(() => scrolled.mockClear());

const slow = { timeout: 10_000 };

function resources() {
  const leads = new FakeResource('/api/cm/lead', [
    { id: 1, subject: 'Acme renewal', status: 'open', allowedActions: ['view', 'edit', 'delete'] },
  ]);
  const empty = ['organization', 'person', 'lead-source', 'quotation', 'pipeline-stage', 'tag'].map(
    (r) => new FakeResource(`/api/cm/${r}`, []),
  );
  return { leads, all: [leads, ...empty] };
}

const signIn = () => signInAs(['cm.use'], { userPermission: entityPermissionTree(['cm.use']) });
const cellOf = (label: string) => screen.getByLabelText(label).closest('[data-field]');

describe('entity form at a desk', { timeout: 60_000 }, () => {
  it('lays the fields out in the descriptor’s sections, long fields across the row', async () => {
    fakeEntityServer(resources().all);
    signIn();
    renderApp('/cm/use/lead/create');
    await screen.findByLabelText('Subject', {}, slow);
    const general = screen.getByRole('group', { name: 'General' });
    expect(within(general).getByLabelText('Organization')).not.toBeNull();
    expect(within(screen.getByRole('group', { name: 'Progress' })).getByLabelText('Status')).not.toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Description' })).getByLabelText('Description'),
    ).not.toBeNull();
    // The descriptor makes the subject span the row; a reference sits in one column; a text area spans.
    expect(cellOf('Subject')?.className).toContain('entity-form__cell--full');
    expect(cellOf('Organization')?.className).toContain('entity-form__cell--half');
    expect(cellOf('Description')?.className).toContain('entity-form__cell--full');
    // Save and Cancel sit in the bar that stays in view (CSS sticky; checked in the browser test).
    expect(screen.getByRole('button', { name: 'Save' }).closest('.entity-form__actions')).not.toBeNull();
  });

  it('saves with Ctrl+S; a failed save names the field, focuses it and brings it into view', async () => {
    const { leads, all } = resources();
    const server = fakeEntityServer(all);
    signIn();
    const { router } = renderApp('/cm/use/lead/create');
    const subject = await screen.findByLabelText('Subject', {}, slow);
    await userEvent.click(screen.getByLabelText('Description'));
    await userEvent.keyboard('{Control>}s{/Control}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please fill in the required fields: Subject',
    );
    await waitFor(() => expect(document.activeElement).toBe(subject));
    expect(scrolled).toHaveBeenCalled();
    expect(server.callsTo('POST', '/api/cm/lead')).toHaveLength(0);

    await userEvent.type(subject, 'Initech rollout');
    await userEvent.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cm/use/lead/view'));
    expect(await screen.findByRole('heading', { name: 'Initech rollout' }, slow)).not.toBeNull();
    expect(leads.rows.get(2)?.subject).toBe('Initech rollout');
  });

  it('cancels with Escape, asking first when something was typed', async () => {
    fakeEntityServer(resources().all);
    signIn();
    const { router } = renderApp('/cm/use/lead/create');
    const subject = await screen.findByLabelText('Subject', {}, slow);
    await userEvent.type(subject, 'Half typed');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/cm/use/lead/create');
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('Half typed');
    await userEvent.click(screen.getByLabelText('Subject'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/cm/use/lead/create'));
  });

  it('asks before a link or Escape leaves the dialog form with changes', async () => {
    fakeEntityServer(resources().all);
    signIn();
    const { router } = renderApp('/cm/use/lead/view?id=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const form = await screen.findByRole('dialog', { name: 'Edit Lead' }, slow);
    await userEvent.type(await within(form).findByLabelText('Subject', {}, slow), ' (2027)');
    void router.navigate('/home');
    const question = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/cm/use/lead/view');
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('Acme renewal (2027)');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).not.toBeNull();
  });
});
