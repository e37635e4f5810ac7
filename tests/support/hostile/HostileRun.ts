import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { HostileTarget } from './casesFor';
import type { HostileCase } from './HostileCase';
import { problemsOfAnswer } from './problemsOfAnswer';
import { problemsOfWrites } from './problemsOfWrites';
import type { Json } from './schemaValues';
import type { WriteLog } from './WriteLog';

export interface HostileFailure {
  route: string;
  category: string;
  request: string;
  status: number;
  problems: string[];
  answer: string;
  /** What the server logged while answering (the cause of a 500). */
  logged: string[];
}

export interface HostileRunOptions {
  request: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  writeLog: WriteLog;
  /** Where uploads land on disk: a refused upload must leave no file there. */
  filesDir: string;
  /** Headers that sign a route's requests in (the administrator's, or a separate session's). */
  headersFor: (target: HostileTarget) => Promise<Record<string, string>>;
  /** The fields a body is completed with just before sending (the record's current `version`). */
  freshBase: (target: HostileTarget) => Promise<Record<string, Json>>;
  /** Tables a refused request may write by design, by `METHOD url` (a failed sign-in is counted). */
  allowedOnRefusal: Readonly<Record<string, readonly string[]>>;
  /** The errors the server logged since the last call: a 500's cause goes into its failure. */
  takeServerErrors: () => string[];
}

function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { withFileTypes: true }).reduce(
      (n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1),
      0,
    );
  } catch {
    return 0;
  }
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',');

/** Sends hostile cases one at a time and keeps what was sent, what came back and every problem. */
export class HostileRun {
  readonly byCategory = new Map<string, number>();
  readonly byTag = new Map<string, number>();
  readonly byStatus = new Map<string, number>();
  readonly failures: HostileFailure[] = [];
  /** Routes that answered 401 or 403: the suite signs in as the administrator, so these should be few and explained. */
  readonly refusedRoutes = new Map<string, number>();
  readonly routesCovered = new Set<string>();
  /** Milliseconds spent per route (request and checks), to see where the run's time goes. */
  readonly msByRoute = new Map<string, number>();
  requests = 0;
  acceptedWrites = 0;
  private readonly prototypeBefore = prototypeKeys();

  constructor(private readonly o: HostileRunOptions) {}

  private static bump(map: Map<string, number>, key: string) {
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  private async payloadOf(target: HostileTarget, c: HostileCase) {
    if (!c.body) return { payload: c.payload, sent: undefined as unknown };
    const fresh = await this.o.freshBase(target);
    // A near-valid body is meant to get through: it goes with the current version. Elsewhere the mutation wins.
    const body = c.category === 'nearValid' ? { ...c.body, ...fresh } : { ...fresh, ...c.body };
    let text = JSON.stringify(body);
    for (const member of c.rawMembers ?? [])
      text = text === '{}' ? `{${member}}` : `{${member},${text.slice(1)}`;
    return { payload: text, sent: body };
  }

  async send(target: HostileTarget, c: HostileCase): Promise<void> {
    const key = `${target.route.method} ${target.route.url}`;
    const started = performance.now();
    const { payload, sent } = await this.payloadOf(target, c);
    const headers: Record<string, string> = {
      ...(await this.o.headersFor(target)),
      ...(c.body ? { 'content-type': 'application/json' } : {}),
      ...c.headers,
    };
    const url = c.query ? `${c.path}?${c.query}` : c.path;
    const uploads = target.body === 'upload' || target.body === 'import';
    const filesBefore = uploads ? countFiles(this.o.filesDir) : 0;
    this.o.takeServerErrors();
    const res = await this.o.request({
      method: target.route.method as InjectOptions['method'],
      url,
      headers,
      // Not the address the suite signs in from: failed hostile sign-ins throttle their address.
      remoteAddress: '198.51.100.23',
      ...(payload !== undefined ? { payload } : {}),
    });
    const writes = await this.o.writeLog.since();
    const problems = problemsOfAnswer(res, target.body === 'import');
    problems.push(...problemsOfWrites(res.statusCode, writes, sent, this.o.allowedOnRefusal[key]));
    if (uploads && res.statusCode >= 400 && countFiles(this.o.filesDir) > filesBefore)
      problems.push(`answered ${res.statusCode} but left a file on disk`);
    if (prototypeKeys() !== this.prototypeBefore || ({} as Record<string, unknown>).polluted !== undefined)
      problems.push('Object.prototype was polluted');
    if (res.statusCode < 300 && writes.length > 0) this.acceptedWrites++;

    this.msByRoute.set(key, (this.msByRoute.get(key) ?? 0) + performance.now() - started);
    this.requests++;
    this.routesCovered.add(key);
    HostileRun.bump(this.byCategory, c.category);
    for (const tag of new Set(c.tags)) HostileRun.bump(this.byTag, tag);
    HostileRun.bump(this.byStatus, String(res.statusCode));
    if (res.statusCode === 401 || res.statusCode === 403) HostileRun.bump(this.refusedRoutes, key);
    if (problems.length > 0) {
      const shown = typeof payload === 'string' ? payload : payload ? `<${payload.length} bytes>` : '';
      this.failures.push({
        route: key,
        category: c.category,
        request: `${target.route.method} ${url.slice(0, 300)} ${shown.slice(0, 300)}`,
        status: res.statusCode,
        problems,
        answer: res.body.slice(0, 400),
        logged: this.o.takeServerErrors(),
      });
    }
  }

  /** The run's size, for the test output: routes, requests, and counts per category, tag and status. */
  summary(label: string, skipped: number): string {
    const list = (m: Map<string, number>) =>
      [...m.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ');
    return [
      `hostile input on ${label}: ${this.routesCovered.size} routes covered (${skipped} skipped), ${this.requests} requests, ${this.failures.length} failures`,
      `  by category: ${list(this.byCategory)}`,
      `  by content: ${list(this.byTag)}`,
      `  answers: ${list(this.byStatus)}; accepted writes checked against what was sent: ${this.acceptedWrites}`,
      `  slowest routes (ms): ${[...this.msByRoute.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, ms]) => `${k} ${Math.round(ms)}`)
        .join(', ')}`,
    ].join('\n');
  }
}
