import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../../e2e/support/repoPaths';

const SOURCE = path.join(repoRoot, 'tests', 'bench', 'realtime', 'fanOutReceivers.c');
const READY_TIMEOUT_MS = 90_000;

export interface FanOutReceivers {
  /** Clients subscribed (or, for the bare server, upgraded) and still open. */
  open: () => number;
  failed: number;
  openMs: number;
  /** Stops the process; its sockets go with it. */
  stop: () => void;
}

export interface ReceiverHandlers {
  /** One frame's latency (receive time − sentAt, ms) for round `id`. */
  onLatency: (id: number, latencyMs: number) => void;
  /** The receiver process's CPU for round `id`. */
  onRoundCpu: (id: number, cpuMs: number) => void;
}

/**
 * Compiles fanOutReceivers.c (once per source version, into the temp folder) with the
 * machine's C compiler. Throws with the compiler's message when there is none: the
 * fan-out figure measured by a Node receiver would mostly measure Node.
 */
export function compileFanOutReceivers(): string {
  const source = readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const binary = path.join(os.tmpdir(), `atrium-fanout-receivers-${hash}`);
  if (!existsSync(binary)) {
    try {
      execFileSync('cc', ['-O2', '-o', binary, SOURCE], { stdio: 'pipe' });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
      throw new Error(`the fan-out benchmark needs a C compiler (cc) for its receivers: ${stderr.trim()}`);
    }
  }
  return binary;
}

/**
 * `count` receivers of the fan-out channel in a C process of their own (see
 * fanOutReceivers.c), connected to `socketUrls` in turn (instances of one app: same host
 * and path, their own ports); resolves once all are subscribed or have failed. `protocol` 'pusher' speaks the Pusher protocol, 'bare' is for the bare server.
 */
export async function startFanOutReceivers(
  socketUrls: readonly string[],
  count: number,
  protocol: 'pusher' | 'bare',
  names: { channel: string; event: string },
  handlers: ReceiverHandlers,
): Promise<FanOutReceivers> {
  const binary = compileFanOutReceivers();
  const url = new URL(socketUrls[0]!);
  const ports = socketUrls.map((socketUrl) => new URL(socketUrl).port).join(',');
  const started = performance.now();
  const child = spawn(
    binary,
    [
      url.hostname,
      ports,
      `${url.pathname}${url.search}`,
      String(count),
      protocol,
      names.channel,
      names.event,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let closed = 0;
  let subscribed = 0;
  let failed = 0;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('fan-out receivers not ready in time')),
      READY_TIMEOUT_MS,
    );
    child.once('exit', (code) => reject(new Error(`fan-out receivers exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [kind, ...fields] = line.split(' ');
      if (kind === 'round') {
        const id = Number(fields[0]);
        handlers.onRoundCpu(id, Number(fields[1]) / 1000);
        for (let i = 2; i < fields.length; i++) handlers.onLatency(id, Number(fields[i]));
      } else if (kind === 'closed') {
        closed++;
      } else if (kind === 'ready') {
        subscribed = Number(fields[0]);
        failed = Number(fields[1]);
        clearTimeout(timer);
        resolve();
      }
    });
  });
  try {
    await ready;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    open: () => subscribed - closed,
    failed,
    openMs: performance.now() - started,
    // Closing stdin ends it; SIGKILL covers a process stuck in a write.
    stop: () => {
      child.stdin?.end();
      setTimeout(() => child.kill('SIGKILL'), 2000).unref();
    },
  };
}
