import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../../e2e/support/repoPaths';

export interface NodeProcess {
  pid: number;
  /** Milliseconds from spawning to the first 200 from `readyUrl`. */
  readyMs: number;
  isRunning: () => boolean;
  /** The last few kB the process printed, for error messages. */
  outputTail: () => string;
  /** SIGTERM, then SIGKILL after `STOP_TIMEOUT_MS`; resolves with how it ended. */
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL (`kill -9`: no shutdown code runs, as in a crash); resolves once the process is gone. */
  kill: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const POLL_MS = 50;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_TAIL = 4000;

/**
 * Children still alive and the folders they own, so a crash or an interrupted run (where
 * no `finally` runs) leaves neither servers nor data folders behind. Synchronous: an
 * 'exit' listener cannot wait.
 */
const live = new Map<ChildProcess, string | undefined>();
process.on('exit', () => {
  for (const [child, dir] of live) {
    child.kill('SIGKILL');
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Runs `node --import tsx {script}` from the repository root with its open-files limit
 * raised to the hard limit (a plain `spawn` cannot change a child's rlimit; a shell's
 * `ulimit` can, and `exec` keeps the pid the node process's own, so /proc/{pid} is the
 * server), and waits until `readyUrl` answers 200.
 */
export async function startNodeProcess(options: {
  script: string;
  env: Record<string, string>;
  readyUrl: string;
  /** A folder the process uses, removed if this process exits while the child still runs. */
  ownedDir?: string;
}): Promise<NodeProcess> {
  let output = '';
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  const started = performance.now();
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"',
      'sh',
      process.execPath,
      '--import',
      'tsx',
      options.script,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } },
  );
  live.set(child, options.ownedDir);
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  let hasExited = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      hasExited = true;
      live.delete(child);
      resolve({ code, signal });
    });
  });

  const stop = async () => {
    if (!hasExited) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const result = await exited;
    clearTimeout(timer);
    return result;
  };
  const kill = async () => {
    if (!hasExited) child.kill('SIGKILL');
    return exited;
  };
  const fail = async (reason: string): Promise<never> => {
    if (!hasExited) child.kill('SIGKILL');
    await exited;
    throw new Error(`${options.script}: ${reason}\n--- output (tail) ---\n${output}`);
  };

  let readyMs = -1;
  while (readyMs < 0) {
    if (hasExited) return fail(`exited before ${options.readyUrl} answered`);
    if (performance.now() - started > START_TIMEOUT_MS)
      return fail(`no 200 from ${options.readyUrl} within ${START_TIMEOUT_MS} ms`);
    try {
      const response = await fetch(options.readyUrl, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) readyMs = performance.now() - started;
    } catch {
      // Not listening yet: connection refused until the process binds its port.
    }
    if (readyMs < 0) await sleep(POLL_MS);
  }
  if (child.pid === undefined) return fail('has no pid');

  return {
    pid: child.pid,
    readyMs,
    isRunning: () => !hasExited,
    outputTail: () => output,
    stop,
    kill,
  };
}
