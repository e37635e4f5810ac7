import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeServer } from '../testing/fakeServer';
import { initTestI18n } from '../testing/initTestI18n';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { OwnerField, type OwnerFieldProps } from './OwnerField';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

function serve() {
  return installFakeServer({
    'GET /api/sc/department/all': {
      body: {
        data: [
          { id: 1, name: 'Sales', code: 'SAL', is_active: true },
          { id: 2, name: 'Archive', code: 'ARC', is_active: false },
        ],
      },
    },
    'GET /api/sc/group/all': {
      body: {
        data: [
          { id: 4, name: 'Fire wardens', description: 'One per floor' },
          { id: 5, name: 'Managers', description: null },
        ],
      },
    },
    'GET /api/sc/user/all': {
      body: {
        data: [
          { id: 7, name: 'Alice Chen', account: 'alice', is_active: true },
          { id: 8, name: 'Bob Lin', account: 'bob', is_active: true },
          { id: 9, name: 'Gone Away', account: 'gone', is_active: false },
        ],
      },
    },
  });
}

type FieldProps = Pick<OwnerFieldProps, 'kind' | 'label' | 'exclude' | 'error'>;

/** The field with its own state, in a fresh SWR cache; shows what is chosen. */
function Harness(props: FieldProps) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <OwnerField {...props} placeholder="Choose" value={value} onChange={setValue} />
      <output aria-label="chosen">{value.join(',')}</output>
    </SWRConfig>
  );
}

async function search(label: string, text: string) {
  const select = await screen.findByRole('combobox', { name: label });
  await userEvent.click(select);
  await userEvent.type(select, text);
}

describe('OwnerField', { timeout: 30_000 }, () => {
  it('is labelled, finds a group by its description and chooses it as g{id}', async () => {
    const api = serve();
    render(<Harness kind="groups" label="Groups" />);
    // The visible label names the picker (htmlFor points at it).
    expect(screen.getByText('Groups').closest('label')?.htmlFor).toBe(
      screen.getByRole('combobox', { name: 'Groups' }).id,
    );
    await search('Groups', 'floor');
    await userEvent.click(await screen.findByTitle('Fire wardens'));
    expect(screen.getByLabelText('chosen').textContent).toBe('g4');
    // Only its own kind's list is fetched.
    expect(api.requests.map((request) => request.path)).toEqual(['/api/sc/group/all']);
  });

  it('finds a department by its code and marks an inactive one', async () => {
    serve();
    render(<Harness kind="departments" label="Departments" />);
    await search('Departments', 'arc');
    await userEvent.click(await screen.findByTitle('Archive (inactive)'));
    expect(screen.getByLabelText('chosen').textContent).toBe('d2');
  });

  it('offers no inactive user and nothing excluded', async () => {
    serve();
    render(<Harness kind="users" label="Users" exclude={['u7']} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Users' }));
    expect(await screen.findByTitle('Bob Lin (bob)')).not.toBeNull();
    expect(screen.queryByTitle('Alice Chen (alice)')).toBeNull();
    expect(screen.queryByTitle('Gone Away (gone)')).toBeNull();
  });

  it('links its error to the picker', async () => {
    serve();
    render(<Harness kind="users" label="Users" error="Choose someone." />);
    const picker = await screen.findByRole('combobox', { name: 'Users' });
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    const described = picker.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Choose someone.');
  });
});
