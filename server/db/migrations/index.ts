import type { Migration } from 'kysely';
import * as core from './0001_core';

/**
 * Every migration, by id. Ids sort in the order they run; Kysely records each
 * applied id in the `kysely_migration` history table and refuses to run a
 * history that does not match this list.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_core': core,
};
