import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../testing/chooseOption';
import { initTestI18n } from '../testing/initTestI18n';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { SelectField } from './SelectField';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

const MONTHS = [
  { value: 1, label: 'January' },
  { value: 2, label: 'February' },
  { value: 3, label: 'March', disabled: true },
];

function Month({ error, optional }: { error?: string; optional?: boolean }) {
  const [month, setMonth] = useState<number | null>(1);
  return (
    <>
      <SelectField<number>
        label="Month"
        hint="The first month of the year"
        error={error}
        value={month}
        options={MONTHS}
        onChange={setMonth}
        onClear={optional ? () => setMonth(null) : undefined}
      />
      <output aria-label="Chosen">{String(month)}</output>
    </>
  );
}

describe('SelectField', () => {
  it('is an antd select named by its label, showing the choice, and answers the option picked', async () => {
    render(<Month />);
    const select = screen.getByRole('combobox', { name: 'Month' });
    expect(select.closest('.ant-select')?.textContent).toBe('January');
    await chooseOption('Month', 'February');
    expect(screen.getByLabelText('Chosen').textContent).toBe('2');
    // Typing narrows the list, as a native select's type-ahead finds an option.
    await userEvent.click(select);
    await userEvent.type(select, 'jan');
    const popup = document.querySelector<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
    );
    if (!popup) throw new Error('The select did not open');
    expect(within(popup).queryByTitle('February')).toBeNull();
    expect(within(popup).getByTitle('January')).not.toBeNull();
  });

  it('shows a disabled option without taking it', async () => {
    render(<Month />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByTitle('March'));
    expect(screen.getByLabelText('Chosen').textContent).toBe('1');
  });

  it('links its hint and error to the control and marks it invalid', () => {
    render(<Month error="Pick a month" />);
    const select = screen.getByRole('combobox', { name: 'Month' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'The first month of the year',
      'Pick a month',
    ]);
  });

  it('offers a clear button only for an optional choice', async () => {
    const { unmount } = render(<Month />);
    expect(document.querySelector('.ant-select-clear')).toBeNull();
    unmount();
    render(<Month optional />);
    const clear = document.querySelector<HTMLElement>('.ant-select-clear');
    expect(clear).not.toBeNull();
    if (clear) await userEvent.click(clear);
    expect(screen.getByLabelText('Chosen').textContent).toBe('null');
  });
});
