import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config/loadConfig';
import { fillEntity } from '../seed/fillEntity';
import { startServer } from '../startServer';

const USAGE = `Usage: npm run seed -- --leads <count> | --entity <id> --count <count>
Fills the configured database (DATA_DIR or DATABASE_URL) with synthetic rows for benchmarks and demos.
The database is migrated and, if empty and SEED_DEMO applies, given the demo organisation first.`;

/** `npm run seed`: bulk synthetic data, e.g. 100,000 leads for the list benchmark. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { leads: { type: 'string' }, entity: { type: 'string' }, count: { type: 'string' } },
  });
  const entity = values.leads ? 'cm.lead' : values.entity;
  const count = Number(values.leads ?? values.count);
  if (!entity || !Number.isInteger(count) || count < 1 || count > 10_000_000) {
    console.error(USAGE);
    process.exit(2);
  }
  const server = await startServer(loadConfig(), { listen: false, logger: pino({ level: 'warn' }) });
  try {
    const started = Date.now();
    let last = 0;
    await fillEntity(server.ctx.db, server.ctx.resources, entity, count, (done) => {
      if (done - last >= 10_000 || done === count) {
        last = done;
        process.stdout.write(
          `\r${entity}: ${done.toLocaleString('en')} / ${count.toLocaleString('en')} rows`,
        );
      }
    });
    console.log(
      `\n${count.toLocaleString('en')} rows added to ${entity} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
