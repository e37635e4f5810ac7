import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../testing/initTestI18n';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { Dialog } from './Dialog';
import { useDialog } from './useDialog';
import { useDialogAction } from './useDialogAction';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

/** A dialog whose "Apply" runs `work`: the test decides when and how that ends. */
function Harness({ work }: { work: () => Promise<unknown> }) {
  const dialog = useDialog(true);
  const action = useDialogAction(dialog);
  return (
    <Dialog
      control={dialog}
      title="Apply changes"
      buttons={[
        { text: 'Cancel', onClick: dialog.close, disabled: action.busy },
        { text: 'Apply', color: 'primary', loading: action.busy, onClick: () => void action.run(work) },
      ]}
    >
      <p>Apply them?</p>
    </Dialog>
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useDialogAction', () => {
  it('shows the work running, then stays open when it fails so the user can retry', async () => {
    const first = deferred();
    render(<Harness work={() => first.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    first.reject(new Error('refused'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-busy')).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Apply changes' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
  });

  it('closes the dialog when the work is done', async () => {
    render(<Harness work={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply changes' })).toBeNull());
  });
});
