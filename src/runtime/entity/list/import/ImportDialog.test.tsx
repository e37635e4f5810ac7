import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../../testing/fakeServer';
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
  await import('./ImportDialog');
}, 60_000);

const slow = { timeout: 10_000 };

describe('import', { timeout: 40_000 }, () => {
  it('checks the file first, lists every row’s problems, and imports only a clean file', async () => {
    const sources = new FakeResource('/api/cm/lead-source', [
      { id: 1, name: 'Trade show', sort: 10, is_active: true },
    ]);
    const imports: RecordedRequest[] = [];
    const importRoute = (request: RecordedRequest) => {
      imports.push(request);
      const file = request.body as File;
      const mode = new URL(request.path, 'http://x').searchParams.get('mode');
      if (file.name === 'bad.csv')
        return {
          body: {
            mode,
            total: 2,
            create: 1,
            update: 0,
            committed: false,
            errors: [
              { row: 2, field: 'name', message: 'The name field is required.' },
              { row: 3, field: 'sort', message: 'The sort must be at most 99999.' },
            ],
          },
        };
      if (mode === 'commit') sources.rows.set(2, { ...sources.rows.get(1)!, id: 2, name: 'Website' });
      return { body: { mode, total: 1, create: 1, update: 0, errors: [], committed: mode === 'commit' } };
    };
    fakeEntityServer([sources, new FakeResource('/api/cm/pipeline', [])], {
      'POST /api/cm/lead-source/import': importRoute,
    });
    signInAs(['cm.admin'], { userPermission: entityPermissionTree(['cm.admin']) });
    renderApp('/cm/admin/info-settings/source');
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Import Lead source' }, slow);
    const commit = () => within(dialog).getByRole('button', { name: 'Import' });

    await userEvent.upload(
      within(dialog).getByLabelText('File to import'),
      new File(['name,sort\n,1\nX,999999\n'], 'bad.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    const table = await within(dialog).findByRole('table', { name: 'Problems in the file' }, slow);
    expect(within(table).getByRole('row', { name: /2 Name The name field is required\./ })).not.toBeNull();
    expect(
      within(table).getByRole('row', { name: /3 Sort order The sort must be at most 99999\./ }),
    ).not.toBeNull();
    expect(commit().getAttribute('aria-disabled')).toBe('true');

    await userEvent.upload(
      within(dialog).getByLabelText('File to import'),
      new File(['name\nWebsite\n'], 'good.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check file' }));
    expect(
      await within(dialog).findByText('Rows checked: 1. To create: 1, to update: 0.', {}, slow),
    ).not.toBeNull();
    await userEvent.click(commit());
    expect(await screen.findByText('Imported: 1 created, 0 updated.', {}, slow)).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Website', {}, slow)).not.toBeNull();
    expect(imports.map((r) => new URL(r.path, 'http://x').searchParams.get('mode'))).toEqual([
      'dry-run',
      'dry-run',
      'commit',
    ]);
    expect(imports[0]?.headers.get('Content-Type')).toBe('text/csv');
    expect(imports[0]?.headers.get('Accept')).toBe('application/x-ndjson');
  });
});
