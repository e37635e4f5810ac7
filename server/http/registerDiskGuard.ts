import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './HttpError';
import { translate } from './translate';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Free bytes for an unprivileged writer on the file system holding `dir`. */
export async function freeBytesOf(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Refuses writes with 507 (a translated message, nothing changed) while the file system
 * holding the embedded database has less than `minFreeBytes()` free.
 *
 * Why: PGlite does not survive its write-ahead log failing to grow. When a new 16 MB WAL
 * segment cannot be written (ENOSPC) the statement fails, but the next one spins in
 * WebAssembly on the server's only thread: no answer, not even to /up, until the process
 * is killed (measured on a full tmpfs; docs/recovery.md). A full data file fails cleanly,
 * a full WAL does not, so the server stops writing while there is still room for a segment
 * or two. Reads go on. PostgreSQL proper handles a full disk itself and needs no guard.
 * One statfs per write (microseconds) rather than a cached answer, so the first write
 * after space is freed goes through.
 */
export function registerDiskGuard(
  app: FastifyInstance,
  options: {
    dir: string;
    /** Read at each check, so a changed setting (or a test) takes effect on a running server. */
    minFreeBytes: () => number;
    /** Tests measure their own. */
    freeBytes?: (dir: string) => Promise<number>;
  },
): void {
  const freeBytes = options.freeBytes ?? freeBytesOf;
  let warned = false;
  // preHandler: after the auth guard, so a caller without rights still gets 401/403.
  app.addHook('preHandler', async (request) => {
    if (READS.has(request.method)) return;
    let full: boolean;
    try {
      full = (await freeBytes(options.dir)) < options.minFreeBytes();
    } catch {
      // Cannot tell (the folder vanished, an odd file system): let the database answer.
      full = false;
    }
    if (full && !warned) request.log.error({ dir: options.dir }, 'disk almost full: writes are refused');
    warned = full;
    if (full) throw new HttpError(507, translate(request.lang, 'auth:diskFull'));
  });
}
