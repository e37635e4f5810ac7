import { sql } from 'kysely';
import type { ActionInput } from '../../../schemas/wf/wfApi';
import type { Resources } from '../../resources/buildResources';
import { applyAction } from '../../wf/engine/applyAction';
import type { EngineServices } from '../../wf/engine/engineStep';
import { createApplication } from '../../wf/engine/saveApplication';
import { TemplateDefinitions } from '../../wf/templates/TemplateDefinitions';
import { WF_DEMO_CATEGORIES, WF_DEMO_TEMPLATES } from './wfDemoTemplates';

/** Who heads which demo department (by code), so "department head" rules find someone. */
const HEADS: Record<string, string> = {
  HQ: 'admin',
  ADM: 'user01',
  SAL: 'manager',
  RND: 'user19',
  HR: 'manager',
  SE: 'user10',
};

/**
 * Demo sign-off data, made through the engine's own functions as users would make it:
 * department heads, three categories, a purchase request and a general memo with their
 * definitions, a delegation, and applications in every folder (`staff` has one waiting at
 * their head, one at finance's countersign, one approved and a draft; `manager` has items to
 * sign). Runs once, right after the demo organisation is seeded.
 */
export async function seedWfDemo(services: EngineServices, resources: Resources): Promise<void> {
  const { db } = services;
  const users = await db.selectFrom('users').select(['id', 'account']).execute();
  const byAccount = new Map(users.map((u) => [u.account, u.id]));
  const user = (account: string): number => {
    const id = byAccount.get(account);
    if (id === undefined) throw new Error(`wf demo: no demo user ${account}`);
    return id;
  };
  const admin = { userId: user('admin'), lang: 'tw' as const };

  for (const [code, account] of Object.entries(HEADS))
    await sql`update departments set head_user_id = ${user(account)} where code = ${code}`.execute(db);

  const categories = resources.services.get('wf.templateCategory');
  const templates = resources.services.get('wf.template');
  if (!categories || !templates) return;
  const categoryIds = new Map<string, number>();
  for (const name of WF_DEMO_CATEGORIES)
    categoryIds.set(name, (await categories.create({ name }, admin)).id as number);

  const definitions = new TemplateDefinitions(db);
  const templateIds: number[] = [];
  for (const [index, demo] of WF_DEMO_TEMPLATES.entries()) {
    const created = await templates.create(
      {
        name: demo.name,
        category_id: categoryIds.get(demo.category) ?? null,
        description: demo.description,
        kind: demo.kind ?? 'general',
        number_prefix: demo.prefix,
        is_active: true,
        sort: index,
      },
      admin,
    );
    const id = created.id as number;
    await definitions.save(id, { baseVersionId: null, form: demo.form, flow: demo.flow({ user }) }, admin);
    templateIds.push(id);
  }
  const [purchase, memo] = templateIds as [number, number];

  // user02 signs for the finance officer user01 this month.
  const today = new Date();
  const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  await sql`insert into wf_delegations (user_id, agent_id, starts_on, ends_on, template_id, reason, is_active)
    values (${user('user01')}, ${user('user02')}, ${inDays(-1)}, ${inDays(30)}, ${null}, ${'出差'}, ${true})`.execute(
    db,
  );

  const staff = { userId: user('staff'), lang: 'tw' as const };
  const purchaseOf = (subject: string, items: Array<[string, string]>, reason: string) => ({
    templateId: purchase,
    values: { subject, items: items.map(([item, amount]) => ({ item, amount })), reason },
    submit: true,
  });
  const act = async (account: string, id: number, input: Omit<ActionInput, 'version'>) => {
    const row = await db
      .selectFrom('wf_instances')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await applyAction(services, { userId: user(account), lang: 'tw', seeAll: false }, id, {
      ...input,
      version: row.version,
    } as ActionInput);
  };

  // Waiting for the department head (user10).
  await createApplication(
    services,
    staff,
    purchaseOf(
      '會議室投影機',
      [
        ['投影機', '32000'],
        ['HDMI 線材', '1200'],
      ],
      '第二會議室投影機故障',
    ),
  );
  // Past the head, at finance's countersign (manager and user01, whose agent is user02).
  const atFinance = await createApplication(
    services,
    staff,
    purchaseOf('業務筆電汰換', [['筆記型電腦 x3', '126000']], '三台業務筆電超過使用年限'),
  );
  await act('user10', atFinance, { action: 'approve', comment: '同意汰換' });
  // Approved all the way.
  const approved = await createApplication(
    services,
    staff,
    purchaseOf(
      '文具補充',
      [
        ['影印紙', '2400'],
        ['碳粉匣', '5600'],
      ],
      '季度文具補充',
    ),
  );
  await act('user10', approved, { action: 'approve', comment: '同意' });
  await act('manager', approved, { action: 'approve' });
  await act('user02', approved, { action: 'approve', comment: '代理簽核', onBehalfOf: user('user01') });
  // A draft the applicant has not sent yet.
  await createApplication(services, staff, {
    templateId: memo,
    values: { subject: '部門聚餐場地', content: '擬於下月舉辦部門聚餐，場地待定。' },
    submit: false,
  });
  // The manager's own memo, decided by the administrator (applicant's choice).
  await createApplication(
    services,
    { userId: user('manager'), lang: 'tw' },
    {
      templateId: memo,
      values: { subject: '業務處年度目標', content: '提報明年度業務目標，請核示。' },
      chosenApprovers: { decider: [user('admin')] },
      submit: true,
    },
  );
}
