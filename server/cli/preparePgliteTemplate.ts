import { existsSync } from 'node:fs';
import { PGLITE_TEMPLATE, writePgliteTemplate } from '../db/pgliteTemplate';

/**
 * Run after `npm install` (postinstall): prepares the empty-cluster template
 * so the first `npm start` on a new DATA_DIR skips initdb. Never fails the
 * install: without the template the server simply creates the cluster itself.
 */
async function main(): Promise<void> {
  if (existsSync(PGLITE_TEMPLATE)) return;
  try {
    await writePgliteTemplate();
    console.log('Prepared the embedded database template.');
  } catch (error) {
    console.warn(`Skipped the embedded database template: ${error instanceof Error ? error.message : error}`);
  }
}

void main();
