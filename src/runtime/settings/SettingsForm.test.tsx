import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SettingsDescriptor } from '../../../schemas/core/settings/settingsDescriptorSchema';
import { initTestI18n } from '../../testing/initTestI18n';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { SettingsForm } from './SettingsForm';
import type { SettingsDocumentState } from './useSettingsDocument';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
}, 60_000);

// Sections that name a tab show under antd tabs; the texts are the common module's own.
const TABBED: SettingsDescriptor = {
  id: 'sc.tabbed',
  module: 'sc',
  title: 'common:modules.sc',
  api: '/api/sc/tabbed',
  permission: { view: 'authenticated', edit: 'authenticated' },
  scope: 'company',
  fields: {
    first: { type: 'boolean', title: 'common:modules.wf', default: false },
    second: {
      type: 'integer',
      title: 'common:modules.dm',
      required: true,
      minimum: 1,
      maximum: 9,
      default: 3,
    },
  },
  sections: [
    { title: 'common:modules.as', tab: 'common:modules.bb', fields: ['first'] },
    { title: 'common:modules.vs', tab: 'common:modules.fa', fields: ['second'] },
  ],
};

function doc(changes: Array<[string, unknown]>): SettingsDocumentState {
  return {
    status: 'ready',
    loadError: null,
    draft: { first: true, second: '3' },
    extras: {},
    errors: { second: 'Too small.' },
    formError: null,
    saving: false,
    conflict: false,
    change: (field: string, value: unknown) => changes.push([field, value]),
    setError: () => {},
    submit: async () => {},
    reload: () => {},
    dismissConflict: () => {},
    retry: async () => {},
  };
}

describe('SettingsForm', () => {
  it('puts sections under their tabs, reachable from the keyboard, keeping every field rendered', async () => {
    const changes: Array<[string, unknown]> = [];
    render(<SettingsForm descriptor={TABBED} doc={doc(changes)} widgets={{}} canEdit labelledBy="x" />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Bulletin board', 'Financial accounting']);
    expect((screen.getByLabelText('Workflow') as HTMLInputElement).checked).toBe(true);
    // The second tab's field is there (a message on a hidden tab is not lost) with its error.
    const second = screen.getByLabelText('Document management', { selector: 'input' }) as HTMLInputElement;
    expect(second.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getAllByRole('tab')[1]!);
    // The draft here is fixed ("3"), so typing 5 reports the box's text "35" as the change.
    await userEvent.type(second, '5');
    expect(changes).toEqual([['second', '35']]);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows a read-only form without a save button to whoever may not edit', () => {
    render(<SettingsForm descriptor={TABBED} doc={doc([])} widgets={{}} canEdit={false} labelledBy="x" />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByLabelText('Workflow') as HTMLInputElement).matches(':disabled')).toBe(true);
  });
});
