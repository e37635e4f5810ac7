import type { Kysely, Transaction } from 'kysely';
import type { Database } from './DatabaseSchema';

/** Where a query runs: the database, or a transaction already open on it. */
export type Executor = Kysely<Database> | Transaction<Database>;
