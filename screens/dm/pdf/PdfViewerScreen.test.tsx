import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installFakeServer } from '../../../src/testing/fakeServer';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { renderApp } from '../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../src/testing/sessionFixtures';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await import('./PdfViewerScreen');
}, 60_000);

// What the viewer says instead of a document; drawing one needs a real browser
// (tests/e2e/dmPdfViewer.e2e.ts).
describe('/dm/pdf without a document to show', { timeout: 90_000 }, () => {
  it('says plainly that the user may not read the file (403), under its breadcrumb', async () => {
    const server = installFakeServer({
      'GET /api/dm/document/7': { status: 403, body: { message: 'Forbidden' } },
    });
    signInAs(['dm']);
    renderApp('/dm/pdf?document=7');
    expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).toBe(
      'You may not read this file.',
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('PDF viewer');
    // Refused by its record: the content is not asked for.
    expect(server.callsTo('GET', '/api/dm/document/7/content')).toEqual([]);
  });

  it('says that a missing file does not exist (404)', async () => {
    installFakeServer({ 'GET /api/dm/document/8': { status: 404, body: { message: 'Not found' } } });
    signInAs(['dm']);
    renderApp('/dm/pdf?document=8&version=3');
    expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).toBe(
      'This file does not exist.',
    );
  });

  it('says that no file was chosen when the address names none', async () => {
    installFakeServer({});
    signInAs(['dm']);
    renderApp('/dm/pdf?document=abc');
    expect((await screen.findByRole('alert', {}, { timeout: 30_000 })).textContent).toBe(
      'No file was chosen to view.',
    );
  });
});
