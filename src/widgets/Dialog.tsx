import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonColor } from './Button';
import { escapeBelongsToPopup } from './escapeBelongsToPopup';
import { useBodyScrollLock } from './useBodyScrollLock';
import type { DialogControl } from './useDialog';
import { FOCUSABLE, useFocusTrap } from './useFocusTrap';
import { useWindowWidth } from './useWindowWidth';
import './dialog.css';

export interface DialogButton {
  text: string;
  color?: ButtonColor;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}

export interface DialogProps {
  /** Open state and actions, from useDialog(). */
  control: DialogControl;
  /** Identifies the dialog (data-name), e.g. for styling or tests. */
  name?: string;
  title: string;
  /** Default 480px; full width whenever the window is narrower than 400px. */
  width?: number | string;
  /** Default 300px. */
  height?: number | string;
  buttons?: DialogButton[];
  /**
   * Called every time the dialog closes: by the cross, Escape or control.close(). Escape
   * pressed in an open select or date picker inside closes only that popup.
   */
  onClose?: () => void;
  /** Hides the close cross; Escape does not close either. */
  disableX?: boolean;
  children?: ReactNode;
}

export const DIALOG_DEFAULT_WIDTH = 480;
export const DIALOG_DEFAULT_HEIGHT = 300;
/** Below this window width the dialog takes the full width (spec section 9). */
export const DIALOG_NARROW_WINDOW = 400;

function cssSize(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A modal layer with a title, a close cross, a scrollable body and a footer row of
 * buttons. The body exists only while open.
 *
 * @example
 * <Dialog control={dialog} title={t('general:password.change')} onClose={reset}
 *   buttons={[{ text: t('common:action.save'), color: 'primary', onClick: save }]}>…</Dialog>
 */
export function Dialog({
  control,
  name,
  title,
  width = DIALOG_DEFAULT_WIDTH,
  height = DIALOG_DEFAULT_HEIGHT,
  buttons = [],
  onClose,
  disableX = false,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const wasOpen = useRef(control.isOpen);
  // Decided before the dialog's content handles the key: a popup closing on Escape keeps the dialog open.
  const escapeForPopup = useRef(false);
  const windowWidth = useWindowWidth();
  const { isOpen, close } = control;

  // Every transition to closed, whatever caused it, calls onClose once.
  useEffect(() => {
    if (wasOpen.current && !isOpen) onCloseRef.current?.();
    wasOpen.current = isOpen;
  }, [isOpen]);

  // On open: body at the top (before the trap focuses inside it).
  useEffect(() => {
    if (isOpen && bodyRef.current) bodyRef.current.scrollTop = 0;
  }, [isOpen]);
  // Focus on the body's first control, else on the first button, else on the panel; back on close.
  useFocusTrap(panelRef, isOpen, {
    initialFocus: (panel) =>
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.querySelector('.atrium-dialog__footer')?.querySelector<HTMLElement>(FOCUSABLE),
  });
  useBodyScrollLock(isOpen);

  if (!isOpen) return null;

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !panelRef.current) return;
    escapeForPopup.current = escapeBelongsToPopup(event.target, panelRef.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !disableX) {
      // Not the dialog's Escape: it ends an IME composition, or a control inside already used it.
      if (event.nativeEvent.isComposing || event.defaultPrevented || escapeForPopup.current) return;
      event.stopPropagation();
      close();
    }
  };

  const narrow = windowWidth < DIALOG_NARROW_WINDOW;
  return createPortal(
    <div className="atrium-dialog-mask">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-name={name}
        tabIndex={-1}
        className={narrow ? 'atrium-dialog atrium-dialog--narrow' : 'atrium-dialog'}
        style={{ width: narrow ? '100%' : cssSize(width), height: cssSize(height) }}
        onKeyDownCapture={onKeyDownCapture}
        onKeyDown={onKeyDown}
      >
        <div className="atrium-dialog__header">
          <h2 id={titleId} className="atrium-dialog__title">
            {title}
          </h2>
          {!disableX && (
            <button
              type="button"
              className="atrium-dialog__close"
              aria-label={t('common:action.close')}
              onClick={close}
            >
              ×
            </button>
          )}
        </div>
        <div ref={bodyRef} className="atrium-dialog__body">
          {children}
        </div>
        {buttons.length > 0 && (
          <div className="atrium-dialog__footer">
            {buttons.map((button) => (
              <Button
                key={button.text}
                size="small"
                color={button.color}
                disabled={button.disabled}
                loading={button.loading}
                onClick={button.onClick}
              >
                {button.text}
              </Button>
            ))}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
