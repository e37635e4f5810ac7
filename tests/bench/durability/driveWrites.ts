import type { WriteResult, WriteWorker } from './WriteWorker';

/**
 * Runs every worker's writes back to back, all workers at once, until `stop()` says so or
 * a write gets no answer (the server is gone); resolves when every worker has stopped.
 * `onResult` sees each write as it ends (latencies, or a wait for N acknowledged writes).
 *
 * @example await driveWrites(workers, () => performance.now() > end);
 */
export async function driveWrites(
  workers: readonly WriteWorker[],
  stop: () => boolean,
  onResult?: (result: WriteResult) => void,
): Promise<void> {
  await Promise.all(
    workers.map(async (worker) => {
      while (!stop()) {
        const result = await worker.write();
        onResult?.(result);
        if (!result.answered) return;
      }
    }),
  );
}
