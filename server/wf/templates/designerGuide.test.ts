import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_APPROVER_POLICIES, STAGE_MODES } from '../../../schemas/wf/flowDefinition';
import { FORM_FIELD_TYPES } from '../../../schemas/wf/formDefinition';
import { purchaseRequestExample } from '../../../schemas/wf/form/purchaseRequestExample';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';

const guide = readFileSync(path.resolve(__dirname, '../../../docs/guide-workflow-designer.md'), 'utf8');

/** The rows of the markdown table that follows `heading`, as cells. */
function tableAfter(heading: string): string[][] {
  const section = guide.slice(guide.indexOf(heading));
  const table = /\n(\|[^\n]*\n\|[- |]+\|\n(?:\|[^\n]*\n)+)/.exec(section)?.[1] ?? '';
  return table
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, '')),
    );
}

// docs/guide-workflow-designer.md must stay true: its tables name what the contract has, and its
// worked example saves as written on the demo organisation.
describe('the workflow designer guide', () => {
  it('lists every field type of the contract, in its order', () => {
    expect(tableAfter('## The form').map((row) => row[0])).toEqual([...FORM_FIELD_TYPES]);
  });

  it('describes as many stage settings, modes and no-approver policies as the contract has', () => {
    const rows = tableAfter('Each stage has a **key**');
    expect(rows.map((row) => row[0])).toContain('Who must approve');
    const modes = rows.find((row) => row[0] === 'Who must approve')?.[1]?.split(';') ?? [];
    expect(modes).toHaveLength(STAGE_MODES.length);
    const policies = rows.find((row) => row[0] === 'When the rules find nobody')?.[1]?.split(';') ?? [];
    expect(policies).toHaveLength(MISSING_APPROVER_POLICIES.length);
    expect(tableAfter('Approver (and CC) rules')).toHaveLength(5);
  });

  describe.each(testDatabaseTargets())('its purchase request on $name', (target) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(target);
    });
    afterAll(async () => t.close());

    it('saves as written, and reads back the same', async () => {
      const admin = await t.signIn('admin');
      const body = JSON.parse(/```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? '{}') as { flow: unknown };
      const created = await t.request({
        method: 'POST',
        url: '/api/wf/template',
        headers: bearer(admin.token),
        payload: { name: { tw: '採購申請', en: 'Purchase request' }, number_prefix: 'PR' },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id as number;
      const saved = await t.request({
        method: 'PUT',
        url: `/api/wf/template/${id}/definition`,
        headers: { ...bearer(admin.token), 'accept-language': 'en' },
        payload: { ...body, form: purchaseRequestExample },
      });
      expect(saved.json()).toMatchObject({ versionNo: 1 });
      const read = await t.request({
        method: 'GET',
        url: `/api/wf/template/${id}/definition`,
        headers: bearer(admin.token),
      });
      expect(read.json()).toMatchObject({ form: purchaseRequestExample, flow: body.flow });
    });
  });
});
