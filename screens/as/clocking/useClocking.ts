import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { api, swrFetcher } from '../../../src/platform/api/apiClient';

/** The stored result of the caller's attendance day (GET /api/as/clocking, `day`). */
export interface ClockingDay {
  status: string;
  exceptions: string;
  shift_code: string | null;
  shift_name: unknown;
  start_time: string | null;
  end_time: string | null;
  reasons: Array<{ key: string; values?: Record<string, string | number> }>;
}

/** The caller's attendance day now: its date, their zone, the server's clock, the day and its punches. */
export interface ClockingToday {
  date: string;
  zone: string;
  now: string;
  geofence: boolean;
  /** Online clock-in is switched on (the clock-in methods); off, the button is disabled. */
  webClocking: boolean;
  /** The position is asked for with every punch, geofence or not (a refusal still punches). */
  recordPosition: boolean;
  day: ClockingDay | null;
  punches: string[];
}

export const CLOCKING_PATH = '/api/as/clocking';

/** Where the browser says it is, for a geofenced clock-in; rejects when the user refuses. */
function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('geolocation'));
    else
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        reject,
        { enableHighAccuracy: true, timeout: 15_000 },
      );
  });
}

/**
 * The clock-in state shared by the clock-in screen and the home panel: today's day from the
 * server, the server's time running from when it answered (the punch takes the server's
 * time, so the screen shows that one, not the device's), and `punch`, which sends the
 * position first when the geofence is on (required) or the position is to be recorded (sent
 * when the browser gives it).
 */
export function useClocking() {
  const today = useSWR<{ data: ClockingToday }>(CLOCKING_PATH, swrFetcher, { revalidateOnFocus: true });
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [punching, setPunching] = useState(false);
  const serverNow = today.data?.data.now;
  useEffect(() => {
    if (serverNow) setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { mutate } = today;
  const geofence = today.data?.data.geofence ?? false;
  const recordPosition = today.data?.data.recordPosition ?? false;
  const punch = useCallback(async () => {
    setPunching(true);
    try {
      const position = geofence
        ? await currentPosition()
        : recordPosition
          ? await currentPosition().catch(() => ({}))
          : {};
      const answer = await api.post<{ data: ClockingToday }>(CLOCKING_PATH, position);
      await mutate(answer, { revalidate: false });
      return answer.data;
    } finally {
      setPunching(false);
    }
  }, [geofence, recordPosition, mutate]);
  return { today, serverTime: now + offset, punch, punching };
}
