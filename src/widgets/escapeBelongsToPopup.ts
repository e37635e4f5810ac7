/**
 * antd's floating layers, by the classes antd 6 gives them: selects (also cascaders and tree
 * selects), date and time pickers, dropdown menus and popovers (the colour picker). A closed
 * one stays in the page with a `…-hidden` class, or without pointer events while it fades out.
 */
const ANTD_POPUPS = '.ant-select-dropdown, .ant-picker-dropdown, .ant-dropdown, .ant-popover';

function isOpenPopup(element: HTMLElement): boolean {
  return (
    ![...element.classList].some((name) => name.endsWith('-hidden')) && element.style.pointerEvents !== 'none'
  );
}

/**
 * Whether an Escape pressed inside a dialog is meant for a popup opened from the dialog's
 * content (a select's list, a date picker's calendar) rather than for the dialog. Call it
 * before any handler has run (capture phase): handlers close their popup on the same key.
 *
 * antd 6 answers this with a stack of open layers where only the newest reacts to Escape
 * (@rc-component/portal); our Dialog is not in that stack, and antd's pickers neither stop
 * the key nor say their calendar is open (no `aria-expanded`), so the DOM is read instead:
 * the focused control says its popup is open (`aria-expanded`, as selects and menu buttons
 * do); or the key comes from a layer portaled out of the dialog (it reaches the dialog only
 * through React's tree); or an antd popup is open inside the dialog or in a layer added after it.
 *
 * @example if (event.key === 'Escape') forPopup.current = escapeBelongsToPopup(event.target, panel);
 */
export function escapeBelongsToPopup(target: EventTarget | null, panel: HTMLElement): boolean {
  if (target instanceof Element) {
    if (target.getAttribute('aria-expanded') === 'true') return true;
    if (!panel.contains(target)) return true;
  }
  const layers: Element[] = [panel];
  for (let layer = panel.parentElement?.nextElementSibling; layer; layer = layer.nextElementSibling) {
    layers.push(layer);
  }
  return layers.some(hasOpenPopup);
}

/**
 * Whether an antd popup (a select's list, a date picker's calendar, a menu) is open inside
 * `root`; a form on a page asks the whole document, where antd puts its popups.
 * @example if (hasOpenPopup(document.body)) return; // Escape closes the popup, not the form
 */
export function hasOpenPopup(root: Element): boolean {
  return [...root.querySelectorAll<HTMLElement>(ANTD_POPUPS)].some((popup) => isOpenPopup(popup));
}
