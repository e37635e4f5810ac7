import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, Select } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../testing/initTestI18n';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { Dialog, type DialogProps } from './Dialog';
import { useDialog } from './useDialog';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

type HarnessProps = Omit<DialogProps, 'control' | 'title'> & { title?: string; initiallyOpen?: boolean };

/** A page with a button opening the dialog, and one closing it explicitly from outside. */
function Harness({ initiallyOpen = false, title = 'Edit member', children, ...props }: HarnessProps) {
  const dialog = useDialog(initiallyOpen);
  return (
    <>
      <button type="button" onClick={dialog.open}>
        Open
      </button>
      <button type="button" onClick={dialog.close}>
        Close from page
      </button>
      <Dialog control={dialog} title={title} {...props}>
        {children ?? <input aria-label="Name" />}
      </Dialog>
    </>
  );
}

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('Dialog', () => {
  it('is closed until opened explicitly, and its body exists only while open', async () => {
    render(
      <Harness>
        <p>Body text</p>
      </Harness>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Body text')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Edit member' })).not.toBeNull();
    expect(screen.getByText('Body text')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Body text')).toBeNull();
  });

  it('is a labelled modal dialog', () => {
    render(<Harness initiallyOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Edit member' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Edit member' })).not.toBeNull();
  });

  it('is 480 px wide and 300 px high by default', () => {
    setWindowWidth(1024);
    render(<Harness initiallyOpen />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toBe('480px');
    expect(dialog.style.height).toBe('300px');
  });

  it('takes a width and a height', () => {
    setWindowWidth(1024);
    render(<Harness initiallyOpen width={640} height="50vh" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toBe('640px');
    expect(dialog.style.height).toBe('50vh');
  });

  it('takes the full width when the window is narrower than 400 px', () => {
    setWindowWidth(399);
    render(<Harness initiallyOpen />);
    expect(screen.getByRole('dialog').style.width).toBe('100%');
  });

  it('keeps its width at exactly 400 px, and follows a resize', () => {
    setWindowWidth(400);
    render(<Harness initiallyOpen />);
    expect(screen.getByRole('dialog').style.width).toBe('480px');
    act(() => setWindowWidth(360));
    expect(screen.getByRole('dialog').style.width).toBe('100%');
    act(() => setWindowWidth(1024));
  });

  it('calls onClose when closed by the cross', async () => {
    const onClose = vi.fn();
    render(<Harness initiallyOpen onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose when closed by an explicit close action', async () => {
    const onClose = vi.fn();
    render(<Harness initiallyOpen onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close from page', hidden: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    render(<Harness initiallyOpen onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with disableX has no cross and ignores Escape', async () => {
    const onClose = vi.fn();
    render(<Harness initiallyOpen disableX onClose={onClose} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves an Escape pressed in an open select to the select: its list closes, the dialog stays', async () => {
    const onClose = vi.fn();
    render(
      <Harness initiallyOpen onClose={onClose}>
        <Select
          aria-label="Region"
          showSearch
          options={[
            { value: 1, label: 'Taiwan' },
            { value: 2, label: 'Japan' },
          ]}
        />
      </Harness>,
    );
    const select = screen.getByRole('combobox', { name: 'Region' });
    await userEvent.click(select);
    expect(select.getAttribute('aria-expanded')).toBe('true');
    // As a browser sends it: rc-select reads `which`, which jsdom's user-event leaves at 0.
    fireEvent.keyDown(select, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('dialog')).not.toBeNull();
    // With the list closed, Escape is the dialog's again.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on Escape in a control whose popup is open, even when the control lets the key through', async () => {
    const onClose = vi.fn();
    render(
      <Harness initiallyOpen onClose={onClose}>
        <input role="combobox" aria-label="Owner" aria-expanded="true" aria-controls="owners" />
        <ul id="owners" aria-label="Owners">
          <li>Sales</li>
        </ul>
      </Harness>,
    );
    screen.getByRole('combobox', { name: 'Owner' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  // antd's pickers close their calendar on Escape without stopping the key or saying it was open.
  it.each([
    ['in a layer of its own', undefined],
    ['inside the dialog, as the entity forms place it', (node: HTMLElement) => node.parentElement ?? node],
  ])('leaves an Escape pressed in an open date picker (calendar %s) to the picker', async (_, container) => {
    const onClose = vi.fn();
    render(
      <Harness initiallyOpen onClose={onClose}>
        <DatePicker aria-label="Date" getPopupContainer={container} />
      </Harness>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Date' }));
    const calendar = document.querySelector<HTMLElement>('.ant-picker-dropdown');
    expect(calendar?.className).not.toContain('ant-picker-dropdown-hidden');
    await userEvent.keyboard('{Escape}');
    // The picker hides through an animation that may land a frame later on a loaded machine.
    await waitFor(() => expect(calendar?.className).toContain('ant-picker-dropdown-hidden'));
    expect(screen.getByRole('dialog')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the dialog on open and back to the opener on close', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the first footer button when the body has nothing to focus, skipping hidden inputs', async () => {
    render(
      <Harness buttons={[{ text: 'OK', onClick: () => undefined }]}>
        <p>Are you sure?</p>
        <input type="text" hidden readOnly value="alice" />
      </Harness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness initiallyOpen buttons={[{ text: 'Save', onClick: () => undefined }]} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    input.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(input);
  });

  it('shows a footer row of small buttons with text, colour, disabled, loading and click', async () => {
    const save = vi.fn();
    const remove = vi.fn();
    render(
      <Harness
        initiallyOpen
        buttons={[
          { text: 'Save', color: 'primary', onClick: save },
          { text: 'Delete', color: 'danger', disabled: true, onClick: remove },
          { text: 'Sending', loading: true, onClick: remove },
        ]}
      />,
    );
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton.className).toContain('atrium-button--small');
    expect(saveButton.className).toContain('atrium-button--primary');
    await userEvent.click(saveButton);
    expect(save).toHaveBeenCalledTimes(1);

    const deleteButton = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(deleteButton.disabled).toBe(true);
    expect(deleteButton.className).toContain('atrium-button--danger');

    const sending = screen.getByRole('button', { name: 'Sending' });
    expect(sending.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(sending);
    expect(remove).not.toHaveBeenCalled();
  });

  it('scrolls its body to the top on opening', async () => {
    render(
      <Harness>
        <div style={{ height: 2000 }}>Long body</div>
      </Harness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const body = screen.getByText('Long body').parentElement as HTMLElement;
    body.scrollTop = 500;
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByText('Long body').parentElement as HTMLElement).scrollTop).toBe(0);
  });

  it('carries its name', () => {
    render(<Harness initiallyOpen name="member-editor" />);
    expect(screen.getByRole('dialog').getAttribute('data-name')).toBe('member-editor');
  });
});
