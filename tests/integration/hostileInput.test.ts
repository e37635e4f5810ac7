import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../server/config/loadConfig';
import { loadSettingsDescriptors } from '../../server/settings/document/loadSettingsDescriptors';
import { type CaseRuns, casesFor, fillPath, type HostileTarget } from '../support/hostile/casesFor';
import { HostileRun } from '../support/hostile/HostileRun';
import { hostileTargets } from '../support/hostile/hostileTargets';
import type { Json } from '../support/hostile/schemaValues';
import { WriteLog } from '../support/hostile/WriteLog';
import { bearer, type SignedIn, startTestServer, type TestServer } from '../support/startTestServer';
import { testDatabaseTargets } from '../support/testDatabases';

/**
 * Routes the suite cannot exercise, and why. Everything else in `app.routeTable` is attacked:
 * a new route or descriptor is covered without writing a test.
 */
const SKIPPED: Record<string, string> = {};

/** Tables a refused request writes by design, by route. */
const ALLOWED_ON_REFUSAL: Record<string, readonly string[]> = {
  // A failed sign-in is counted against the account and the address (the login throttle).
  'POST /api/sc/user/login': ['login_throttle'],
};

/**
 * The routes that may answer the administrator 401 or 403, and why. Anywhere else such an answer
 * would mean the input never reached validation or the handler (a hostile write that took the
 * administrator's rights away would show here).
 */
const REFUSALS: Record<string, string> = {
  'POST /api/sc/user/login': 'hostile credentials are wrong credentials (401)',
  'POST /api/sc/user/refresh': 'the refresh cookie is not sent: there is no session to refresh (401)',
  'PUT /api/wf/instance/:id':
    "only the applicant edits an application, and the demo's are not the administrator's (403)",
  'POST /api/broadcasting/auth':
    'a channel the administrator may not join, or a socket id that is not theirs (403)',
};

/** Routes that end or change the caller's own session run as another account, signed in for them. */
const OWN_SESSION_ROUTES = new Set(['POST /api/sc/user/change-password', 'POST /api/sc/user/logout']);

/** The seed of the generated cases: fixed so CI repeats a run; HOSTILE_SEED explores others. */
const SEED = Number(process.env.HOSTILE_SEED ?? 1414);
/** HOSTILE_SCALE multiplies the generated cases, for a longer exploring run than CI's. */
const SCALE = Number(process.env.HOSTILE_SCALE ?? 1);
/** Generated cases per part of a route (fixed malformed bodies and files come on top). */
const RUNS: CaseRuns = {
  fixed: 5,
  path: 3 * SCALE,
  query: 8 * SCALE,
  unreadQuery: 2 * SCALE,
  body: 10 * SCALE,
  file: 3 * SCALE,
};
/** The upload limit this server runs with, so an oversize upload stays small. */
const UPLOAD_LIMIT_MB = 1;

/** A logged line as one readable line: the message and where it was thrown. */
function errorLine(line: string): string {
  const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
  const at = entry.err?.stack?.split('\n').find((l) => l.includes('/server/'));
  return `${entry.err?.message ?? entry.msg ?? line}${at ? ` ${at.trim()}` : ''}`.slice(0, 400);
}

const keyOf = (t: HostileTarget) => `${t.route.method} ${t.route.url}`;

function seedOf(key: string): number {
  let h = SEED;
  for (const ch of key) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

describe.each(testDatabaseTargets())('hostile input on every route ($name)', (database) => {
  let t: TestServer;
  let admin: SignedIn;
  let targets: HostileTarget[];
  let run: HostileRun;
  /** What the server logged at error level (a 500's cause), taken by each request's check. */
  const serverErrors: string[] = [];

  beforeAll(async () => {
    t = await startTestServer(
      database,
      { files: { ...loadConfig({}).files, maxSizeMb: UPLOAD_LIMIT_MB } },
      { logger: pino({ level: 'error' }, { write: (line: string) => serverErrors.push(errorLine(line)) }) },
    );
    admin = await t.signIn('admin');
    const db = t.server.ctx.db as unknown as Kysely<unknown>;
    const other = await t.server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', 'staff')
      .executeTakeFirstOrThrow();
    const importHeaders = new Map<string, string>();
    for (const { descriptor: d } of t.server.ctx.resources.services.values()) {
      if (!t.server.app.routeTable.some((r) => r.url === `${d.api}/import`)) continue;
      const res = await t.request({
        method: 'GET',
        url: `${d.api}/export?format=csv`,
        headers: bearer(admin.token),
      });
      importHeaders.set(d.api, res.body.replace(/^\ufeff/, '').split(/\r?\n/)[0] ?? '');
    }
    targets = await hostileTargets(t.server.app.routeTable, {
      db,
      entities: [...t.server.ctx.resources.services.values()].map((s) => s.descriptor),
      settings: loadSettingsDescriptors(),
      adminId: admin.user.id,
      otherUserId: other.id,
      importHeaders,
    });
    const settingsReads = new Map(loadSettingsDescriptors().map((d) => [d.api, d.readApi ?? d.api]));
    const gets = new Set(t.server.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url));
    /** Where a route's record is read: its own path, or the nearest shorter one a GET serves. */
    const readPathOf = (target: HostileTarget): string | undefined => {
      const settings = settingsReads.get(target.route.url);
      if (settings) return settings;
      const parts = target.route.url.split('/');
      for (let n = parts.length; n > 3; n--) {
        const candidate = parts.slice(0, n).join('/');
        if (gets.has(candidate)) return fillPath(candidate, target.params);
      }
      return undefined;
    };
    const writeLog = await WriteLog.install(db);
    run = new HostileRun({
      request: t.request,
      writeLog,
      filesDir: path.join(t.server.ctx.config.dataDir, 'files'),
      allowedOnRefusal: ALLOWED_ON_REFUSAL,
      takeServerErrors: () => serverErrors.splice(0),
      headersFor: async (target) => {
        if (!OWN_SESSION_ROUTES.has(keyOf(target))) return bearer(admin.token);
        // A session of its own, so the route can end it; its sign-in is not the request's write.
        const own = await t.signIn('manager');
        await writeLog.since();
        return { ...bearer(own.token), cookie: `atrium_refresh=${own.refreshCookie}` };
      },
      freshBase: async (target): Promise<Record<string, Json>> => {
        const schema = target.bodySchema?.properties as Record<string, unknown> | undefined;
        const readPath = schema && 'version' in schema ? readPathOf(target) : undefined;
        if (!readPath) return {};
        const res = await t.request({ method: 'GET', url: readPath, headers: bearer(admin.token) });
        await writeLog.since();
        const version = (res.json() as { data?: { version?: Json } }).data?.version;
        return typeof version === 'number' ? { version } : {};
      },
    });
  });

  afterAll(async () => {
    if (run) console.log(run.summary(`${database.name}, seed ${SEED}`, Object.keys(SKIPPED).length));
    await t?.close();
  });

  it('skips only routes the server has, each with its reason', () => {
    const served = new Set(t.server.app.routeTable.map((r) => `${r.method} ${r.url}`));
    for (const [key, why] of Object.entries(SKIPPED)) {
      expect(served.has(key), key).toBe(true);
      expect(why.length).toBeGreaterThan(10);
    }
    expect(targets.length).toBe(t.server.app.routeTable.length);
  });

  it('every route answers hostile input without a 5xx, a leak or a write', async () => {
    let turn = 0;
    for (const target of targets) {
      const key = keyOf(target);
      if (SKIPPED[key]) continue;
      const cases = casesFor(target, RUNS, seedOf(key), UPLOAD_LIMIT_MB * 1024 * 1024, turn);
      if (target.body === 'json') turn++;
      for (const c of cases) await run.send(target, c);
    }
    const report = run.failures.map(
      (f) =>
        `${f.route} [${f.category}] ${f.status} ${f.problems.join('; ')}` +
        f.logged.map((line) => `\n    logged: ${line}`).join('') +
        `\n    ${f.request.slice(0, 200)}\n    → ${f.answer.slice(0, 200)}`,
    );
    expect(report).toEqual([]);
    expect([...run.refusedRoutes.keys()].filter((key) => !REFUSALS[key])).toEqual([]);
    expect(run.routesCovered.size).toBe(targets.length - Object.keys(SKIPPED).length);
  }, 600_000);
});
