import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/seedDemo';
import { seedDemoPunches } from '../seed/demo/seedDemoPunches';
import { startServer } from '../startServer';

/** `npm start`: build the web app if it is not built, start the server, print how to sign in. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!existsSync(path.join(config.webDir, 'index.html'))) {
    console.log('Building the web app (first start only)...');
    const build = spawnSync(
      process.execPath,
      [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
      },
    );
    if (build.status !== 0) throw new Error('the web build failed (see above)');
  }
  const server = await startServer(config);
  // The server answers from here on, so it stops cleanly from here on: a SIGTERM while the demo's
  // punches are still being written (the first start) waits for them, then closes.
  let seeding: Promise<unknown> = Promise.resolve();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.ctx.log.info({ signal }, 'shutting down: finishing requests in flight');
    try {
      await seeding.catch(() => undefined);
      await server.close();
      process.exit(0);
    } catch (error) {
      server.ctx.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // The demo's recent weeks of punches, on the start that created the demo only: an installation
  // with its own people (an embedded database where the demo was never seeded) gets none.
  if (server.seeded) {
    seeding = seedDemoPunches(server.ctx.db);
    await seeding;
  }
  if (stopping) return;
  const shown = config.appUrl;
  const lines = [`Atrium is running at ${shown}`];
  if (config.seedDemo) {
    lines.push(`Sign in with one of the demo accounts (password ${DEMO_PASSWORD}):`);
    for (const { account, role } of DEMO_ACCOUNTS) lines.push(`  ${account.padEnd(8)} ${role}`);
  } else {
    lines.push('Sign in with an administrator created by `npm run admin:create`.');
  }
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
