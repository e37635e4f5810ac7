import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FlowDefinition } from '../../schemas/wf/flowDefinition';
import type { FormDefinition } from '../../schemas/wf/formDefinition';
import type { InstanceView } from '../../schemas/wf/wfApi';
import { apiAs } from './support/apiAs';
import { expectNoSeriousAxeFindings } from './support/axeFindings';
import { pdfPageTexts } from './support/pdfPageTexts';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

/** The people of the story, renamed in Latin letters so the PDF's text can be read back (no CJK font here). */
const PEOPLE = {
  staff: 'Lee Applicant',
  manager: 'Wang Manager',
  user01: 'Chen Finance',
  user02: 'Lin Audit',
  user03: 'Huang Deputy',
} as const;
type Account = keyof typeof PEOPLE;

const FORM: FormDefinition = {
  titleField: 'subject',
  fields: [
    { key: 'subject', type: 'text', label: { tw: '主旨', en: 'Subject' }, required: true },
    { key: 'amount', type: 'money', label: { tw: '金額', en: 'Amount' }, required: true },
    { key: 'details', type: 'textarea', label: { tw: '說明', en: 'Details' }, maxLength: 20000 },
  ],
};

function flowOf(ids: Record<Account, number>): FlowDefinition {
  return {
    steps: [
      {
        stage: {
          key: 'manager',
          name: { tw: '主管', en: 'Manager' },
          approvers: [{ type: 'users', userIds: [ids.manager] }],
          mode: 'one',
          whenNoApprover: 'block',
        },
      },
      {
        stage: {
          key: 'countersign',
          name: { tw: '會簽', en: 'Countersign' },
          approvers: [{ type: 'users', userIds: [ids.user01, ids.user02] }],
          mode: 'all',
          // Purchases over 100,000 need the countersign.
          condition: { all: [{ field: 'amount', op: 'gt', value: '100000' }] },
          whenNoApprover: 'block',
        },
      },
    ],
  };
}

/** YYYY-MM-DD, `days` from today (UTC; the delegation spans days either side of any time zone). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Renames the demo accounts, creates the purchase template with its definition, and the delegation. */
async function setUp(base: string): Promise<{ ids: Record<Account, number>; templateId: number }> {
  const users = await apiAs<{ data: Array<{ id: number; account: string }> }>(
    base,
    'admin',
    'GET',
    '/api/sc/user/all',
  );
  const ids = Object.fromEntries(
    (Object.keys(PEOPLE) as Account[]).map((account) => [
      account,
      users.body.data.find((user) => user.account === account)?.id ?? 0,
    ]),
  ) as Record<Account, number>;
  for (const account of Object.keys(PEOPLE) as Account[]) {
    const edit = await apiAs<{ data: { version: number } }>(
      base,
      'admin',
      'GET',
      `/api/sc/user/${ids[account]}/edit`,
    );
    const renamed = await apiAs(base, 'admin', 'PUT', `/api/sc/user/${ids[account]}`, {
      name: PEOPLE[account],
      version: edit.body.data.version,
    });
    expect(renamed.status, `rename ${account}`).toBe(200);
  }
  const template = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/wf/template', {
    // Not the demo's "Purchase request" (PR): a name and prefix of its own.
    name: { tw: '設備申請', en: 'Equipment request' },
    kind: 'general',
    number_prefix: 'EQ',
    is_active: true,
  });
  expect(template.status).toBe(201);
  const templateId = template.body.data.id;
  const definition = await apiAs(base, 'admin', 'PUT', `/api/wf/template/${templateId}/definition`, {
    form: FORM,
    flow: flowOf(ids),
    baseVersionId: null,
  });
  expect(definition.status).toBe(200);
  // user03 signs for user02 while user02 is away.
  const delegation = await apiAs(base, 'admin', 'POST', '/api/wf/delegation', {
    user_id: ids.user02,
    agent_id: ids.user03,
    starts_on: day(-2),
    ends_on: day(30),
    reason: 'Leave',
    is_active: true,
  });
  expect(delegation.status).toBe(201);
  return { ids, templateId };
}

/** Resolves once workflow notifications reach this page live (its private channel is subscribed). */
async function whenLive(page: Page): Promise<void> {
  await page.locator('[data-testid="notification-bell"][data-live="true"]').waitFor({ timeout: 20_000 });
}

/** The count a folder link shows (its last word), e.g. "To sign 1" → "1". */
function folderCount(page: Page, folder: string): Promise<string> {
  return page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('link', { name: new RegExp(`^${folder}`) })
    .locator('.wf-folders__count')
    .textContent()
    .then((text) => text ?? '');
}

/** Opens the application from the list and approves it; resolves once the timeline shows the signature. */
async function approveFromForm(page: Page, signerId: number, comment: string): Promise<void> {
  await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .locator(`.wf-approver--approved[data-approver="${signerId}"]`)
    .first()
    .waitFor({ timeout: 20_000 });
}

const DETAILS = Array.from(
  { length: 90 },
  (_, i) => `Line ${i + 1}: a part of the requested equipment and why the office needs it.`,
).join('\n');

// The sign-off story in Chromium against the real server: staff applies with an amount over
// the condition; the manager sees it arrive live and approves; the countersign stage is signed by
// one approver and, for the other, by her delegate; the applicant sees it finished live and prints
// it, and the PDF carries every signature, "on behalf of", and the running header on page 2.
describe('sign-off from application to print', () => {
  const e2e = useServerAndBrowsers();

  it('runs a purchase request through manager approval and a countersign with a delegate', async () => {
    const base = e2e.server.baseUrl;
    const { ids } = await setUp(base);

    const manager = await e2e.open();
    await signIn(manager, base, 'manager');
    await manager.goto(`${base}/wf/use/list?key=1&folder=receive&sub=0&name=`);
    await whenLive(manager);
    // The demo data has items of its own: what changes is counted from here.
    const toSignBefore = Number(await folderCount(manager, 'To sign'));

    // Staff applies: the countersign stage appears in "who will sign" once the amount passes 100,000.
    const staff = await e2e.open();
    await signIn(staff, base, 'staff');
    await staff.goto(`${base}/wf/use/new/select-form`);
    await staff.getByRole('link', { name: 'Equipment request' }).click();
    await staff.getByLabel('Subject').fill('Laptops for the new hires');
    await staff.getByLabel('Amount').fill('150000');
    await staff.getByLabel('Details').fill(DETAILS);
    const preview = staff.getByRole('region', { name: 'Who will sign' });
    await preview.locator('[data-stage="countersign"]').waitFor({ timeout: 20_000 });
    expect(await preview.locator('[data-stage="countersign"]').textContent()).toContain(PEOPLE.user01);
    // The file goes up at once; the submit attaches it to the application by its id.
    await staff.locator('input[type="file"][aria-label="Attachments"]').setInputFiles({
      name: 'quote.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Quote: 5 laptops, 150000'),
    });
    await staff.getByText('quote.txt').waitFor();
    await expectNoSeriousAxeFindings(staff, 'the filling form');
    await staff.getByRole('button', { name: 'Submit' }).click();
    await staff.getByRole('heading', { name: 'Laptops for the new hires' }).waitFor({ timeout: 20_000 });
    const id = Number(new URL(staff.url()).searchParams.get('id'));
    expect(id).toBeGreaterThan(0);
    expect(await staff.getByTestId('wf-status').textContent()).toBe('Running');

    // The manager's list shows it live, with its count; the manager approves.
    await manager.getByRole('link', { name: 'Laptops for the new hires' }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => folderCount(manager, 'To sign'), { timeout: 20_000 })
      .toBe(String(toSignBefore + 1));
    await expectNoSeriousAxeFindings(manager, 'the sign-off list');
    await manager.getByRole('link', { name: 'Laptops for the new hires' }).click();
    await manager.getByRole('heading', { name: 'Laptops for the new hires' }).waitFor();
    await approveFromForm(manager, ids.manager, 'Approved within the budget');
    await expectNoSeriousAxeFindings(manager, 'the application after a decision');

    // The applicant follows along in their folders: running under "My applications".
    await staff.goto(`${base}/wf/use/list?key=1&folder=mine&sub=0&name=`);
    await staff.getByRole('link', { name: 'Laptops for the new hires' }).waitFor();
    await whenLive(staff);
    const finishedBefore = Number(await folderCount(staff, 'Finished'));

    // Countersign: user01 signs (through the API: not what this test is about), user03 for user02.
    const current = await apiAs<InstanceView>(base, 'user01', 'GET', `/api/wf/instance/${id}`);
    const first = await apiAs(base, 'user01', 'POST', `/api/wf/instance/${id}/action`, {
      action: 'approve',
      version: current.body.version,
      comment: 'Finance agrees',
    });
    expect(first.status).toBe(200);
    const deputy = await e2e.open();
    await signIn(deputy, base, 'user03');
    await deputy.goto(`${base}/wf/use/list?key=1&folder=receive&sub=0&name=`);
    await deputy.getByRole('link', { name: 'Laptops for the new hires' }).click();
    await deputy.getByRole('heading', { name: 'Laptops for the new hires' }).waitFor();
    await approveFromForm(deputy, ids.user02, 'Signed for Lin while she is on leave');
    expect(await deputy.getByText(`${PEOPLE.user03} on behalf of ${PEOPLE.user02}`).first().isVisible()).toBe(
      true,
    );
    await expect
      .poll(() => deputy.getByTestId('wf-status').textContent(), { timeout: 20_000 })
      .toBe('Approved');

    // The applicant's folders update live: it leaves "My applications" and is counted as finished.
    await expect
      .poll(() => folderCount(staff, 'Finished'), { timeout: 20_000 })
      .toBe(String(finishedBefore + 1));
    await staff.getByRole('link', { name: 'Laptops for the new hires' }).waitFor({ state: 'detached' });
    await staff
      .getByRole('navigation', { name: 'Folders' })
      .getByRole('link', { name: /^Finished/ })
      .click();
    const row = staff.getByRole('row').filter({ hasText: 'Laptops for the new hires' });
    expect(await row.textContent()).toContain('Approved');

    // The print: every signature, on whose behalf, the attachment, and the header again on page 2.
    await staff.goto(`${base}/wf-form-print?id=${id}`);
    await staff.getByRole('heading', { name: 'Laptops for the new hires' }).waitFor();
    await expectNoSeriousAxeFindings(staff, 'the print layout');
    const number =
      (await apiAs<InstanceView>(base, 'staff', 'GET', `/api/wf/instance/${id}`)).body.number ?? '';
    expect(number).toMatch(/^EQ/);
    // Reading order, with line breaks inside a column made spaces: a name that wraps still reads whole.
    const pages = (
      await pdfPageTexts(await staff.pdf({ preferCSSPageSize: true, printBackground: true }))
    ).filter((page) => page !== '');
    const all = pages.join(' ');
    for (const text of [
      PEOPLE.manager,
      'Approved within the budget',
      PEOPLE.user01,
      'Finance agrees',
      `${PEOPLE.user03} on behalf of ${PEOPLE.user02}`,
      'Signed for Lin while she is on leave',
      'quote.txt',
      'Line 90:',
    ])
      expect(all, text).toContain(text);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain(`Equipment request · ${number}`);
    expect(pages[1]).toContain(`Page 2 of ${pages.length}`);
    expect(pages[1]).toMatch(/Printed at/);
  }, 300_000);
  it('lets a user keep their own agents from the sign-off list, and shows nobody else’s', async () => {
    const base = e2e.server.baseUrl;
    const users = (
      await apiAs<{ data: Array<{ id: number; name: string; account?: string }> }>(
        base,
        'admin',
        'GET',
        '/api/sc/user?per_page=200',
      )
    ).body.data;
    const idOf = (account: string) => users.find((u) => u.account === account)!.id;
    const nameOf = (account: string) => users.find((u) => u.account === account)!.name;
    const period = { starts_on: '2026-12-20', ends_on: '2026-12-31' };
    const mine = await apiAs(base, 'user09', 'POST', '/api/wf/my-delegation', {
      agent_id: idOf('manager'),
      reason: 'E2E winter leave',
      ...period,
    });
    expect(mine.status).toBe(201);
    const theirs = await apiAs(base, 'user10', 'POST', '/api/wf/my-delegation', {
      agent_id: idOf('user11'),
      reason: 'E2E someone else',
      ...period,
    });
    expect(theirs.status).toBe(201);

    const page = await e2e.open();
    await signIn(page, base, 'user09');
    await page.goto(`${base}/wf/use/list?key=1&folder=receive&sub=0&name=`);
    await page.getByRole('button', { name: 'My agents' }).click();
    const dialog = page.getByRole('dialog', { name: 'My agents' });
    await dialog.getByRole('gridcell', { name: 'E2E winter leave' }).waitFor();
    expect(await dialog.getByRole('gridcell', { name: nameOf('manager') }).count()).toBeGreaterThan(0);
    expect(await dialog.getByText('E2E someone else').count()).toBe(0);
  });
});
