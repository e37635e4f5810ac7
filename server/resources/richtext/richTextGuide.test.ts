import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { sanitiseHtml } from './sanitiseHtml';

const repo = path.resolve(__dirname, '../../..');
const guide = readFileSync(path.join(repo, 'docs/guide-rich-text.md'), 'utf8');
const descriptor = (file: string) => JSON.parse(readFileSync(path.join(repo, file), 'utf8'));

/** The fenced blocks of one language in a section of the guide, in order. */
function blocks(section: string, lang: string): string[] {
  const start = guide.indexOf(section);
  const end = guide.indexOf('\n## ', start + 1);
  const text = guide.slice(start, end < 0 ? undefined : end);
  return [...text.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!.trim());
}

// The worked examples of docs/guide-rich-text.md must stay true.
describe('the rich text guide', () => {
  it('shows the shipped fields', () => {
    const [terms] = blocks('## 1. Rich text', 'json');
    expect(JSON.parse(`{${terms}}`)).toEqual({
      terms: descriptor('schemas/cm/entities/quotation.entity.json').fields.terms,
    });
    const [name] = blocks('## 2. Labels', 'json');
    expect(JSON.parse(`{${name}}`)).toEqual({
      name: descriptor('schemas/as/entities/leaveType.entity.json').fields.name,
    });
  });

  it('stores the hostile example as it says', () => {
    const [sent, stored] = blocks('## 1. Rich text', 'html');
    expect(sanitiseHtml(sent!)).toBe(stored);
  });
});

describe.each(testDatabaseTargets())('the rich text guide on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  it("answers the Japanese reader's request as it says", async () => {
    const admin = await t.signIn('admin');
    const [, answer] = blocks('## 2. Labels', 'json');
    const expected = JSON.parse(answer!);
    const created = await t.request({
      method: 'POST',
      url: '/api/as/leave-type',
      headers: bearer(admin.token),
      payload: { code: 'GUIDE', name: expected.name },
    });
    expect(created.statusCode).toBe(201);
    const read = await t.request({
      method: 'GET',
      url: `/api/as/leave-type/${created.json().data.id}`,
      headers: { ...bearer(admin.token), 'accept-language': 'jp' },
    });
    expect(read.json().data).toMatchObject(expected);
  });
});
