import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FolderCounts, InstanceRow } from '../../../schemas/wf/wfApi';
import { bearer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { flowOf, stage, startWfFixture, type WfFixture } from '../engine/testing/wfFixture';

describe.each(testDatabaseTargets())('sign-off visibility, files and folders on $name', (target) => {
  let f: WfFixture;
  let u: (account: string) => number;
  let tpl: number;
  beforeAll(async () => {
    f = await startWfFixture(target);
    u = (account) => f.ids[account]!;
    tpl = await f.template({ flow: flowOf(stage('head', [u('manager')]), stage('finance', [u('user01')])) });
  });
  afterAll(async () => f?.close());

  const upload = async (account: string, url: string, body: string, name = 'quote.txt') => {
    const token = (await f.t.signIn(account)).token;
    return f.t.request({
      method: 'POST',
      url,
      headers: {
        ...bearer(token),
        'content-type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(name),
      },
      payload: Buffer.from(body),
    });
  };

  it('only the applicant, signers (planned ones too), people copied and see-all administrators see an application', async () => {
    const app = await f.submit('staff', tpl);
    expect((await f.as('staff', 'GET', `/api/wf/instance/${app.id}`)).statusCode).toBe(200);
    expect((await f.as('manager', 'GET', `/api/wf/instance/${app.id}`)).statusCode).toBe(200);
    // user01 signs the next stage, not reached yet.
    expect((await f.as('user01', 'GET', `/api/wf/instance/${app.id}`)).statusCode).toBe(200);
    expect((await f.as('admin', 'GET', `/api/wf/instance/${app.id}`)).statusCode).toBe(200);
    const outsider = await f.as('user21', 'GET', `/api/wf/instance/${app.id}`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('You may not see this application.');
    expect((await f.act('user21', app.id, { action: 'comment', comment: 'hi' })).statusCode).toBe(403);
    expect((await f.as('user21', 'GET', '/api/wf/instance/999999')).statusCode).toBe(404);
  });

  it('attachments: uploaded, attached at submit, downloaded by those who may see it, 403 for others', async () => {
    const uploaded = await upload('staff', '/api/wf/instance/files', 'quote: 1200 TWD\n');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().data.id as number;
    // Someone else's upload cannot be attached.
    const theirs = await f.as('user22', 'POST', '/api/wf/instance', {
      templateId: tpl,
      values: { subject: 'x', amount: '1' },
      fileIds: [fileId],
      submit: true,
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors.fileIds).toBeDefined();
    const app = await f.submit(
      'staff',
      tpl,
      { subject: 'With quote', amount: '1200', attachments: [fileId] },
      { fileIds: [fileId] },
    );
    expect(app.files).toEqual([{ id: fileId, name: 'quote.txt', size: 16, mime: 'text/plain' }]);
    const download = await f.as('manager', 'GET', `/api/wf/instance/${app.id}/files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('quote: 1200 TWD\n');
    expect((await f.as('user21', 'GET', `/api/wf/instance/${app.id}/files/${fileId}`)).statusCode).toBe(403);
    expect((await upload('user21', `/api/wf/instance/${app.id}/files`, 'sneaky')).statusCode).toBe(403);
    // An approver attaches a file with a decision.
    const note = await upload(
      'manager',
      `/api/wf/instance/${app.id}/files`,
      'approved budget line 7\n',
      'budget.txt',
    );
    expect(note.statusCode).toBe(201);
    const approved = await f.act('manager', app.id, { action: 'approve', fileIds: [note.json().data.id] });
    expect(approved.json().history.at(-1).files).toEqual([
      { id: note.json().data.id, name: 'budget.txt', size: 23 },
    ]);
    expect(
      (await f.as('staff', 'GET', `/api/wf/instance/${app.id}/files/${note.json().data.id}`)).statusCode,
    ).toBe(200);
  });

  it('folders with counts and search; notifications for new items and the outcome', async () => {
    const before = (await f.as('user01', 'GET', '/api/wf/instance/counts')).json() as FolderCounts;
    const a = await f.submit('user23', tpl, { subject: 'Projector for room 5', amount: '30000' });
    const b = await f.submit('user23', tpl, { subject: 'Chairs', amount: '8000' });
    await f.act('manager', a.id, { action: 'approve' });
    await f.act('manager', b.id, { action: 'approve' });
    const counts = (await f.as('user01', 'GET', '/api/wf/instance/counts')).json() as FolderCounts;
    expect(counts.receive).toBe(before.receive + 2);
    const receive = await f.as('user01', 'GET', '/api/wf/instance?folder=receive&per_page=1');
    expect(receive.json().meta).toMatchObject({
      per_page: 1,
      total: counts.receive,
      last_page: counts.receive,
    });
    // Newest arrival first.
    expect(receive.json().data[0]).toMatchObject({
      id: b.id,
      title: 'Chairs',
      applicant: { id: u('user23') },
      status: 'running',
      currentStages: [{ key: 'finance' }],
      template: { name: { en: 'Purchase' } },
    });
    const search = async (account: string, query: string) =>
      ((await f.as(account, 'GET', `/api/wf/instance?${query}`)).json().data as InstanceRow[]).map(
        (r) => r.id,
      );
    expect(await search('user01', 'folder=receive&q=projector')).toEqual([a.id]);
    expect(await search('user01', `folder=receive&q=${a.number}`)).toEqual([a.id]);
    expect(await search('user01', `folder=receive&applicant=${u('user23')}&q=chairs`)).toEqual([b.id]);
    expect(await search('user23', 'folder=mine&q=chairs')).toEqual([b.id]);
    expect(await search('manager', 'folder=signed&q=chairs')).toEqual([b.id]);
    expect(await search('user23', 'folder=mine&to=2000-01-01')).toEqual([]);
    expect((await search('user23', `folder=mine&from=2000-01-01`)).length).toBeGreaterThanOrEqual(2);
    await f.act('user01', b.id, { action: 'approve' });
    expect(await search('user23', 'folder=finished')).toContain(b.id);
    expect(await search('user23', 'folder=mine')).not.toContain(b.id);
    const notes = (await f.as('user23', 'GET', '/api/sc/user-notification')).json().data;
    expect(notes[0]).toMatchObject({ modelType: 'wf', modelId: b.id, data: { workflow: { status: 'A' } } });
    const approverNotes = (await f.as('user01', 'GET', '/api/sc/user-notification')).json().data;
    expect(
      approverNotes.some(
        (n: { modelId: number; data: { workflow?: { status: string } } }) =>
          n.modelId === a.id && n.data.workflow?.status === 'S',
      ),
    ).toBe(true);
    // Someone with no part in them is told nothing.
    const outsider = (await f.as('user24', 'GET', '/api/sc/user-notification')).json().data;
    expect(outsider.filter((n: { modelType: string }) => n.modelType === 'wf')).toEqual([]);
  });

  it('the running list is for administrators only', async () => {
    expect((await f.as('staff', 'GET', '/api/wf/running')).statusCode).toBe(403);
    const list = await f.as('admin', 'GET', '/api/wf/running?per_page=100');
    expect(list.statusCode).toBe(200);
    expect(
      list.json().data.every((r: InstanceRow) => r.status === 'running' || r.status === 'returned'),
    ).toBe(true);
  });
});
