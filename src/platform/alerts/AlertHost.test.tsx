import { act, render, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../testing/initTestI18n';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { ApiError } from '../api/ApiError';
import { changeLanguage } from '../i18n/i18n';
import { AlertHost } from './AlertHost';
import { ALERT_DURATION_MS } from './alertStore';
import { type AlertApi, useAlert } from './useAlert';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

let alert: AlertApi;
function Capture() {
  alert = useAlert();
  return null;
}

describe('alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(
      <>
        <AlertHost />
        <Capture />
      </>,
    );
  });

  it('shows a success alert labelled Success! and hides it after 2.5 s', () => {
    act(() => alert.success('Saved.'));
    const shown = screen.getByRole('alert');
    expect(shown.textContent).toContain('Success!');
    expect(shown.textContent).toContain('Saved.');
    expect(shown.className).toContain('atrium-alert--success');
    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error as a danger alert labelled Fail!, several messages as a bulleted list', () => {
    act(() =>
      alert.error(new ApiError(422, { errors: { name: ['Name is required.'], email: ['Email is taken.'] } })),
    );
    const shown = screen.getByRole('alert');
    expect(shown.textContent).toContain('Fail!');
    expect(shown.className).toContain('atrium-alert--danger');
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Name is required.', 'Email is taken.']);
  });

  it('shows one message without a list', () => {
    act(() => alert.error(new ApiError(409, { message: 'Changed by someone else.' })));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Changed by someone else.');
  });

  it('shows the system-error text for a 500, in the language in use', async () => {
    await act(() => changeLanguage('tw', false));
    act(() => alert.error(new ApiError(500, { message: 'boom' })));
    expect(screen.getByRole('alert').textContent).toContain('失敗！');
    expect(screen.getByRole('alert').textContent).toContain('系統錯誤：boom');
    await act(() => changeLanguage('en', false));
  });

  it('has a warning style', () => {
    act(() => alert.warning('Check the dates.'));
    expect(screen.getByRole('alert').className).toContain('atrium-alert--warning');
    expect(screen.getByRole('alert').textContent).toContain('Warning!');
  });

  it('can be dismissed before it times out', () => {
    act(() => alert.danger(['First', 'Second']));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
