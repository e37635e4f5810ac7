import { existsSync } from 'node:fs';
import { PGLITE_TEMPLATE, writePgliteTemplate } from '../db/pgliteTemplate';
import { ensureSchemaTemplate } from '../db/schemaTemplate';
import { loadEntityDescriptors } from '../resources/loadEntityDescriptors';

/**
 * Run after `npm install` (postinstall): prepares the embedded database's
 * templates (an empty cluster, and one with the current schema) so the first
 * `npm start` on a new DATA_DIR skips initdb and the migrations. Never fails
 * the install: without them the server builds what it needs itself.
 */
async function main(): Promise<void> {
  try {
    if (!existsSync(PGLITE_TEMPLATE)) await writePgliteTemplate();
    const schema = await ensureSchemaTemplate(loadEntityDescriptors());
    console.log(
      schema ? 'Prepared the embedded database templates.' : 'Prepared the empty database template.',
    );
  } catch (error) {
    console.warn(
      `Skipped the embedded database templates: ${error instanceof Error ? error.message : error}`,
    );
  }
}

void main();
