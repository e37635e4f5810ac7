import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { entityPermissionTree } from '../../../src/runtime/entity/testing/entityPermissions';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await import('./DispatchPrintScreen');
}, 60_000);

const DISPATCH = {
  id: 5,
  number: '收-2026-0007',
  direction: 'incoming',
  type_id: 1,
  type_id_label: 'Incoming',
  doc_date: '2026-03-04',
  subject: 'Interpretation of annual leave rules',
  counterpart: 'City labour office',
  counterpart_number: 'LAB-115-0012345',
  counterpart_date: '2026-03-01',
  due_on: null,
  urgency: 'quick',
  security: 'confidential',
  status: 'approved',
  handler_id_label: 'Wang Admin',
  department_id_label: 'Administration',
  document_ids: [3, 4],
  document_ids_labels: ['leave-rules.pdf', 'reply.docx'],
  wf_number: 'DS202603040001',
  note: null,
};

function serve(answer: { status?: number; body: unknown }) {
  return installFakeServer({
    'GET /api/dm/dispatch/5': answer,
    'GET /api/sc/company-setup/get-setup': {
      body: { data: { name: 'Atrium Demo Ltd', timeZone: 'Asia/Taipei' } },
    },
  });
}

describe('/dm/print-paper-dispatch', { timeout: 90_000 }, () => {
  it('prints the slip: number, subject, urgency and security, the files and the signature boxes', async () => {
    serve({ body: { data: DISPATCH } });
    signInAs(['dm'], { userPermission: entityPermissionTree(['dm.admin.manage']) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/dm/print-paper-dispatch?id=5');
    expect(
      await screen.findByRole('heading', { name: 'Incoming document slip' }, { timeout: 30_000 }),
    ).not.toBeNull();
    expect(screen.getByTestId('dm-slip-number').textContent).toBe('收-2026-0007');
    expect(screen.getByTestId('dm-slip-subject').textContent).toBe('Interpretation of annual leave rules');
    const row = (label: string) =>
      screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(row('Urgency')).toBe('Quick');
    expect(row('Security level')).toBe('Confidential');
    expect(row('Sender / recipients')).toBe('City labour office');
    expect(row('Attachments')).toBe('leave-rules.pdf、reply.docx');
    expect(row('Status')).toBe('Approved');
    expect(row('Due by')).toBe('—');
    expect(screen.getByRole('columnheader', { name: 'Decision' })).not.toBeNull();
    expect(screen.getByText('Atrium Demo Ltd')).not.toBeNull();
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the dispatch is not there or not the reader’s to see', async () => {
    serve({ status: 404, body: { message: 'Not found' } });
    signInAs(['dm'], { userPermission: entityPermissionTree(['dm.admin.manage']) });
    renderApp('/dm/print-paper-dispatch?id=5');
    expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).toBe(
      'This dispatch does not exist or you may not see it.',
    );
  });
});
