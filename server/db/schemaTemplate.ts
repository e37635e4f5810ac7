import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Kysely } from 'kysely';
import type { EntityDescriptor } from '../../schemas/core/entityDescriptorSchema';
import { syncEntitySchema } from '../resources/syncEntitySchema';
import type { Database } from './DatabaseSchema';
import { MIGRATIONS } from './migrations';
import { PgliteDialect } from './PgliteDialect';
import { openPglite, PGLITE_CACHE_DIR, pgliteVersion } from './pgliteTemplate';
import { runMigrations } from './runMigrations';

const PREFIX = 'pglite-schema-';
const KEEP = 4;

/**
 * A PGlite data folder with every migration and every entity table already in
 * place, and nothing else: no users, no secrets, no rows. A new embedded
 * database starts as a copy of it, so its first start skips initdb, the
 * migrations and the schema sync (seconds of WebAssembly work on this machine).
 * It is keyed by everything that shapes the schema: PGlite's version, the
 * migration ids and the descriptors; any change gets a new one.
 */
export function schemaTemplateDir(entities: readonly EntityDescriptor[]): string {
  const hash = createHash('sha1')
    .update(pgliteVersion)
    .update(JSON.stringify(Object.keys(MIGRATIONS)))
    .update(JSON.stringify([...entities].sort((a, b) => a.id.localeCompare(b.id))))
    .digest('hex')
    .slice(0, 16);
  return path.join(PGLITE_CACHE_DIR, `${PREFIX}${hash}`);
}

/** Drops all but the most recent templates (each is a few tens of MB). */
function prune(): void {
  const dirs = readdirSync(PGLITE_CACHE_DIR)
    .filter((name) => name.startsWith(PREFIX) && !name.includes('.partial'))
    .map((name) => path.join(PGLITE_CACHE_DIR, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const dir of dirs.slice(KEEP)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The template for these descriptors, built when missing (in a scratch folder,
 * renamed into place, so concurrent builders cannot leave a half-written one).
 * Returns undefined when it cannot be built; the caller then migrates as usual.
 */
export async function ensureSchemaTemplate(
  entities: readonly EntityDescriptor[],
): Promise<string | undefined> {
  const dir = schemaTemplateDir(entities);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const scratch = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const db = new Kysely<Database>({ dialect: new PgliteDialect(await openPglite(scratch)) });
    try {
      await runMigrations(db);
      await syncEntitySchema(db, entities);
    } finally {
      await db.destroy();
    }
    try {
      renameSync(scratch, dir);
    } catch {
      // Another process put the same template in place first: theirs is as good.
    }
    prune();
    return existsSync(dir) ? dir : undefined;
  } catch {
    return undefined;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Fills a new, empty data folder from the template (a plain copy of the cluster's files). */
export function copySchemaTemplate(template: string, location: string): void {
  cpSync(template, location, { recursive: true });
}
