import { describe, expect, it } from 'vitest';
import { antdSelectText } from './support/chooseAntdOption';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';
import { visibleText } from './support/waitForText';

// Issue 5's organisation screens in Chromium against the real server and the demo organisation.
describe('the organisation in the browser', () => {
  const e2e = useServerAndBrowsers();

  it('creates a department under an existing one, shows it in the tree, and lists users per department', async () => {
    const admin = await e2e.open();
    await signIn(admin, e2e.server.baseUrl, 'admin');
    await admin.goto(`${e2e.server.baseUrl}/sc/list`);
    const tree = admin.getByRole('navigation', { name: 'Departments' });
    await tree.getByText('業務處 (7 users)').click();
    await admin.getByRole('heading', { name: 'Users of 業務處' }).waitFor();
    expect(await visibleText(admin.getByRole('link', { name: '王大同' }))).toBe('王大同');

    await admin.getByRole('main').getByRole('link', { name: 'Add department' }).click();
    await admin.getByRole('heading', { name: 'Add department' }).waitFor();
    await admin.getByLabel('Name').fill('業務二課');
    await admin.getByLabel('Code').fill('SW');
    expect(await antdSelectText(admin.getByLabel('Parent department'))).not.toBe('');
    await admin.getByRole('button', { name: 'Save' }).click();

    await admin.getByRole('heading', { name: 'Users of 業務二課' }).waitFor();
    expect(await visibleText(tree.getByText('業務二課 (0 users)'))).toBe('業務二課 (0 users)');
    expect(await visibleText(admin.getByText('No users.'))).toBe('No users.');
    await tree.getByText('業務一課 (6 users)').click();
    expect(await visibleText(admin.getByRole('link', { name: '李小明' }))).toBe('李小明');
  });
});
