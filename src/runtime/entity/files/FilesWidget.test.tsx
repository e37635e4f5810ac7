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
  await import('../form/EntityForm');
}, 60_000);

const slow = { timeout: 10_000 };

function resources() {
  const leads = new FakeResource('/api/cm/lead', [
    {
      id: 1,
      subject: 'Acme renewal',
      status: 'open',
      tag_ids: [],
      attachments: [41, 42],
      attachments_files: [
        { id: 41, name: '合約.pdf', size: 48_213, mime: 'application/pdf' },
        { id: 42, name: 'photo.jpg', size: 2_400_000, mime: 'image/jpeg' },
      ],
    },
  ]);
  const empty = ['organization', 'person', 'lead-source', 'quotation', 'pipeline-stage', 'tag'].map(
    (r) => new FakeResource(`/api/cm/${r}`, []),
  );
  return { leads, all: [leads, ...empty] };
}

describe('an attachments field in the detail and the form', { timeout: 90_000 }, () => {
  it('lists the files to download, shows the limits, refuses an oversize file in words and removes one', async () => {
    const { all } = resources();
    const server = fakeEntityServer(all);
    signInAs(['cm.use'], { userPermission: entityPermissionTree(['cm.use']) });
    renderApp('/cm/use/lead/view?id=1');
    const files = await screen.findByRole('list', { name: 'Attachments' }, slow);
    expect(within(files).getByRole('button', { name: 'Download 合約.pdf' }).textContent).toContain(
      '合約.pdf',
    );
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['合約.pdf48.2 kB', 'photo.jpg2.4 MB']);

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, slow));
    const form = await screen.findByRole('dialog', { name: 'Edit Lead' }, slow);
    const limits = await within(form).findByText(/^Up to 20 files/, {}, slow);
    expect(limits.textContent).toBe(
      'Up to 20 files, 100 MB each at most. Kinds: PDF, images, Office documents, text files, archives (zip, 7z, gz, tar).',
    );
    const choose = within(form).getByRole('button', { name: 'Choose files' });
    expect(choose.getAttribute('aria-describedby')).toContain(
      within(form)
        .getByText(/^Up to 20 files/)
        .getAttribute('id'),
    );

    const oversize = new File(['%PDF-1.7'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(oversize, 'size', { value: 101 * 1024 * 1024 });
    await userEvent.upload(within(form).getByTestId('files-input-attachments'), oversize);
    expect((await within(form).findByRole('alert')).textContent).toBe('The file is larger than 100 MB.');
    expect(server.callsTo('POST', '/api/cm/lead/files')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Remove photo.jpg' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/cm/lead/1')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/cm/lead/1')[0]?.body).toMatchObject({ attachments: [41] });
  });
});
