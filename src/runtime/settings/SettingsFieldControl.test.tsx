import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  SettingsDescriptor,
  SettingsField,
} from '../../../schemas/core/settings/settingsDescriptorSchema';
import { initTestI18n } from '../../testing/initTestI18n';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { SettingsFieldControl } from './SettingsFieldControl';

resetBetweenTests();
beforeAll(async () => {
  await initTestI18n('en');
}, 60_000);

const DESCRIPTOR = { id: 'sc.notes', module: 'sc' } as SettingsDescriptor;

function renderField(field: SettingsField, changes: unknown[]) {
  render(
    <SettingsFieldControl
      descriptor={DESCRIPTOR}
      widgets={{}}
      name="note"
      field={field}
      label="Note"
      value="Hi"
      onChange={(value) => changes.push(value)}
      error="Too long."
      errors={{}}
      setError={() => {}}
      extras={{}}
      disabled={false}
    />,
  );
  return screen.getByRole('textbox', { name: /Note/ }) as HTMLInputElement | HTMLTextAreaElement;
}

describe('SettingsFieldControl', () => {
  it.each([
    ['text', 'TEXTAREA'],
    ['string', 'INPUT'],
  ] as const)('gives a %s field a labelled %s that reports what is typed', async (type, tag) => {
    const changes: unknown[] = [];
    const box = renderField({ type, title: 'x', required: true, maxLength: 40 } as SettingsField, changes);
    expect(box.tagName).toBe(tag);
    expect(box.value).toBe('Hi');
    expect(box.required).toBe(true);
    expect(box.maxLength).toBe(40);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(box, '!');
    expect(changes).toEqual(['Hi!']);
  });
});
