import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { escapeBelongsToPopup, hasOpenPopup } from '../../../widgets/escapeBelongsToPopup';

/** Whether the focus sits in a modal layer that is not the form's own (a question above it). */
function focusInOtherModal(form: HTMLElement): boolean {
  const modal = document.activeElement?.closest('[aria-modal="true"]');
  return Boolean(modal && !modal.contains(form));
}

/**
 * The form's keys: Ctrl+S or Cmd+S saves from anywhere on the page (instead of the browser's
 * "save page"), unless a question is open above the form; Escape inside the form cancels, unless
 * it closes an open select or date picker, ends an IME composition, or a control used it. The
 * caller's cancel asks first when there are unsaved changes (leave guard, dialog close).
 * Returns the handlers for the element around the form.
 * @example const keys = useFormShortcuts(rootRef, () => formEl.requestSubmit(), onCancel); <div ref={rootRef} {...keys}>
 */
export function useFormShortcuts(
  root: RefObject<HTMLElement | null>,
  save: () => void,
  cancel: () => void,
): {
  onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
} {
  const saveRef = useRef(save);
  saveRef.current = save;
  const escapeForPopup = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      const form = root.current;
      if (!form || event.defaultPrevented || focusInOtherModal(form)) return;
      event.preventDefault();
      saveRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [root]);

  return {
    // Decided before antd's handlers run: a select closing its list on Escape says so only until then.
    onKeyDownCapture: (event) => {
      if (event.key === 'Escape' && root.current)
        escapeForPopup.current =
          escapeBelongsToPopup(event.target, root.current) || hasOpenPopup(document.body);
    },
    onKeyDown: (event) => {
      if (event.key !== 'Escape') return;
      if (event.nativeEvent.isComposing || event.defaultPrevented || escapeForPopup.current) return;
      // The dialog around a dialog form leaves a prevented Escape alone: one question, not two.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    },
  };
}
