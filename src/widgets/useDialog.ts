import { useCallback, useMemo, useState } from 'react';

/** Open state of one Dialog, with the explicit open and close actions (spec section 4). */
export interface DialogControl {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

/**
 * @example
 * const dialog = useDialog();
 * <Button onClick={dialog.open}>…</Button>
 * <Dialog control={dialog} title="…">…</Dialog>
 */
export function useDialog(initiallyOpen = false): DialogControl {
  const [isOpen, setOpen] = useState(initiallyOpen);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return useMemo(() => ({ isOpen, open, close }), [isOpen, open, close]);
}
