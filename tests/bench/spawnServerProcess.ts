import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../e2e/support/findFreePort';
import { distDir, repoRoot } from '../e2e/support/repoPaths';

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id (to read its memory from /proc). */
  pid: number;
  /** Milliseconds from spawning the process to its first 200 from GET /up. */
  readyMs: number;
  /** Sends SIGTERM, waits for the exit and removes the data folder; resolves with the exit code. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const POLL_MS = 25;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_TAIL = 4000;

/**
 * Starts the server as `npm start` does (server/cli/start.ts under tsx), in its
 * own process so the load generator does not share its event loop, with a fresh
 * DATA_DIR, on a free port of 127.0.0.1. `node --import tsx` rather than npm or
 * the tsx CLI: one process, so SIGTERM and the exit code are the server's own.
 */
export async function spawnServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atrium-bench-data-'));
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL);
  };

  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/cli/start.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIR: distDir,
      ...env,
    },
  });
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const cleanUp = () => rm(dataDir, { recursive: true, force: true });
  const fail = async (reason: string): Promise<never> => {
    if (!hasExited) child.kill('SIGKILL');
    await exited;
    await cleanUp();
    throw new Error(`${reason}\n--- server output (tail) ---\n${output}`);
  };

  let readyMs = -1;
  while (readyMs < 0) {
    if (hasExited) return fail('the server exited before answering /up');
    if (performance.now() - started > START_TIMEOUT_MS)
      return fail(`no 200 from /up within ${START_TIMEOUT_MS} ms`);
    try {
      const response = await fetch(`${baseUrl}/up`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) readyMs = performance.now() - started;
    } catch {
      // Not listening yet: connection refused until the server binds its port.
    }
    if (readyMs < 0) await sleep(POLL_MS);
  }

  return {
    baseUrl,
    pid: child.pid ?? -1,
    readyMs,
    stop: async () => {
      if (!hasExited) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const result = await exited;
      clearTimeout(timer);
      await cleanUp();
      return result;
    },
  };
}
