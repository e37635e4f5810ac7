import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { dmServices } from '../../dm/DmServices';
import { storeVersion } from '../../dm/storeVersion';
import type { AppContext } from '../../http/AppContext';
import { writeAccessList } from '../../resources/access/AccessList';
import { DEMO_MODELS, type DemoModel } from './dmDemoModels';
import { demoPdf } from './demoPdf';
import { seedDispatchDemo } from './seedDispatchDemo';

interface DemoFolder {
  key: string;
  name: string;
  parent?: string;
  /** Grants by department code or account, at a level; `inherit: false` breaks inheritance. */
  grants: Array<[`dept:${string}` | `user:${string}`, 'read' | 'edit' | 'manage']>;
  inherit?: boolean;
}

/**
 * The demo's folders: company documents everyone reads, each division's own folder, and a
 * contracts folder that stops inheriting so only the sales manager and the administrators see it.
 */
const FOLDERS: DemoFolder[] = [
  {
    key: 'company',
    name: '公司文件',
    grants: [
      ['dept:HQ', 'read'],
      ['dept:ADM', 'edit'],
    ],
  },
  { key: 'policies', name: '規章制度', parent: 'company', grants: [] },
  { key: 'forms', name: '表單範本', parent: 'company', grants: [] },
  {
    key: 'sales',
    name: '業務處',
    grants: [
      ['dept:SAL', 'edit'],
      ['user:manager', 'manage'],
    ],
  },
  {
    key: 'contracts',
    name: '客戶合約',
    parent: 'sales',
    grants: [['user:manager', 'manage']],
    inherit: false,
  },
  { key: 'hr', name: '人力資源', grants: [['dept:HR', 'manage']] },
];

/** A demo file; `model` describes it by one of DEMO_MODELS, with these attributes. */
interface DemoDocument {
  folder: string;
  name: string;
  bytes: () => Buffer;
  versions?: number;
  model?: { key: DemoModel['key']; attributes: Record<string, unknown> };
}

const DOCUMENTS: DemoDocument[] = [
  {
    folder: 'policies',
    name: 'Travel policy 2026.pdf',
    versions: 2,
    bytes: () =>
      demoPdf('Travel policy 2026', [
        [
          '1. Scope: every business trip of every employee.',
          '2. Approval: the trip is signed off before booking.',
        ],
        [
          '3. Claims: within 30 days of return, with receipts.',
          '4. Per diem: by destination, in the table below.',
        ],
        ['5. Exceptions: approved by the general manager.'],
      ]),
  },
  {
    folder: 'policies',
    name: 'Leave rules.pdf',
    bytes: () =>
      demoPdf('Leave rules', [
        ['Annual leave follows the Labor Standards Act.', 'Sick leave needs a note after 3 days.'],
      ]),
  },
  {
    folder: 'policies',
    name: '國內出差旅費報支要點.pdf',
    model: {
      key: 'letter',
      attributes: { agency: '總管理處', number: '管字第1150001號', issued_on: '2026-01-05' },
    },
    bytes: () =>
      demoPdf('國內出差旅費報支要點', [
        [
          '一、出差人員應於出差前完成簽核。',
          '二、出差旅費應於返回後三十日內檢據報支。',
          '三、交通費以搭乘大眾運輸工具為原則。',
        ],
        ['四、住宿費依職級核實支給。', '五、本要點自公布日施行。'],
      ]),
  },
  {
    folder: 'forms',
    name: '請購單範本.csv',
    bytes: () => Buffer.from('品名,數量,單價,用途\n筆記型電腦,1,42000,新進人員\n', 'utf8'),
  },
  {
    folder: 'sales',
    name: 'Price list Q4.pdf',
    bytes: () =>
      demoPdf('Price list Q4 2026', [
        ['Model A-100: 12,000', 'Model A-200: 18,500', 'Service plan: 3,600 / year'],
      ]),
  },
  {
    folder: 'contracts',
    name: 'Taiwan Precision - framework agreement.pdf',
    model: {
      key: 'contract',
      attributes: { counterparty: '台灣精密工業', amount: '1200000', signed_on: '2025-12-15', kind: 'sales' },
    },
    bytes: () =>
      demoPdf('Framework agreement', [
        ['Between Atrium Demo Co. and Taiwan Precision Industry.', 'Term: 2026-01-01 to 2027-12-31.'],
      ]),
  },
  {
    folder: 'hr',
    name: 'Onboarding checklist.txt',
    bytes: () =>
      Buffer.from('Onboarding checklist\n- Account and e-mail\n- Laptop\n- Safety training\n', 'utf8'),
  },
];

/** Stores bytes as an upload would (file store, `files` row), for the demo. */
async function storeDemoFile(ctx: AppContext, name: string, bytes: Buffer, mime: string, userId: number) {
  const key = `demo/${randomUUID()}`;
  await ctx.files.put(key, Readable.from([bytes]));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = await ctx.db
    .insertInto('files')
    .values({
      storage_key: key,
      original_name: name,
      mime,
      size: bytes.length,
      sha256,
      entity: 'dm.version',
      field: 'file_id',
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name, size: bytes.length, mime, sha256 };
}

/**
 * Seeds document management's demo (on the start that creates the demo organisation): a folder
 * tree with access lists, two document models (contract, official letter), and a few documents,
 * one with two versions, two described by a model. The bytes go through the
 * configured file store, as uploads do.
 */
export async function seedDmDemo(ctx: AppContext): Promise<void> {
  const dm = dmServices(ctx);
  if (!dm) return;
  const admin = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('account', '=', 'admin')
    .executeTakeFirst();
  if (!admin) return;
  const caller = { userId: admin.id, lang: 'tw' as const };
  const owner = async (ref: string): Promise<string | null> => {
    const [kind, value] = ref.split(':') as [string, string];
    if (kind === 'dept') {
      const d = await ctx.db
        .selectFrom('departments')
        .select('id')
        .where('code', '=', value)
        .executeTakeFirst();
      return d ? `d${d.id}` : null;
    }
    const u = await ctx.db.selectFrom('users').select('id').where('account', '=', value).executeTakeFirst();
    return u ? `u${u.id}` : null;
  };
  // Owners are looked up before the transaction: the embedded database has one connection, which
  // the transaction holds until it ends.
  const grants = new Map<string, Array<{ owner: string; level: 'read' | 'edit' | 'manage' }>>();
  for (const folder of FOLDERS) {
    const entries = [];
    for (const [ref, level] of folder.grants) {
      const o = await owner(ref);
      if (o) entries.push({ owner: o, level });
    }
    grants.set(folder.key, entries);
  }
  const folders = new Map<string, number>();
  // The document models files are described by (absent when a test server runs without them).
  const models = new Map<string, number>();
  const modelService = ctx.resources.services.get('dm.model');
  await ctx.db.transaction().execute(async (trx) => {
    for (const model of modelService ? DEMO_MODELS : []) {
      const row = await modelService!.createIn(
        trx,
        { name: model.name, group_name: model.group, sort: model.sort, definition: model.definition },
        caller,
      );
      models.set(model.key, Number(row.id));
    }
    for (const folder of FOLDERS) {
      const row = await dm.folders.createIn(
        trx,
        { name: folder.name, parent_id: folder.parent ? folders.get(folder.parent)! : null },
        caller,
      );
      const id = Number(row.id);
      folders.set(folder.key, id);
      const entries = grants.get(folder.key) ?? [];
      await writeAccessList(trx, dm.folders.descriptor, id, { inherit: folder.inherit ?? true, entries });
    }
  });
  for (const doc of DOCUMENTS) {
    const bytes = doc.bytes();
    const mime = doc.name.endsWith('.pdf')
      ? 'application/pdf'
      : doc.name.endsWith('.csv')
        ? 'text/csv'
        : 'text/plain';
    // Every version's bytes are stored before the transaction (which holds the one connection).
    const files = [await storeDemoFile(ctx, doc.name, bytes, mime, admin.id)];
    for (let n = 2; n <= (doc.versions ?? 1); n++)
      files.push(
        await storeDemoFile(
          ctx,
          doc.name,
          Buffer.concat([bytes, Buffer.from(`\n% revision ${n}\n`)]),
          mime,
          admin.id,
        ),
      );
    await ctx.db.transaction().execute(async (trx) => {
      const model = doc.model ? models.get(doc.model.key) : undefined;
      const document = await dm.documents.createIn(
        trx,
        {
          name: doc.name,
          folder_id: folders.get(doc.folder)!,
          ...(model ? { model_id: model, attributes: doc.model!.attributes } : {}),
        },
        caller,
      );
      const id = Number(document.id);
      for (const [i, file] of files.entries())
        await storeVersion(
          trx,
          dm,
          id,
          file,
          { note: i === 0 ? null : `修訂 ${i + 1}`, action: i === 0 ? 'upload' : 'version' },
          caller,
        );
    });
  }
  // Paper dispatch's registers, some of them linking the files above.
  await seedDispatchDemo(ctx, caller);
}
