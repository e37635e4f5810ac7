import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { isGone, visibleText } from './support/waitForText';

/**
 * The answer to the next `method path` request of the page (query ignored). Call it before
 * the action that sends the request, so the answer cannot be missed.
 */
function answerTo(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === path,
    { timeout: 30_000 },
  );
}

interface PreviewAnswer {
  data: { rights: Array<{ path: string; notInEffect?: string }> };
}

// Issue 5: a right granted on /sc/rights-settings reaches a signed-in user without a new sign-in.
describe('rights settings in the browser', () => {
  const e2e = useServerAndBrowsers();

  it('create a department and a user in it, grant the department a right, sign in as that user and see the right take effect', async () => {
    const base = e2e.server.baseUrl;
    const departments = await apiAs<{ data: Array<{ id: number; parent_id: number | null }> }>(
      base,
      'admin',
      'GET',
      '/api/sc/department/all',
    );
    const root = departments.body.data.find((d) => d.parent_id === null);
    const created = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/sc/department', {
      name: 'Audit Office',
      code: 'AUD',
      parent_id: root?.id ?? null,
      level_id: null,
    });
    expect(created.status).toBe(201);
    const user = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/sc/user', {
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
    // Wait for the save's answer, not for text: the preview below must be asked after it.
    const owner = `d${created.body.data.id}`;
    const saved = answerTo(admin, 'PUT', `/api/sc/rights/owner/${owner}`);
    await admin.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    expect(await (await saved).json()).toEqual({ data: { owner, paths: ['fa'], scopes: {} } });
    expect(
      await visibleText(admin.getByRole('alert').filter({ hasText: 'The rights were saved.' })),
    ).toContain('The rights were saved.');
    // The preview explains where the user's new rights come from.
    const previewPath = `/api/sc/rights/effective/${user.body.data.id}`;
    const previewed = answerTo(admin, 'GET', previewPath);
    const preview = admin.getByRole('combobox', { name: 'Preview a user’s effective rights' });
    await preview.click();
    await preview.fill('auditor1');
    await admin.getByTitle('Ada Auditor (auditor1)').click();
    expect((await previewed).status()).toBe(200);
    const granted = ((await (await previewed).json()) as PreviewAnswer).data.rights;
    expect(granted.find((m) => m.path === 'fa')).toMatchObject({ path: 'fa' });
    expect(granted.find((m) => m.path === 'fa')?.notInEffect).toBeUndefined();
    const panel = admin.getByTestId('effective-rights');
    // The answer is in: what is left is rendering it, which a loaded machine may slow down.
    expect(await visibleText(panel.getByText('Financial accounting', { exact: true }), 20_000)).toBe(
      'Financial accounting',
    );
    expect(await panel.getByText('Department “Audit Office”').count()).toBeGreaterThan(0);

    // Without signing in again: reloading starts the token refresh, which re-reads the user.
    const userPath = `/api/sc/user/${user.body.data.id}`;
    const reread = answerTo(auditor, 'GET', userPath);
    await auditor.reload();
    expect((await (await reread).json()).data.userPermission).toHaveProperty('fa');
    expect(await visibleText(sidebar.getByText('Financial accounting', { exact: true }), 20_000)).toBe(
      'Financial accounting',
    );

    // And taking it away works the same way; the open preview follows the save.
    await tree.getByRole('checkbox', { name: 'Financial accounting', exact: true }).uncheck();
    const removed = answerTo(admin, 'PUT', `/api/sc/rights/owner/${owner}`);
    const reloaded = answerTo(admin, 'GET', previewPath);
    await admin.getByRole('button', { name: 'Save' }).click();
    expect(await (await removed).json()).toEqual({ data: { owner, paths: [], scopes: {} } });
    const left = ((await (await reloaded).json()) as PreviewAnswer).data.rights;
    expect(left.map((m) => m.path)).not.toContain('fa');
    // The reloaded preview still lists what the root department gives, and no longer accounting.
    expect(await visibleText(panel.getByText('Bulletin board', { exact: true }), 20_000)).toBe(
      'Bulletin board',
    );
    expect(await panel.getByText('Financial accounting', { exact: true }).count()).toBe(0);

    const rereadAgain = answerTo(auditor, 'GET', userPath);
    await auditor.reload();
    expect((await (await rereadAgain).json()).data.userPermission).not.toHaveProperty('fa');
    expect(await isGone(sidebar.getByText('Financial accounting', { exact: true }), 20_000)).toBe(true);
  });
});
