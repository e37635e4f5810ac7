import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/apiAs';
import { apiSignIn } from './support/apiSignIn';
import { uploadDmFile } from './support/uploadDmFile';
import { gridRow } from './support/gridRow';
import { signIn } from './support/signIn';
import { useServerAndBrowsers } from './support/useServerAndBrowsers';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), randomBytes(50_000)]);

// Sharing a version by link: the manager makes a link with a password on the share screen, and
// someone outside, in a browser that never signed in, opens it, types the password and downloads.
describe('document management: sharing a version by link', () => {
  const env = useServerAndBrowsers();

  it('shares a version by a link with a password, downloaded signed out', async () => {
    const base = env.server.baseUrl;
    const folder = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/dm/folder', {
      name: 'Outbox',
    });
    const manager = await apiSignIn(base, 'manager');
    const granted = await apiAs(base, 'admin', 'PUT', `/api/dm/folder/${folder.body.data.id}/access`, {
      inherit: true,
      entries: [{ owner: `u${manager.userId}`, level: 'edit' }],
    });
    expect(granted.status).toBe(200);
    const file = await uploadDmFile(base, manager.token, folder.body.data.id, 'Tender 投標書.pdf', pdf);

    const page = await env.open();
    await signIn(page, base, 'manager');
    await page.goto(`${base}/dm/versionshare?document=${file.id}`);
    const version = page.getByRole('checkbox', { name: /Version 1 · Tender 投標書\.pdf/ });
    await version.waitFor();
    expect(await version.isChecked()).toBe(true);
    await page.getByLabel('Password (optional)').fill('open sesame');
    await page.getByLabel('Message for the recipients (optional)').fill('The tender, as agreed.');
    await page.getByRole('button', { name: 'Create link' }).click();
    const field = page.getByRole('textbox', { name: 'Link', exact: true });
    await field.waitFor();
    const url = await field.inputValue();
    expect(url).toMatch(/\/dm\/download\?token=[A-Za-z0-9_-]{43}$/);
    // The manager's links to the file list it.
    await page.locator('.dm-share__link-row', { hasText: 'Tender 投標書.pdf' }).waitFor();

    // A browser that never signed in.
    const outsider = await env.open();
    await outsider.goto(`${base}/`);
    await outsider.evaluate(() => localStorage.setItem('language', 'en'));
    await outsider.goto(url);
    await outsider.getByText('This link is protected by a password.').first().waitFor();
    expect(await outsider.getByText('Tender 投標書.pdf').count()).toBe(0);
    await outsider.getByLabel('Password', { exact: true }).fill('wrong one');
    await outsider.getByRole('button', { name: 'Open' }).click();
    await outsider.getByText('The password is not correct.').waitFor();
    await outsider.getByLabel('Password', { exact: true }).fill('open sesame');
    await outsider.getByRole('button', { name: 'Open' }).click();
    const download = outsider.getByRole('link', { name: 'Download Tender 投標書.pdf' });
    await download.waitFor();
    expect(await outsider.getByText('The tender, as agreed.').count()).toBe(1);
    const [saved] = await Promise.all([outsider.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('Tender 投標書.pdf');
    const bytes = await readFile((await saved.path()) ?? '');
    expect(bytes.equals(pdf)).toBe(true);
    // Counted once, on the manager's share.
    const shares = await apiAs<{ data: Array<{ downloads: number }> }>(
      base,
      'manager',
      'GET',
      `/api/dm/share?filter[document_ids]=${file.id}`,
    );
    expect(shares.body.data.map((s) => s.downloads)).toEqual([1]);
  });
  it('shares the files selected in a folder with one link', async () => {
    const base = env.server.baseUrl;
    const folder = await apiAs<{ data: { id: number } }>(base, 'admin', 'POST', '/api/dm/folder', {
      name: 'Board pack',
    });
    const manager = await apiSignIn(base, 'manager');
    const granted = await apiAs(base, 'admin', 'PUT', `/api/dm/folder/${folder.body.data.id}/access`, {
      inherit: true,
      entries: [{ owner: `u${manager.userId}`, level: 'edit' }],
    });
    expect(granted.status).toBe(200);
    for (const name of ['Agenda.pdf', 'Minutes.pdf'])
      await uploadDmFile(base, manager.token, folder.body.data.id, name, pdf);

    const page = await env.open();
    await signIn(page, base, 'manager');
    await page.goto(`${base}/dm/use/list/file?folder=${folder.body.data.id}`);
    for (const name of ['Agenda.pdf', 'Minutes.pdf'])
      await (await gridRow(page, name)).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Share by link selected (2)' }).click();
    await page.getByRole('heading', { name: 'Share several files by link' }).waitFor();
    for (const name of ['Agenda.pdf', 'Minutes.pdf'])
      await page
        .getByRole('checkbox', { name: new RegExp(`${name.replace('.', '\\.')} · version 1`) })
        .waitFor();
  });
});
