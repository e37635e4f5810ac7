import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n/i18n';
import { initTestI18n } from '../../../testing/initTestI18n';
import { resetBetweenTests } from '../../../testing/resetBetweenTests';
import { localeHandlers } from '../testing/localeHandlers';
import RichTextEditor from './RichTextEditor';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
  for (const [key, answer] of Object.entries(localeHandlers(['entity']))) {
    const ns = key.split('/').pop() ?? '';
    for (const [language, messages] of Object.entries(answer.body as Record<string, object>))
      i18n.addResourceBundle(language, ns, messages, true, true);
  }
});

describe('RichTextEditor', () => {
  it('is a labelled text box with a toolbar of labelled tools reached by one tab stop', async () => {
    render(
      <RichTextEditor
        id="terms"
        name="terms"
        label="Terms"
        value="<p>Net 30</p>"
        onChange={() => undefined}
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Terms' });
    expect(box.textContent).toBe('Net 30');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting for Terms' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Heading 2 — H2',
      'Heading 3 — H3',
      'Bulleted list',
      'Numbered list — 1.',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect([...toolbar.querySelectorAll('button')].filter((b) => b.tabIndex === 0)).toHaveLength(1);
    const bold = screen.getByRole('button', { name: 'Bold' });
    act(() => bold.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await userEvent.keyboard('{End}');
    // Undo and redo are disabled before any change: the last enabled tool is the link.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link' }));
  });
});
