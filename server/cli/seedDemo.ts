import { loadConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { runMigrations } from '../db/runMigrations';
import { DEMO_PASSWORD } from '../seed/seedDemo';
import { seedDemoIfEmpty } from '../seed/seedDemo';

/** `npm run seed:demo`: put the demo organisation into the configured (empty) database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.db);
    const seeded = await seedDemoIfEmpty(database.db);
    console.log(
      seeded
        ? `Demo organisation created: sign in as admin, manager or staff with password ${DEMO_PASSWORD}.`
        : 'The database already has users; nothing was changed.',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
