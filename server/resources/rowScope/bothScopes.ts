import { type RawBuilder, sql } from 'kysely';

/** Two row scopes that must both hold (`null`: every row), as one condition. */
export function bothScopes(
  a: RawBuilder<unknown> | null,
  b: RawBuilder<unknown> | null,
): RawBuilder<unknown> | null {
  if (!a) return b;
  if (!b) return a;
  return sql`(${a} and ${b})`;
}
