import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { installFakeServer } from '../../testing/fakeServer';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { signInAs } from '../../testing/sessionFixtures';
import { type CacheStatus, useCachedList } from '../cache/useCachedList';
import { RealtimeCacheSync } from './RealtimeCacheSync';
import { emitRealtime } from './realtimeBus';

resetBetweenTests();

function Departments({ statuses }: { statuses: CacheStatus[] }) {
  const { items, status } = useCachedList<{ name: string }>('/api/sc/department/all');
  statuses.push(status);
  return <p>{`departments: ${items.map((item) => item.name).join(', ')}`}</p>;
}

function Users() {
  const { items } = useCachedList<{ name: string }>('/api/sc/user/all');
  return <p>{`users: ${items.map((item) => item.name).join(', ')}`}</p>;
}

/** The two lists, the users one shown or not by a toggle (a screen left and come back to). */
function Screens({ statuses }: { statuses: CacheStatus[] }) {
  const [showUsers, setShowUsers] = useState(true);
  return (
    <>
      <Departments statuses={statuses} />
      {showUsers && <Users />}
      <button type="button" onClick={() => setShowUsers((shown) => !shown)}>
        toggle users
      </button>
    </>
  );
}

function serve() {
  const names = { departments: ['Sales'], users: ['Alice'] };
  const server = installFakeServer({
    'GET /api/sc/department/all': () => ({ body: { data: names.departments.map((name) => ({ name })) } }),
    'GET /api/sc/user/all': () => ({ body: { data: names.users.map((name) => ({ name })) } }),
  });
  return { server, names };
}

function renderLists(statuses: CacheStatus[] = []) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RealtimeCacheSync />
      <Screens statuses={statuses} />
    </SWRConfig>,
  );
}

describe('RealtimeCacheSync', () => {
  it('revalidates the cached list a CacheUpdated names: update, then ready with the new rows', async () => {
    const { server, names } = serve();
    signInAs();
    const statuses: CacheStatus[] = [];
    renderLists(statuses);
    expect(await screen.findByText('departments: Sales')).not.toBeNull();
    await screen.findByText('users: Alice');
    names.departments = ['Sales', 'Support'];
    statuses.length = 0;
    act(() => emitRealtime('cacheUpdated', { list: 'departments', urls: ['/api/sc/department/all'] }));
    expect(await screen.findByText('departments: Sales, Support')).not.toBeNull();
    expect(statuses).toContain('update');
    expect(statuses.at(-1)).toBe('ready');
    expect(server.callsTo('GET', '/api/sc/department/all')).toHaveLength(2);
    // Only the list named: the users were not asked again.
    expect(server.callsTo('GET', '/api/sc/user/all')).toHaveLength(1);
  });

  it('fetches a changed list that was not on screen when it shows again', async () => {
    const { server, names } = serve();
    signInAs();
    renderLists();
    await screen.findByText('users: Alice');
    act(() => screen.getByRole('button', { name: 'toggle users' }).click());
    names.users = ['Alice', 'Bob'];
    act(() => emitRealtime('cacheUpdated', { list: 'users', urls: ['/api/sc/user/all'] }));
    act(() => screen.getByRole('button', { name: 'toggle users' }).click());
    expect(await screen.findByText('users: Alice, Bob')).not.toBeNull();
    expect(server.callsTo('GET', '/api/sc/user/all')).toHaveLength(2);
  });

  it('revalidates every list after a reconnection, but not after the first subscription', async () => {
    const { server, names } = serve();
    signInAs();
    renderLists();
    await screen.findByText('users: Alice');
    await screen.findByText('departments: Sales');
    act(() => emitRealtime('resynced', { initial: true }));
    names.departments = ['HQ'];
    names.users = ['Carol'];
    act(() => emitRealtime('resynced', { initial: false }));
    expect(await screen.findByText('departments: HQ')).not.toBeNull();
    expect(await screen.findByText('users: Carol')).not.toBeNull();
    await waitFor(() => expect(server.callsTo('GET', '/api/sc/department/all')).toHaveLength(2));
    expect(server.callsTo('GET', '/api/sc/user/all')).toHaveLength(2);
  });
});
