/**
 * Shows a cut cell's whole text on hover: when the pointer enters a grid cell whose text
 * overflows it, the cell gets a `title` with its text (and loses it when the text fits). One
 * listener on the grid instead of ag-grid's TooltipModule, which would add its weight to the
 * table route (issue 3's 450 kB budget) for the same result.
 * @example host.addEventListener('mouseover', showCutText)
 */
export function showCutText(event: Event): void {
  if (!(event.target instanceof Element)) return;
  const cell = event.target.closest<HTMLElement>('.ag-cell');
  if (!cell) return;
  const box = cell.querySelector<HTMLElement>('.ag-cell-value') ?? cell;
  const text = cell.textContent?.trim() ?? '';
  if (text !== '' && box.scrollWidth > box.clientWidth) cell.title = text;
  else cell.removeAttribute('title');
}
