import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../../src/testing/initTestI18n';
import { resetBetweenTests } from '../../../src/testing/resetBetweenTests';
import { ClockInButton } from './ClockInButton';
import type { ClockingToday } from './useClocking';

resetBetweenTests();
beforeAll(() => initTestI18n('en'));

const TODAY: ClockingToday = {
  date: '2026-11-26',
  zone: 'Asia/Taipei',
  now: '2026-11-26T01:00:00Z',
  geofence: false,
  webClocking: true,
  recordPosition: false,
  day: null,
  punches: [],
};
const punch = () => Promise.resolve(TODAY);

// The clock-in methods (as.clocking) reach the one button of clocking.
describe('the clock-in button', () => {
  it('offers the clock-in while online clock-in is on', () => {
    render(<ClockInButton today={TODAY} punch={punch} punching={false} />);
    expect((screen.getByRole('button', { name: 'Clock in' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/switched off/)).toBeNull();
  });

  it('says online clock-in is switched off, and cannot be pressed', () => {
    render(<ClockInButton today={{ ...TODAY, webClocking: false }} punch={punch} punching={false} />);
    expect((screen.getByRole('button', { name: 'Clock in' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText(
        'Online clock-in is switched off: punch on a clock device, or ask your administrator.',
      ),
    ).toBeTruthy();
  });
});
