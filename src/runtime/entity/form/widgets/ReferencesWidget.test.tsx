import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../../testing/initTestI18n';
import { preloadScreens, renderApp } from '../../../../testing/renderApp';
import { resetBetweenTests } from '../../../../testing/resetBetweenTests';
import { signInAs } from '../../../../testing/sessionFixtures';
import { entityPermissionTree } from '../../testing/entityPermissions';
import { FakeResource, fakeEntityServer } from '../../testing/fakeEntityServer';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await preloadScreens();
  await import('../EntityForm');
}, 60_000);

const slow = { timeout: 10_000 };
const TAGS = { 1: 'VIP', 2: 'Hot', 3: 'Cold' };

function resources() {
  const leads = new FakeResource(
    '/api/cm/lead',
    [{ id: 1, subject: 'Acme renewal', status: 'open', tag_ids: [3] }],
    { labels: { tag_ids: TAGS } },
  );
  // A user of leads does not view tags: their pick list has ids and labels only.
  const tags = new FakeResource(
    '/api/cm/tag',
    Object.entries(TAGS).map(([id, name]) => ({ id: Number(id), name, sort: Number(id) })),
    { pickOnly: 'name' },
  );
  const empty = ['organization', 'person', 'lead-source', 'quotation', 'pipeline-stage'].map(
    (r) => new FakeResource(`/api/cm/${r}`, []),
  );
  return { leads, all: [leads, tags, ...empty] };
}

describe('a references field in the form and the detail', { timeout: 90_000 }, () => {
  it('picks several tags in a labelled multi-select, saves their ids and shows them as tags', async () => {
    const { leads, all } = resources();
    const server = fakeEntityServer(all);
    signInAs(['cm.use'], { userPermission: entityPermissionTree(['cm.use']) });
    renderApp('/cm/use/lead/view?id=1');
    const tagsOf = async () =>
      within(await screen.findByRole('list', { name: 'Tags' }, slow))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await tagsOf()).toEqual(['Cold']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const form = await screen.findByRole('dialog', { name: 'Edit Lead' }, slow);
    const select = await within(form).findByLabelText('Tags', {}, slow);
    // The tag the lead holds is shown by its name once the pick list arrives.
    await waitFor(() => expect(within(form).getByTitle('Cold')).not.toBeNull());
    await userEvent.click(select);
    await userEvent.click(await screen.findByTitle('VIP'));
    await userEvent.type(select, 'h');
    await userEvent.click(await screen.findByTitle('Hot'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/cm/lead/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/cm/lead/1')[0]?.body).toMatchObject({ tag_ids: [3, 1, 2] });
    expect(leads.rows.get(1)?.tag_ids_labels).toEqual(['Cold', 'VIP', 'Hot']);
    await waitFor(async () => expect(await tagsOf()).toEqual(['Cold', 'VIP', 'Hot']), slow);
  });
});
