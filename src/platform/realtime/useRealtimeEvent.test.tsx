import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from '../../testing/resetBetweenTests';
import { notification } from '../notifications/testing/fakeNotifications';
import { emitRealtime } from './realtimeBus';
import { setRealtimeStatus } from './realtimeStatusStore';
import { useRealtimeEvent } from './useRealtimeEvent';
import { useRealtimeStatus } from './useRealtimeStatus';

resetBetweenTests();

function Latest() {
  const [title, setTitle] = useState('none');
  const status = useRealtimeStatus();
  useRealtimeEvent('notificationCreated', (item) => setTitle(item.title));
  return <p>{`${status}: ${title}`}</p>;
}

describe('realtime hooks', () => {
  it('follow the events and the connection state while mounted, and stop when unmounted', () => {
    const view = render(<Latest />);
    expect(screen.getByText('off: none')).not.toBeNull();
    act(() => {
      setRealtimeStatus('live');
      emitRealtime('notificationCreated', notification(1, { title: 'First' }));
    });
    expect(screen.getByText('live: First')).not.toBeNull();
    view.unmount();
    // No listener is left behind: emitting after unmount updates nothing (and warns nothing).
    expect(() => emitRealtime('notificationCreated', notification(2))).not.toThrow();
    act(() => setRealtimeStatus('off'));
  });
});
