import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { installFakeServer } from '../../../../src/testing/fakeServer';
import { initTestI18n } from '../../../../src/testing/initTestI18n';
import { renderApp } from '../../../../src/testing/renderApp';
import { resetBetweenTests } from '../../../../src/testing/resetBetweenTests';
import { signInAs } from '../../../../src/testing/sessionFixtures';
import { instanceView } from '../testing/instanceFixtures';
import { cssString, pageRules } from './pageRules';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  await import('./WfFormPrintScreen');
}, 60_000);

function serve() {
  return installFakeServer({
    'GET /api/wf/instance/7': { body: instanceView(7) },
    'GET /api/sc/company-setup/get-setup': { body: { data: { name: 'Atrium Demo Ltd' } } },
  });
}

describe('/wf-form-print', { timeout: 90_000 }, () => {
  it('lays out the values, every signature with whom it was for, the attachments and the running header', async () => {
    serve();
    signInAs(['wf.use']);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/wf-form-print?id=7');
    expect(await screen.findByRole('heading', { name: 'Laptops 7' }, { timeout: 30_000 })).not.toBeNull();
    const page = document.querySelector('.wf-print') as HTMLElement;
    const text = page.textContent ?? '';
    // The header that repeats on every page: organisation, form and number.
    expect(screen.getByTestId('wf-print-head').textContent).toBe(
      'Atrium Demo LtdPurchase request · PR202603040007',
    );
    // The values.
    expect(text).toContain('Amount');
    expect(text).toContain('150,000.00');
    // Every signature: name, decision, time, on whose behalf, comment; and who is still to sign.
    expect(text).toContain('Wang Manager');
    expect(text).toContain('Fine by me');
    expect(text).toContain('Lin Deputy on behalf of Chen Finance');
    expect(text).toContain('Signed while Chen is away');
    expect(text).toMatch(/Huang Audit\s*To sign/);
    // The attachments by name and size; the footer says when it was printed.
    expect(text).toContain('quote.pdf (20.5 kB)');
    expect(text).toMatch(/Printed at \d/);
    // Page X of Y in the bottom margin of every page.
    expect(page.querySelector('style')?.textContent).toContain(
      '@bottom-right {\n    content: "Page " counter(page) " of " counter(pages);',
    );
    // Only ?print=1 opens the print dialog.
    expect(print).not.toHaveBeenCalled();
  });

  it('opens the print dialog once it has loaded when the address asks (?print=1)', async () => {
    serve();
    signInAs(['wf.use']);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderApp('/wf-form-print?id=7&print=1');
    await screen.findByRole('heading', { name: 'Laptops 7' }, { timeout: 30_000 });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
  });

  it('writes the page sentence as CSS strings around the counters', () => {
    expect(cssString('say "hi" \\ there')).toBe('"say \\"hi\\" \\\\ there"');
    expect(pageRules('第 {{page}} 頁，共 {{pages}} 頁')).toContain(
      'content: "第 " counter(page) " 頁，共 " counter(pages) " 頁";',
    );
  });
});
