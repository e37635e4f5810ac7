import { type ReactNode, useEffect, useState } from 'react';
import { SWRConfig } from 'swr';
import { getSession, subscribeSession } from '../session/sessionStore';

/** A fresh cache Map per generation; SWR reads the provider once per SWRConfig mount. */
const cacheOptions = { provider: () => new Map() };

/**
 * The data cache (SWR), scoped to one session: when the session ends the cache and
 * everything below it start over, so the next person to sign in in this tab never
 * sees the previous user's lists (nor a request deduplicated against them).
 */
export function SessionScopedCache({ children }: { children: ReactNode }) {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let signedIn = getSession() !== null;
    return subscribeSession(() => {
      const now = getSession() !== null;
      if (signedIn && !now) setGeneration((g) => g + 1);
      signedIn = now;
    });
  }, []);
  return (
    <SWRConfig key={generation} value={cacheOptions}>
      {children}
    </SWRConfig>
  );
}
