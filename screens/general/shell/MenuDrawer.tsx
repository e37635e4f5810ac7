import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBodyScrollLock } from '../../../src/widgets/useBodyScrollLock';
import { useFocusTrap } from '../../../src/widgets/useFocusTrap';
import { Sidebar } from './Sidebar';

/**
 * The phone-width home of the module list and the module's pages: a menu button in the
 * header opening a modal side panel. Closes after a navigation, on Escape, on the cross or
 * a tap beside it, and gives focus back to the menu button. Hand-made rather than antd's
 * Drawer: the header is in every route's first load and the lead table's budget had ~19 kB
 * to spare (docs/decisions.md, issue 12).
 */
export function MenuDrawer() {
  const { t } = useTranslation('general');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const close = () => setOpen(false);

  useFocusTrap(panel, open, {
    // On the page the user is on, so the arrows of a screen reader start from there.
    initialFocus: (drawer) => drawer.querySelector<HTMLElement>('[aria-current="page"]'),
    returnFocusTo: () => button.current,
  });
  // The page behind stays put while the drawer is open.
  useBodyScrollLock(open);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="shell-icon-button"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-button"
        onClick={() => setOpen(true)}
      >
        <span className="shell-icon-button__bars" aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop's tap is a mouse shortcut; Escape and the cross do the same by keyboard
          // biome-ignore lint/a11y/useKeyWithClickEvents: as above
          <div
            className="shell-drawer-mask"
            onClick={(event) => {
              if (event.target === event.currentTarget) close();
            }}
          >
            <div
              ref={panel}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              className="shell-drawer"
              data-testid="menu-drawer"
              onKeyDown={onKeyDown}
              // A link chosen in the drawer (the current page's too) has done the drawer's job.
              onClick={(event) => {
                if (event.target instanceof Element && event.target.closest('a[href]')) close();
              }}
            >
              <div className="shell-drawer__head">
                <h2 id={titleId} className="shell-drawer__title">
                  {t('shell.menu')}
                </h2>
                <button
                  type="button"
                  className="shell-drawer__close"
                  aria-label={t('shell.closeMenu')}
                  onClick={close}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              <Sidebar />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
