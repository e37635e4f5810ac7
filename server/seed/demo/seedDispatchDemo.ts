import { sql } from 'kysely';
import type { AppContext } from '../../http/AppContext';

const text = (tw: string, en: string, cn: string, jp: string) => ({ tw, en, cn, jp });

/** The demo's dispatch types: the 收文 and 發文 registers. */
const TYPES = [
  {
    code: 'IN',
    name: text('收文', 'Incoming', '收文', '収受'),
    direction: 'incoming',
    prefix: '收',
    sort: 10,
  },
  {
    code: 'OUT',
    name: text('發文', 'Outgoing', '发文', '発送'),
    direction: 'outgoing',
    prefix: '發',
    sort: 20,
  },
] as const;

/**
 * Seeds paper dispatch's demo (docs/guide-dm-dispatch.md): the two registers' types and a few
 * registered documents, incoming and outgoing, one linked to a demo file. Runs after the files
 * are seeded; the dispatches take their numbers through the register's own rules.
 */
export async function seedDispatchDemo(
  ctx: AppContext,
  caller: { userId: number; lang: 'tw' },
): Promise<void> {
  const types = ctx.resources.services.get('dm.dispatchType');
  const dispatches = ctx.resources.services.get('dm.dispatch');
  if (!types || !dispatches) return;
  const typeIds = new Map<string, number>();
  for (const type of TYPES) typeIds.set(type.code, Number((await types.create({ ...type }, caller)).id));
  // dm_documents is a descriptor table, outside the typed schema.
  const file = (
    await sql<{ id: number }>`select id from dm_documents
      where name = ${'國內出差旅費報支要點.pdf'} and deleted_at is null`.execute(ctx.db)
  ).rows[0];
  const department = await ctx.db
    .selectFrom('departments')
    .select('id')
    .where('code', '=', 'ADM')
    .executeTakeFirst();
  const today = new Date().toISOString().slice(0, 10);
  const demo = [
    {
      type_id: typeIds.get('IN'),
      doc_date: today,
      subject: '函轉勞動部有關勞工特別休假日數計算疑義之解釋令，請查照。',
      counterpart: '臺北市政府勞動局',
      counterpart_number: '北市勞動字第1150012345號',
      counterpart_date: today,
      urgency: 'quick',
      security: 'ordinary',
      department_id: department?.id ?? null,
      handler_id: caller.userId,
      document_ids: file ? [file.id] : [],
    },
    {
      type_id: typeIds.get('IN'),
      doc_date: today,
      subject: '檢送本年度職業安全衛生稽查計畫一份，請配合辦理。',
      counterpart: '勞動部職業安全衛生署',
      counterpart_number: '勞職授字第1150203456號',
      urgency: 'normal',
      security: 'ordinary',
      department_id: department?.id ?? null,
    },
    {
      type_id: typeIds.get('OUT'),
      doc_date: today,
      subject: '函復貴公司有關年度採購合約續約事宜，請查照。',
      counterpart: '台灣精密工業股份有限公司',
      urgency: 'normal',
      security: 'restricted',
      department_id: department?.id ?? null,
      handler_id: caller.userId,
    },
  ];
  for (const values of demo) await dispatches.create(values, caller);
}
