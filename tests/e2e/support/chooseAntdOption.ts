import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Picks an option of an antd select (its combobox `field`) as a keyboard user does: types
 * `text` (part of the option's label), waits until that option is the active one in the
 * open dropdown, presses Enter, and waits until the field shows the choice (a select loaded on
 * first use, DeferredSelectField, is clicked open and waited for first). Not a click: antd
 * keeps the previous field's dropdown in the page through its leave animation, and a click on
 * its (unstable) option timed out in a CI run when a form holds several selects in a row, as
 * the quotation lines do.
 * @example await chooseAntdOption(form.getByLabel('Language'), 'English');
 */
export async function chooseAntdOption(field: Locator, text: string, shown = text.trim()): Promise<void> {
  await field.click();
  // A DeferredSelectField's button gives way to antd's Select (its search input) once loaded.
  await expect.poll(() => field.evaluate((element) => element.tagName), { timeout: 15_000 }).toBe('INPUT');
  await field.fill(text);
  await field
    .page()
    .locator('.ant-select-dropdown:visible .ant-select-item-option-active')
    .filter({ hasText: text.trim() })
    .first()
    .waitFor();
  await field.press('Enter');
  await expect
    .poll(() => field.evaluate((input) => input.closest('.ant-select')?.textContent ?? ''), {
      timeout: 15_000,
    })
    .toContain(shown);
}

/**
 * The text an antd select shows as its choice (its combobox input itself stays empty).
 * @example expect(await antdSelectText(page.getByLabel('Parent department'))).not.toBe('');
 */
export function antdSelectText(field: Locator): Promise<string> {
  return field.evaluate((input) => input.closest('.ant-select')?.textContent?.trim() ?? '');
}
