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
}, 60_000);

const slow = { timeout: 10_000 };
const STAGES = { 1: 'New', 2: 'Proposal' };

function resources() {
  const leads = new FakeResource(
    '/api/cm/lead',
    [
      { id: 1, subject: 'Acme renewal', status: 'open', pipeline_stage_id: 1, expected_amount: 1200 },
      { id: 2, subject: 'Globex pilot', status: 'open', pipeline_stage_id: 2 },
    ],
    { labels: { pipeline_stage_id: STAGES } },
  );
  // A user of leads does not view the stages: their pick list gives ids and labels only.
  const stages = new FakeResource(
    '/api/cm/pipeline-stage',
    [
      { id: 1, name: 'New', pipeline_id: 1, sort: 10, colour: '#1677ff' },
      { id: 2, name: 'Proposal', pipeline_id: 1, sort: 20, colour: null },
    ],
    { pickOnly: 'name' },
  );
  return { leads, stages };
}

function lane(title: string): HTMLElement {
  return screen.getByRole('heading', { name: new RegExp(`^${title}`) }).closest('section') as HTMLElement;
}

describe('entity board', { timeout: 40_000 }, () => {
  it('shows a lane per stage with its cards, and moves a card with the “Move to…” menu', async () => {
    const { leads, stages } = resources();
    const server = fakeEntityServer([leads, stages]);
    signInAs(['cm.use'], { userPermission: entityPermissionTree(['cm.use']) });
    renderApp('/cm/use/lead');
    expect(await screen.findByText('Acme renewal', {}, slow)).not.toBeNull();
    expect(within(lane('New')).getByText('Acme renewal')).not.toBeNull();
    expect(within(lane('Proposal')).getByText('Globex pilot')).not.toBeNull();
    expect(within(lane('Not set')).getByText('Nothing here.')).not.toBeNull();
    expect(within(lane('New')).getByText('1,200.00')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Table' }).getAttribute('href')).toBe('/cm/use/lead/table');

    await userEvent.click(within(lane('New')).getByRole('button', { name: 'Move to… “Acme renewal”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Proposal' }));
    await waitFor(() => expect(within(lane('Proposal')).getByText('Acme renewal')).not.toBeNull());
    expect(within(lane('New')).queryByText('Acme renewal')).toBeNull();
    expect(server.callsTo('PUT', '/api/cm/lead/1')[0]?.body).toEqual({ pipeline_stage_id: 2, version: 1 });
    expect(await screen.findByText('Moved to “Proposal”.')).not.toBeNull();
  });

  it('puts a card back and says why when someone else changed the record', async () => {
    const { leads, stages } = resources();
    fakeEntityServer([leads, stages]);
    signInAs(['cm.use'], { userPermission: entityPermissionTree(['cm.use']) });
    renderApp('/cm/use/lead');
    await screen.findByText('Acme renewal', {}, slow);
    // Saved elsewhere after the board loaded: the board's version is stale.
    leads.rows.set(1, { ...leads.rows.get(1)!, version: 2 });
    await userEvent.click(within(lane('New')).getByRole('button', { name: 'Move to… “Acme renewal”' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Proposal' }));
    expect(
      await screen.findByText('Someone else changed this record; it is back where it was. Try again.'),
    ).not.toBeNull();
    await waitFor(() => expect(within(lane('New')).getByText('Acme renewal')).not.toBeNull());
    expect(within(lane('Proposal')).queryByText('Acme renewal')).toBeNull();
  });
});
