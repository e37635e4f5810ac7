import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseOption } from '../testing/chooseOption';
import { initTestI18n } from '../testing/initTestI18n';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { DeferredSelectField } from './DeferredSelectField';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

const SIZES = [10, 20, 50].map((size) => ({ value: size, label: String(size) }));

function PageSize({ error }: { error?: string }) {
  const [size, setSize] = useState(20);
  return (
    <>
      <DeferredSelectField<number>
        label="Rows per page"
        hint="How many rows a page shows"
        error={error}
        value={size}
        options={SIZES}
        onChange={setSize}
      />
      <output aria-label="Chosen">{String(size)}</output>
    </>
  );
}

const antdSelect = () => document.querySelector('.ant-select');

describe('DeferredSelectField', () => {
  it('shows the choice in a closed select named by its label, without antd until used', () => {
    render(<PageSize />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select.textContent).toBe('20');
    expect(select.getAttribute('aria-expanded')).toBe('false');
    expect(antdSelect()).toBeNull();
  });

  it('opens as antd’s Select on first click and answers the option picked', async () => {
    render(<PageSize />);
    await chooseOption('Rows per page', '50');
    expect(screen.getByLabelText('Chosen').textContent).toBe('50');
    expect(antdSelect()?.textContent).toBe('50');
  });

  it('opens from the keyboard, with the focus on the opened Select', async () => {
    render(<PageSize />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).not.toBeNull(), {
      timeout: 10_000,
    });
    const opened = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(opened.closest('.ant-select')).not.toBeNull();
    expect(document.activeElement).toBe(opened);
  });

  it('links its hint and error to the closed select and marks it invalid', () => {
    render(<PageSize error="Pick a size" />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const described = (select.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'How many rows a page shows',
      'Pick a size',
    ]);
  });
});
