import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks `option` in the antd select labelled `label` as a user does: opens it, types
 * `search` when given (a searchable select), and clicks the option by its text.
 * antd draws its options in a popup outside the field, each with its text as `title`.
 * @example await chooseOption('Default language', 'English');
 */
export async function chooseOption(label: string, option: string, search?: string): Promise<void> {
  const select = screen.getByRole('combobox', { name: label });
  await userEvent.click(select);
  if (search !== undefined) await userEvent.type(select, search);
  const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const popup = popups[popups.length - 1];
  if (!popup) throw new Error(`The select “${label}” did not open`);
  await userEvent.click(await within(popup).findByTitle(option));
}
