import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { type FocusTrapOptions, useFocusTrap } from './useFocusTrap';

resetBetweenTests();

function Layer({ options }: { options?: (opener: HTMLElement | null) => FocusTrapOptions }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const elsewhere = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, open, options?.(elsewhere.current) ?? {});
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button ref={elsewhere} type="button">
        Elsewhere
      </button>
      {open && (
        <div ref={panel} role="dialog" aria-label="Layer" tabIndex={-1}>
          <button type="button">First</button>
          <input aria-label="Middle" />
          <button type="button" hidden>
            Hidden
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Last
          </button>
        </div>
      )}
      <button type="button">After</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useFocusTrap', () => {
  it('starts on the first control inside and keeps Tab and Shift+Tab inside', async () => {
    render(<Layer />);
    await userEvent.click(button('Open'));
    expect(document.activeElement).toBe(button('First'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Middle' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(button('Last'));
    await userEvent.tab();
    expect(document.activeElement).toBe(button('First'));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(button('Last'));
  });

  it('goes to the last control on Shift+Tab from the layer itself', async () => {
    render(<Layer options={() => ({ initialFocus: (panel) => panel })} />);
    await userEvent.click(button('Open'));
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Layer' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(button('Last'));
  });

  it('gives the focus back to what had it when the trap ends, or where asked', async () => {
    const { unmount } = render(<Layer />);
    await userEvent.click(button('Open'));
    await userEvent.click(button('Last'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button('Open'));
    unmount();

    render(<Layer options={(elsewhere) => ({ returnFocusTo: () => elsewhere })} />);
    await userEvent.click(button('Open'));
    await userEvent.click(button('Last'));
    expect(document.activeElement).toBe(button('Elsewhere'));
  });
});
