import { useState } from 'react';
import type { DialogControl } from './useDialog';

/**
 * The confirm button of a dialog whose work can fail: `busy` while it runs (to show the
 * button loading and disable cancel), the dialog closes when the work resolves and stays
 * open when it rejects, for the user to retry or cancel (the caller has already shown why).
 * @example
 * const action = useDialogAction(control);
 * buttons={[{ text: t('common:action.cancel'), onClick: control.close, disabled: action.busy },
 *   { text: confirmText, loading: action.busy, onClick: () => void action.run(onConfirm) }]}
 */
export function useDialogAction(control: DialogControl): {
  busy: boolean;
  run: (work: () => Promise<unknown>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      control.close();
    } catch {
      // The caller has shown the error; the dialog stays so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
