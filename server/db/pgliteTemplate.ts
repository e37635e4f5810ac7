import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const NODE_MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules');
// PGlite does not export its package.json; read it from the installed package.
export const pgliteVersion = (
  JSON.parse(readFileSync(path.join(NODE_MODULES, '@electric-sql', 'pglite', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
export const PGLITE_CACHE_DIR = path.join(NODE_MODULES, '.cache', 'atrium');

/**
 * A dump of an empty, freshly initialised PGlite cluster. Creating a cluster
 * runs initdb inside WebAssembly (3-4 s on this machine); loading the dump of
 * one takes well under a second. The template holds no application data (no
 * tables, no users, no secrets): migrations and the demo seed still run on
 * every new database. Keyed by PGlite's version, since the on-disk format is.
 */
export const PGLITE_TEMPLATE = path.join(PGLITE_CACHE_DIR, `pglite-${pgliteVersion}-empty.tar.gz`);

/** Writes the template (once; concurrent writers race harmlessly through a rename). */
export async function writePgliteTemplate(file = PGLITE_TEMPLATE): Promise<void> {
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir('gzip');
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await pglite.close();
  }
}

/**
 * Opens the embedded cluster in `location`. A folder without a cluster starts
 * from the template when there is one; otherwise it is created the slow way
 * and the template is written for the next time (failures to write are
 * ignored: the cache folder may be read-only).
 */
export async function openPglite(location: string | undefined): Promise<PGlite> {
  if (!location) return PGlite.create();
  const isNew = !existsSync(path.join(location, 'PG_VERSION'));
  if (isNew && existsSync(PGLITE_TEMPLATE)) {
    return PGlite.create(location, { loadDataDir: new Blob([readFileSync(PGLITE_TEMPLATE)]) });
  }
  const pglite = await PGlite.create(location);
  if (isNew) {
    try {
      const dump = await pglite.dumpDataDir('gzip');
      mkdirSync(PGLITE_CACHE_DIR, { recursive: true });
      const partial = `${PGLITE_TEMPLATE}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, PGLITE_TEMPLATE);
    } catch {
      // Only a speed-up for the next new database.
    }
  }
  return pglite;
}
