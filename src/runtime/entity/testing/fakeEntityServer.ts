import { type FakeResponse, installFakeServer, type RecordedRequest } from '../../../testing/fakeServer';
import type { AuditEntry, EntityRow } from '../data/EntityRow';
import { localeHandlers } from './localeHandlers';

type Handler = FakeResponse | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);
type Seed = Record<string, unknown> & { id: number };

export interface FakeResourceOptions {
  /** `{field: {id: label}}`: the `{field}_label` a reference gets when written. */
  labels?: Record<string, Record<number, string>>;
  /** Fields searched by `search=`. */
  searchable?: string[];
  /** What rows allow besides view (default edit and delete); row actions by their key (`confirm`). */
  actions?: string[];
  /** The descriptor's `listApi`: the paged list answers there instead of at `api`. */
  listApi?: string;
  /**
   * The labelField when the caller lacks the entity's view right: `/all` then answers
   * `{id, label}` rows, as the server's pick list does (docs/resource-api.md).
   */
  pickOnly?: string;
}

/** Tests: one entity's rows in memory, answering the resource API as docs/resource-api.md describes it. */
export class FakeResource {
  readonly rows = new Map<number, EntityRow>();
  readonly audit: AuditEntry[] = [];
  private nextId = 1;
  constructor(
    readonly api: string,
    seed: Seed[],
    private readonly options: FakeResourceOptions = {},
  ) {
    for (const s of seed) {
      this.rows.set(s.id, this.complete({ version: 1, deleted_at: null, ...s }));
      this.nextId = Math.max(this.nextId, s.id + 1);
    }
  }

  private complete(values: Record<string, unknown>): EntityRow {
    const row = {
      created_at: '2026-11-01T08:00:00.000Z',
      updated_at: '2026-11-01T08:00:00.000Z',
      created_by: 1,
      updated_by: 1,
      ...values,
    } as EntityRow;
    for (const [field, labels] of Object.entries(this.options.labels ?? {})) {
      const id = row[field];
      // A references field (a list of ids) gets `{field}_labels`, as the server sends it.
      if (Array.isArray(id)) row[`${field}_labels`] = id.map((v: number) => labels[v] ?? `#${v}`);
      else row[`${field}_label`] = typeof id === 'number' ? (labels[id] ?? null) : null;
    }
    const actions = this.options.actions ?? ['edit', 'delete'];
    row.allowedActions = row.deleted_at
      ? ['view', ...(actions.includes('delete') ? (['restore'] as const) : [])]
      : ['view', ...actions];
    return row;
  }

  private record(action: string, before: EntityRow | null, after: EntityRow | null) {
    this.audit.unshift({
      id: this.audit.length + 1,
      action,
      user_id: 7,
      user_name: 'Alice Chen',
      before,
      after,
      created_at: '2026-11-22T09:30:00.000Z',
    });
  }

  private list(path: string): FakeResponse {
    const url = new URL(path, 'http://localhost');
    const q = url.searchParams;
    let rows = [...this.rows.values()].filter((r) =>
      q.get('trashed') === 'only' ? r.deleted_at : !r.deleted_at,
    );
    for (const [key, value] of q) {
      // The fake has no tree: `[under]` keeps the node's own rows.
      const match = /^filter\[(\w+)\](?:\[under\])?$/.exec(key);
      if (!match?.[1]) continue;
      const field = match[1];
      rows = rows.filter((r) =>
        value === 'null'
          ? r[field] === null || r[field] === undefined || (Array.isArray(r[field]) && r[field].length === 0)
          : Array.isArray(r[field])
            ? value.split(',').some((v) => (r[field] as unknown[]).map(String).includes(v))
            : value.split(',').includes(String(r[field])),
      );
    }
    const search = q.get('search')?.toLowerCase();
    if (search)
      rows = rows.filter((r) =>
        (this.options.searchable ?? []).some((f) =>
          String(r[f] ?? '')
            .toLowerCase()
            .includes(search),
        ),
      );
    const sort = q.get('sort')?.split(',')[0];
    if (sort) {
      const field = sort.replace(/^-/, '');
      const sign = sort.startsWith('-') ? -1 : 1;
      rows.sort((a, b) =>
        String(a[field] ?? '') < String(b[field] ?? '')
          ? -sign
          : String(a[field] ?? '') > String(b[field] ?? '')
            ? sign
            : 0,
      );
    }
    const page = Number(q.get('page') ?? 1);
    const perPage = Number(q.get('per_page') ?? 20);
    return {
      body: {
        data: rows.slice((page - 1) * perPage, page * perPage),
        meta: {
          current_page: page,
          per_page: perPage,
          total: rows.length,
          last_page: Math.max(1, Math.ceil(rows.length / perPage)),
          total_capped: false,
        },
      },
    };
  }

  /** Answers one call, or undefined when the path is not this resource's. */
  handle(request: RecordedRequest): FakeResponse | undefined {
    const pathname = request.path.split('?')[0] ?? '';
    if (this.options.listApi !== undefined && request.method === 'GET' && pathname === this.options.listApi)
      return this.list(request.path);
    const rest = pathname.startsWith(this.api) ? pathname.slice(this.api.length) : null;
    if (rest === null || (rest !== '' && !rest.startsWith('/'))) return undefined;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'GET' && rest === '' && this.options.listApi === undefined)
      return this.list(request.path);
    if (request.method === 'GET' && rest === '/all') {
      const live = [...this.rows.values()].filter((r) => !r.deleted_at);
      const labelField = this.options.pickOnly;
      if (labelField === undefined) return { body: { data: live } };
      return { body: { data: live.map((r) => ({ id: r.id, label: String(r[labelField] ?? '') })) } };
    }
    if (request.method === 'POST' && rest === '') {
      const row = this.complete({ ...body, id: this.nextId++, version: 1, deleted_at: null });
      this.rows.set(row.id, row);
      this.record('create', null, row);
      return { status: 201, body: { data: row } };
    }
    if (request.method === 'POST' && rest === '/bulk-delete') {
      const ids = (body.ids as number[]) ?? [];
      for (const id of ids) this.setDeleted(id, true);
      return { body: { deleted: ids.length } };
    }
    const match = /^\/(\d+)(\/audit|\/restore)?$/.exec(rest);
    const id = Number(match?.[1]);
    const row = this.rows.get(id);
    if (!match || !row) return { status: 404, body: { message: 'Not found.' } };
    if (request.method === 'GET' && match[2] === '/audit')
      return { body: { data: this.audit.filter((a) => (a.after?.id ?? a.before?.id) === id) } };
    if (request.method === 'POST' && match[2] === '/restore')
      return { body: { data: this.setDeleted(id, false) } };
    if (request.method === 'GET' && !row.deleted_at) return { body: { data: row } };
    if (request.method === 'DELETE') return { body: { data: this.setDeleted(id, true) } };
    if (request.method === 'PUT') {
      const { version, ...values } = body;
      if (version !== row.version)
        return { status: 409, body: { message: 'Someone else changed this record.', data: row } };
      const next = this.complete({
        ...row,
        ...values,
        version: row.version + 1,
        updated_at: '2026-11-22T09:30:00.000Z',
      });
      this.rows.set(id, next);
      this.record('update', row, next);
      return { body: { data: next } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  }

  private setDeleted(id: number, deleted: boolean): EntityRow | undefined {
    const row = this.rows.get(id);
    if (!row) return undefined;
    const next = this.complete({ ...row, deleted_at: deleted ? '2026-11-22T09:30:00.000Z' : null });
    this.rows.set(id, next);
    this.record(deleted ? 'delete' : 'restore', row, next);
    return next;
  }
}

/**
 * Tests: a fake server for entity screens: the message modules, the given
 * resources, and `extra` handlers (`METHOD /path`) that take precedence.
 * @example const { resources, server } = fakeEntityServer([leads, stages], { 'POST /api/cm/lead': { status: 422, body } })
 */
export function fakeEntityServer(resources: FakeResource[], extra: Record<string, Handler> = {}) {
  const fixed: Record<string, Handler> = { ...localeHandlers(), ...extra };
  // A Proxy so any path can be answered: the fake server looks handlers up by exact `METHOD /path`.
  const handlers = new Proxy({} as Record<string, Handler>, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      if (key in fixed) return fixed[key];
      return (request: RecordedRequest) => {
        for (const resource of resources) {
          const answer = resource.handle(request);
          if (answer) return answer;
        }
        return { status: 404, body: { message: 'Not found.' } };
      };
    },
  });
  return installFakeServer(handlers);
}
