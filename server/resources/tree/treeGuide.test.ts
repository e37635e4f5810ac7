import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bbRoutes } from '../../../schemas/routes/bbRoutes';
import { validateEntityDescriptors } from '../../../schemas/core/validateEntityDescriptors';
import { bearer, startTestServer, type TestServer } from '../../../tests/support/startTestServer';
import { testDatabaseTargets } from '../../../tests/support/testDatabases';
import { LANGUAGES, translate } from '../../http/translate';
import { loadEntityDescriptors } from '../loadEntityDescriptors';

const repo = path.resolve(__dirname, '../../..');
const guide = readFileSync(path.join(repo, 'docs/guide-tree.md'), 'utf8');
const shippedFile = 'schemas/bb/entities/category.entity.json';
const shipped = JSON.parse(readFileSync(path.join(repo, shippedFile), 'utf8'));

/** The first fenced block of `lang` after the heading `heading`. */
function blockAfter(heading: string, lang: string): string {
  const start = guide.indexOf(heading);
  const match = new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(guide.slice(start));
  if (start < 0 || !match?.[1]) throw new Error(`no ${lang} block after "${heading}"`);
  return match[1];
}

// The tree guide's worked example (docs/guide-tree.md) must stay true: its descriptor is the
// shipped file, its translations are the shipped ones, its route renders the tree screen,
// its error example is what descriptors:check says, and its subtree call answers as written.
describe('the tree guide', () => {
  it('shows exactly the shipped descriptor', () => {
    expect(JSON.parse(blockAfter('## 1. The descriptor', 'json'))).toEqual(shipped);
  });

  it('shows the shipped Traditional Chinese texts, and every key exists in all four languages', () => {
    const texts = JSON.parse(blockAfter('## 2. The translations', 'json')) as Record<
      string,
      Record<string, unknown>
    >;
    const keys: Array<[string, string]> = [];
    const walk = (node: unknown, prefix: string) => {
      if (typeof node === 'string') keys.push([prefix, node]);
      else for (const [k, v] of Object.entries(node as object)) walk(v, prefix ? `${prefix}.${k}` : k);
    };
    walk(texts, '');
    expect(keys.length).toBeGreaterThan(5);
    for (const [key, tw] of keys) {
      expect(translate('tw', `bb:${key}`)).toBe(tw);
      for (const lang of LANGUAGES) expect(translate(lang, `bb:${key}`)).not.toBe(`bb:${key}`);
    }
  });

  it('routes /bb/admin/category to the generic tree screen of bb.category', () => {
    const admin = bbRoutes.children?.find((r) => r.name === 'bb.admin');
    const route = admin?.children?.find((r) => r.name === 'bb.admin.category');
    expect(route).toMatchObject({ path: 'category', screen: 'entity.tree', entity: 'bb.category' });
    expect(blockAfter('## 3. The route', 'ts')).toContain("screen: 'entity.tree',\n  entity: 'bb.category',");
  });

  it('quotes the problem descriptors:check reports for a parent pointing elsewhere', () => {
    const spoiled = structuredClone(shipped);
    spoiled.fields.parent_id.reference = 'cm.tag';
    const others = loadEntityDescriptors().filter((d) => d.id !== 'bb.category');
    const { problems } = validateEntityDescriptors([
      ...others.map((d) => ({ file: `${d.id}.entity.json`, data: d })),
      { file: shippedFile, data: spoiled },
    ]);
    expect(problems).toHaveLength(1);
    const quoted = `${problems[0]!.file}#${problems[0]!.pointer}: ${problems[0]!.message}`;
    expect(quoted).toBe(
      'schemas/bb/entities/category.entity.json#/tree/parentField: "parent_id" must be a reference to "bb.category" itself',
    );
    expect(guide).toContain(quoted);
  });
});

describe.each(testDatabaseTargets())('the tree guide example on $name', (target) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(target);
  });
  afterAll(async () => t.close());

  it('answers the subtree call as the guide says, and refuses staff', async () => {
    const manager = await t.signIn('manager');
    const get = (url: string, token = manager.token) =>
      t.request({ method: 'GET', url, headers: bearer(token) });
    const roots = (await get('/api/bb/category/children?parent=null')).json().data as Array<{
      id: number;
      name: string;
    }>;
    const company = roots.find((r) => r.name === '公司公告')!;
    const subtree = await get(`/api/bb/category?filter[id][under]=${company.id}&sort=id`);
    expect(subtree.json().data.map((r: { name: string }) => r.name)).toEqual([
      '公司公告',
      '人事公告',
      '新進人員',
      '人事異動',
      '行政公告',
    ]);
    expect(guide).toContain('公司公告, 人事公告, 新進人員, 人事異動, 行政公告');
    const staff = await t.signIn('staff');
    expect((await get('/api/bb/category/children', staff.token)).statusCode).toBe(403);
  });
});
