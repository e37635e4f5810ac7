import { describe, expect, it } from 'vitest';
import { showCutText } from './showCutText';

function cell(text: string, scrollWidth: number, clientWidth: number): HTMLElement {
  const element = document.createElement('div');
  element.className = 'ag-cell';
  element.textContent = text;
  Object.defineProperty(element, 'scrollWidth', { value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { value: clientWidth });
  document.body.append(element);
  return element;
}

describe('showCutText', () => {
  it('gives a cut cell its whole text as a title, and none to a cell whose text fits', () => {
    const cut = cell('晶采 ERP 導入專案第二期', 300, 120);
    const fits = cell('Won', 40, 120);
    // The listener sits on the grid's host; here it is called as the host would.
    showCutText({ target: cut } as unknown as Event);
    showCutText({ target: fits } as unknown as Event);
    expect(cut.title).toBe('晶采 ERP 導入專案第二期');
    expect(fits.hasAttribute('title')).toBe(false);
  });
});
