import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tokenDefaultsCss } from './tokenDefaultsCss';

const FILE = path.resolve(import.meta.dirname, 'tokenDefaults.css');
const BIOME = path.resolve(
  import.meta.dirname,
  '../../../node_modules/@biomejs',
  `cli-${process.platform}-${process.arch}`,
  'biome',
);

/**
 * `npx tsx src/platform/theme/writeTokenDefaults.ts` (a command, never imported by the app):
 * rewrites tokenDefaults.css
 * from antd's tokens (after an antd upgrade, or when tokenCssVars publishes another token).
 * The unit test tokenDefaults.test.ts fails while it is stale.
 */
function main(): void {
  writeFileSync(FILE, tokenDefaultsCss());
  // As `biome check` would leave it; the test ignores whitespace, so a missing biome is no failure.
  if (existsSync(BIOME)) spawnSync(BIOME, ['format', '--write', FILE], { stdio: 'ignore' });
  console.log(`wrote ${path.relative(process.cwd(), FILE)}`);
}

main();
