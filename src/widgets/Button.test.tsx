import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resetBetweenTests } from '../testing/resetBetweenTests';
import { Button } from './Button';

resetBetweenTests();

describe('Button', () => {
  it('shows its label and runs its click handler', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is medium and of the normal type by default', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.className).toContain('atrium-button--medium');
    expect(button.className).toContain('atrium-button--normal');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('takes a size, a type and a colour', () => {
    render(
      <Button size="small" type="ball" color="danger">
        X
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'X' });
    expect(button.className).toContain('atrium-button--small');
    expect(button.className).toContain('atrium-button--ball');
    expect(button.className).toContain('atrium-button--danger');
  });

  it('offers the function type', () => {
    render(<Button type="function">More</Button>);
    expect(screen.getByRole('button', { name: 'More' }).className).toContain('atrium-button--function');
  });

  it('while loading shows a small spinner, dims the label to 30 % and is busy', () => {
    const { container } = render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(container.querySelector('.atrium-spinner.atrium-spinner--small')).not.toBeNull();
    expect(screen.getByText('Save').style.opacity).toBe('0.3');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows no spinner and a full-strength label when not loading', () => {
    const { container } = render(<Button>Save</Button>);
    expect(container.querySelector('.atrium-spinner')).toBeNull();
    expect(screen.getByText('Save').style.opacity).toBe('');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('cannot be clicked while loading, nor submit its form', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button htmlType="submit" loading onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
