import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export interface ChooseOptionHow {
  /** Typed into a searchable select before picking. */
  search?: string;
  /** Where the select is, when its label also names another control (the header's language). */
  container?: HTMLElement;
}

/**
 * Picks `option` in the antd select labelled `label` as a user does: opens it, types the
 * search when given, and clicks the option by its text. antd draws its options in a popup
 * outside the field, each with its text as `title`. A DeferredSelectField's first click mounts
 * antd's Select in its place, open, once loaded: the popup is waited for.
 * @example await chooseOption('Default language', 'English');
 */
export async function chooseOption(label: string, option: string, how: ChooseOptionHow = {}): Promise<void> {
  const select = () =>
    (how.container ? within(how.container) : screen).getByRole('combobox', { name: label });
  // A second click would close a select the test opened already.
  if (select().getAttribute('aria-expanded') !== 'true') await userEvent.click(select());
  const popup = await waitFor(
    () => {
      const popups = document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      );
      const last = popups[popups.length - 1];
      if (!last) throw new Error(`The select “${label}” did not open`);
      return last;
    },
    { timeout: 10_000 },
  );
  if (how.search !== undefined) await userEvent.type(select(), how.search);
  await userEvent.click(await within(popup).findByTitle(option));
}
