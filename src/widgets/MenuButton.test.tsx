import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { MenuButton } from './MenuButton';
import { PopoverButton } from './PopoverButton';

resetBetweenTests();

function renderMenu() {
  const onSelect = vi.fn();
  render(
    <>
      <MenuButton
        items={[
          { key: 'profile', label: 'Profile' },
          { key: 'password', label: 'Change password' },
          { key: 'sign-out', label: 'Sign out', danger: true, dividerBefore: true },
        ]}
        onSelect={onSelect}
        aria-label="User menu"
      >
        Alice
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onSelect, button: screen.getByRole('button', { name: 'User menu' }) };
}

describe('MenuButton', () => {
  it('is a menu button that says whether its menu is open', async () => {
    const { button, onSelect } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Change password',
      'Sign out',
    ]);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Change password' }));
    expect(onSelect).toHaveBeenCalledWith('password');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('works from the keyboard: arrows, Home, End, Enter and Escape', async () => {
    const { button, onSelect } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Change password' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    // Past the end it wraps round.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(onSelect).not.toHaveBeenCalled();

    // Arrow Up opens on the last item; Enter chooses it.
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('sign-out');
    expect(document.activeElement).toBe(button);

    // Enter on the button opens on the first item.
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
  });

  it('closes on a click outside and on Tab', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not open while busy, and says so', async () => {
    render(
      <MenuButton items={[{ key: 'csv', label: 'CSV' }]} onSelect={vi.fn()} busy>
        Export
      </MenuButton>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('PopoverButton', () => {
  it('shows its panel, moves focus in, and Escape returns to the button', async () => {
    render(
      <PopoverButton label="Columns">
        <fieldset>
          <legend>Columns</legend>
          <label>
            <input type="checkbox" /> Status
          </label>
        </fieldset>
      </PopoverButton>,
    );
    const button = screen.getByRole('button', { name: 'Columns' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const checkbox = screen.getByRole('checkbox', { name: 'Status' });
    expect(document.activeElement).toBe(checkbox);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
