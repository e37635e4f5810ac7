import { percentile } from './percentile';
import { spawnServerProcess } from './spawnServerProcess';

export interface LatencyStats {
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
}

export interface AuthLatencyResult {
  database: 'pglite' | 'postgres';
  clients: number;
  signIn: LatencyStats;
  refresh: LatencyStats;
  /** The first few failures, so a broken run says why. */
  errorSamples: string[];
}

export interface AuthLatencyOptions {
  database: 'pglite' | 'postgres';
  /** PostgreSQL URL of a fresh, empty database (for 'postgres'). */
  databaseUrl?: string;
  clients?: number;
  signInsPerClient?: number;
  refreshesPerClient?: number;
  /** Each phase stops starting requests after this long, so a slow machine cannot hang the bench. */
  phaseTimeLimitMs?: number;
}

const DEMO_PASSWORD = 'demo1234';
const DEMO_USERS = 27;
const REQUEST_TIMEOUT_MS = 30_000;

interface Client {
  account: string;
  refreshToken: string | undefined;
}

/** The refresh token from a response's Set-Cookie (the cookie is httpOnly, so a browser would keep it for us). */
function refreshTokenOf(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^atrium_refresh=([^;]+)/.exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

async function runPhase(
  clients: Client[],
  perClient: number,
  timeLimitMs: number,
  request: (client: Client) => Promise<void>,
  errors: string[],
): Promise<LatencyStats> {
  const latencies: number[] = [];
  let errorCount = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (let i = 0; i < perClient && performance.now() - started < timeLimitMs; i++) {
        const t0 = performance.now();
        try {
          await request(client);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errorCount++;
          if (errors.length < 5) errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: latencies.length + errorCount,
    errors: errorCount,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    requestsPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
  };
}

/**
 * Sign-in and token refresh under 20 concurrent clients against a freshly
 * seeded server process: first every client signs in `signInsPerClient` times
 * (as user01.., distinct accounts; successes never trip the sign-in throttle),
 * then each refreshes `refreshesPerClient` times with the rotating cookie, as a
 * browser would. Only 127.0.0.1 is contacted.
 */
export async function measureAuthLatency(options: AuthLatencyOptions): Promise<AuthLatencyResult> {
  const clientCount = options.clients ?? 20;
  const timeLimitMs = options.phaseTimeLimitMs ?? 60_000;
  const server = await spawnServerProcess({
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_DEMO: '1',
  });
  try {
    const base = server.baseUrl;
    const clients: Client[] = Array.from({ length: clientCount }, (_, i) => ({
      account: `user${String((i % DEMO_USERS) + 1).padStart(2, '0')}`,
      refreshToken: undefined,
    }));
    const errorSamples: string[] = [];

    const signIn = await runPhase(
      clients,
      options.signInsPerClient ?? 10,
      timeLimitMs,
      async (client) => {
        const response = await fetch(`${base}/api/sc/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({ account: client.account, password: DEMO_PASSWORD }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await response.json()) as { access_token?: string; message?: string };
        const token = refreshTokenOf(response);
        if (response.status !== 200 || !body.access_token || !token) {
          throw new Error(`sign-in as ${client.account}: ${response.status} ${body.message ?? ''}`);
        }
        client.refreshToken = token;
      },
      errorSamples,
    );

    const refresh = await runPhase(
      clients.filter((c) => c.refreshToken),
      options.refreshesPerClient ?? 25,
      timeLimitMs,
      async (client) => {
        const response = await fetch(`${base}/api/sc/user/refresh`, {
          method: 'POST',
          headers: { cookie: `atrium_refresh=${client.refreshToken}`, 'x-requested-with': 'XMLHttpRequest' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await response.json()) as { access_token?: string; message?: string };
        const token = refreshTokenOf(response);
        if (response.status !== 200 || !body.access_token || !token) {
          throw new Error(`refresh as ${client.account}: ${response.status} ${body.message ?? ''}`);
        }
        // Each refresh rotates the token; reusing the old one would revoke the session.
        client.refreshToken = token;
      },
      errorSamples,
    );
    return { database: options.database, clients: clientCount, signIn, refresh, errorSamples };
  } finally {
    await server.stop();
  }
}
