import type { BenchClient } from './connectClient';

export interface OpenedClients {
  clients: BenchClient[];
  attempted: number;
  failed: number;
  /** Failure reasons and how often each occurred. */
  errors: Record<string, number>;
  elapsedMs: number;
}

/**
 * Opens up to `count` clients with at most `concurrency` handshakes in flight (a burst of
 * thousands of SYNs would overflow the listen backlog and measure the kernel's retry
 * timer instead of the server) and stops starting new ones at the deadline.
 */
export async function openClients(
  count: number,
  open: (index: number) => Promise<BenchClient>,
  limits: { concurrency: number; deadlineMs: number },
): Promise<OpenedClients> {
  const clients: BenchClient[] = [];
  const errors: Record<string, number> = {};
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && performance.now() - started < limits.deadlineMs) {
      const index = next++;
      try {
        clients.push(await open(index));
      } catch (error) {
        failed++;
        // Socket ids and ports make every message unique; group by the reason only.
        const reason = (error instanceof Error ? error.message : String(error)).replace(/\d{5,}/g, 'N');
        errors[reason] = (errors[reason] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limits.concurrency, count) }, worker));
  return { clients, attempted: next, failed, errors, elapsedMs: performance.now() - started };
}

/** Drops every socket at once (no closing handshake: the benchmark is over, the server just sees them go). */
export function closeClients(clients: readonly BenchClient[]): void {
  for (const client of clients) client.terminate();
}
