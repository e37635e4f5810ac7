import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/initTestI18n';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { StaleSaveDialog, type StaleSaveTexts } from './StaleSaveDialog';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

const TEXTS: StaleSaveTexts = {
  title: 'Changed by someone else',
  message: 'Someone else saved this record after you opened it.',
  advice: 'Reload to see their changes, or cancel to keep yours on screen.',
};

/** A form whose save was refused: the dialog shows while `conflict` is true, as the screens use it. */
function Harness({
  texts = TEXTS,
  onReload,
  onDismiss,
}: {
  texts?: StaleSaveTexts;
  onReload: () => void;
  onDismiss: () => void;
}) {
  const [conflict, setConflict] = useState(true);
  return (
    <StaleSaveDialog
      open={conflict}
      name="record-conflict"
      texts={texts}
      onReload={() => {
        onReload();
        setConflict(false);
      }}
      onDismiss={() => {
        onDismiss();
        setConflict(false);
      }}
    />
  );
}

describe('StaleSaveDialog', () => {
  it('says what happened and what reloading costs, under the given title', () => {
    render(<Harness onReload={vi.fn()} onDismiss={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Changed by someone else' });
    expect(dialog.getAttribute('data-name')).toBe('record-conflict');
    expect(dialog.textContent).toContain('Someone else saved this record after you opened it.');
    expect(dialog.textContent).toContain('Reload to see their changes, or cancel to keep yours on screen.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).not.toBeNull();
  });

  it('reloads on the primary button, which says Reload unless told otherwise', async () => {
    const onReload = vi.fn();
    render(<Harness onReload={onReload} onDismiss={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the reload button as the caller says', async () => {
    const onReload = vi.fn();
    render(
      <Harness
        texts={{ ...TEXTS, reload: 'Load the stored settings' }}
        onReload={onReload}
        onDismiss={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load the stored settings' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('keeps the edits on Cancel, the cross or Escape: it only closes, without reloading', async () => {
    for (const closeIt of [
      () => userEvent.click(screen.getByRole('button', { name: 'Cancel' })),
      () => userEvent.click(screen.getByRole('button', { name: 'Close' })),
      () => userEvent.keyboard('{Escape}'),
    ]) {
      const onReload = vi.fn();
      const onDismiss = vi.fn();
      const { unmount } = render(<Harness onReload={onReload} onDismiss={onDismiss} />);
      await closeIt();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(onDismiss).toHaveBeenCalledTimes(1);
      expect(onReload).not.toHaveBeenCalled();
      unmount();
    }
  });
});
