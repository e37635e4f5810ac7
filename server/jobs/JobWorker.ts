import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import type { JobHandler, JobRow } from './JobHandler';

/** Attempts before a job shows as failed; a retry from the list starts again from none. */
export const MAX_JOB_ATTEMPTS = 3;
/** How long a job waits before its next attempt, per attempt made. */
const RETRY_DELAY_SECONDS = 30;
/** A job still running after this was on a server that stopped: it is queued again. */
const STALE_MINUTES = 30;
const ERROR_LENGTH = 2000;

/**
 * Runs the background jobs of every `jobQueue` entity (docs/guide-jobs.md), on every server: it
 * claims one queued row at a time with `for update skip locked`, so two servers never run the
 * same job, runs the module's handler for the row's kind, and writes the outcome to the row.
 * It polls while idle and is woken at once when a job is queued on this server.
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeAgain = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly queues: readonly EntityDescriptor[],
    private readonly log: Pick<Logger, 'warn'>,
    /** Told after each change of a job's state (the list's realtime refresh). */
    private readonly onChange: (queue: EntityDescriptor) => Promise<void> = async () => undefined,
    private readonly idleMs = 2000,
  ) {}

  /** Registers the handler of `kind` jobs of the queue entity `entity`. */
  handle(entity: string, kind: string, handler: JobHandler): void {
    this.handlers.set(`${entity}:${kind}`, handler);
  }

  /** Starts polling, after queueing again the jobs a stopped server left running. */
  async start(): Promise<void> {
    for (const queue of this.queues)
      await sql`update ${sql.table(queue.table)} set status = 'queued'
        where status = 'running' and started_at < now() - make_interval(mins => ${STALE_MINUTES})`.execute(
        this.db,
      );
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs what is queued now rather than at the next poll (a job was just queued here). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Stops polling and waits for the job in hand, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Runs queued jobs until none is ready and the background pass holds none either; how many
   * this call ran. Tests wait for the queue with it.
   */
  async runUntilIdle(): Promise<number> {
    let ran = 0;
    for (;;) {
      while (await this.runOne()) ran++;
      if (!this.running) return ran;
      await this.running;
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (!this.stopped) this.schedule(this.wakeAgain ? 0 : this.idleMs);
      this.wakeAgain = false;
    });
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOne()));
    } catch (error) {
      // The database went away (a closing test server, a restart): the next poll tries again.
      this.log.warn({ err: error }, 'jobs: could not claim a job');
    }
  }

  /** Claims and runs one ready job of any queue; false when none was ready. */
  async runOne(): Promise<boolean> {
    for (const queue of this.queues) {
      const job = await this.claim(queue);
      if (!job) continue;
      await this.onChange(queue);
      await this.execute(queue, job);
      await this.onChange(queue);
      return true;
    }
    return false;
  }

  private async claim(queue: EntityDescriptor): Promise<JobRow | undefined> {
    const table = sql.table(queue.table);
    const { rows } = await sql<JobRow>`update ${table} set status = 'running', attempts = attempts + 1,
        started_at = now(), finished_at = null, progress = 0, version = version + 1
      where id = (select id from ${table} where status = 'queued' and deleted_at is null
        and (run_after is null or run_after <= now()) order by id limit 1 for update skip locked)
      returning *`.execute(this.db);
    return rows[0];
  }

  private async execute(queue: EntityDescriptor, job: JobRow): Promise<void> {
    const table = sql.table(queue.table);
    const progress = async (percent: number) => {
      const p = Math.max(0, Math.min(100, Math.round(percent)));
      await sql`update ${table} set progress = ${p} where id = ${job.id}`.execute(this.db);
      await this.onChange(queue);
    };
    try {
      const handler = this.handlers.get(`${queue.id}:${job.kind}`);
      if (!handler) throw new Error(`no handler for ${queue.id} jobs of kind "${job.kind}"`);
      await handler(job, { db: this.db, progress });
      await sql`update ${table} set status = 'done', progress = 100, error = null, finished_at = now(),
        version = version + 1 where id = ${job.id}`.execute(this.db);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH);
      const last = Number(job.attempts) >= MAX_JOB_ATTEMPTS;
      await sql`update ${table} set status = ${last ? 'failed' : 'queued'}, error = ${message},
        run_after = ${last ? null : sql`now() + make_interval(secs => ${RETRY_DELAY_SECONDS * Number(job.attempts)})`},
        finished_at = ${last ? sql`now()` : null}, version = version + 1 where id = ${job.id}`.execute(
        this.db,
      );
    }
  }
}
