/** What can take the focus inside a field's cell (an input, a select's search box, a rich-text editor). */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[contenteditable="true"]',
  'button:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Focuses the first of `names` (in form order) that the form shows and brings it to the
 * middle of the view, clear of the sticky action bar: the control with rjsf's id
 * (`{idPrefix}_{name}`), else the first focusable control in the field's cell (files, rich text).
 * Returns whether a field took the focus.
 * @example focusFirstInvalid(formRoot, 'lead', ['subject', 'status'])
 */
export function focusFirstInvalid(
  root: HTMLElement | null,
  idPrefix: string,
  names: readonly string[],
): boolean {
  if (!root) return false;
  for (const name of names) {
    // Field names are snake_case (the meta-schema's pattern): safe in a selector as they are.
    const byId = document.getElementById(`${idPrefix}_${name}`);
    const cell = root.querySelector<HTMLElement>(`[data-field="${name}"]`);
    const target =
      byId && root.contains(byId) && byId.matches(FOCUSABLE)
        ? byId
        : (cell?.querySelector<HTMLElement>(FOCUSABLE) ?? null);
    if (!target) continue;
    target.focus({ preventScroll: true });
    // jsdom has no layout, hence no scrollIntoView.
    (cell ?? target).scrollIntoView?.({ block: 'center' });
    return true;
  }
  return false;
}
