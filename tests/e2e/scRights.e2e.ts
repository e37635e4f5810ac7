import { describe, expect, it } from 'vitest';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, visibleText } from './support/waitForText';

interface Answer<T> {
  status: number;
  body: T;
}

/** Calls the API of the e2e server as the administrator (the department and user screens are other issues' work). */
async function asAdmin<T>(baseUrl: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const login = await fetch(`${baseUrl}/api/sc/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'demo1234' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

// Issue 5: a right granted on /sc/rights-settings reaches a signed-in user without a new sign-in.
describe('rights settings in the browser', () => {
  const e2e = useServerAndBrowsers();

  it('create a department and a user in it, grant the department a right, sign in as that user and see the right take effect', async () => {
    const base = e2e.server.baseUrl;
    const departments = await asAdmin<{ data: Array<{ id: number; parent_id: number | null }> }>(
      base,
      'GET',
      '/api/sc/department/all',
    );
    const root = departments.body.data.find((d) => d.parent_id === null);
    const created = await asAdmin<{ data: { id: number } }>(base, 'POST', '/api/sc/department', {
      name: 'Audit Office',
      code: 'AUD',
      parent_id: root?.id ?? null,
      level_id: null,
    });
    expect(created.status).toBe(201);
    const user = await asAdmin<{ data: { id: number } }>(base, 'POST', '/api/sc/user', {
      account: 'auditor1',
      name: 'Ada Auditor',
      email: 'auditor1@example.com',
      departments: [{ department_id: created.body.data.id, is_primary: true, job_position_id: null }],
      password: 'Audit-2026-ok',
      password_confirmation: 'Audit-2026-ok',
    });
    expect(user.status).toBe(201);

    // The new user works: the company-wide areas come from the root department, accounting does not.
    const auditor = await e2e.open();
    await signIn(auditor, base, 'auditor1', 'Audit-2026-ok');
    const sidebar = auditor.getByTestId('sidebar');
    expect(await visibleText(sidebar.getByText('Bulletin board', { exact: true }))).toBe('Bulletin board');
    expect(await sidebar.getByText('Financial accounting', { exact: true }).count()).toBe(0);

    const admin = await e2e.open();
    await signIn(admin, base, 'admin');
    await admin.goto(`${base}/sc/rights-settings`);
    await admin.getByRole('heading', { name: 'Rights settings', level: 1 }).waitFor();
    const picker = admin.getByRole('combobox', { name: 'Department' });
    await picker.click();
    await picker.fill('Audit');
    await admin.getByTitle('Audit Office').click();
    const tree = admin.getByRole('list', { name: 'Every right' });
    await tree.waitFor();
    // Ticking the module grants everything below it.
    await tree.getByRole('checkbox', { name: 'Financial accounting', exact: true }).check();
    await admin.getByRole('button', { name: 'Save' }).click();
    expect(
      await visibleText(admin.getByRole('alert').filter({ hasText: 'The rights were saved.' })),
    ).toContain('The rights were saved.');
    // The preview explains where the user's new rights come from.
    const preview = admin.getByRole('combobox', { name: 'Preview a user’s effective rights' });
    await preview.click();
    await preview.fill('auditor1');
    await admin.getByTitle('Ada Auditor (auditor1)').click();
    const panel = admin.getByTestId('effective-rights');
    expect(await visibleText(panel.getByText('Financial accounting', { exact: true }))).toBe(
      'Financial accounting',
    );
    expect(await panel.getByText('Department “Audit Office”').count()).toBeGreaterThan(0);

    // Without signing in again: reloading starts the token refresh, which re-reads the user.
    await auditor.reload();
    expect(await visibleText(sidebar.getByText('Financial accounting', { exact: true }), 20_000)).toBe(
      'Financial accounting',
    );
    // And taking it away works the same way.
    await tree.getByRole('checkbox', { name: 'Financial accounting', exact: true }).uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await auditor.reload();
    expect(await isGone(sidebar.getByText('Financial accounting', { exact: true }), 20_000)).toBe(true);
  });
});
