import { parseArgs } from 'node:util';
import { loadConfig } from '../config/loadConfig';
import { openDatabase } from '../db/openDatabase';
import { runMigrations } from '../db/runMigrations';
import { createAdministrator } from '../seed/createAdministrator';

const USAGE = `Usage: npm run admin:create -- --account <account> --name <name> [--email <email>] [--password <password>]
The password may instead be given in ATRIUM_ADMIN_PASSWORD (kept out of the shell history).`;

/** `npm run admin:create`: the first administrator of a database without demo data. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      account: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const password = values.password ?? process.env.ATRIUM_ADMIN_PASSWORD;
  if (!values.account || !values.name || !password) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database.db);
    const id = await createAdministrator(database.db, {
      account: values.account,
      name: values.name,
      password,
      ...(values.email ? { email: values.email } : {}),
    });
    console.log(`Administrator "${values.account}" created (user id ${id}) with every right.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
