import type { Kysely } from 'kysely';
import type { Database } from '../../db/DatabaseSchema';
import { expandOwners } from '../../notifications/expandOwners';

/** Everyone: the one token that stands alone. */
export const ALL_OWNERS = 'all';
const OWNER = /^[dgu][1-9][0-9]{0,8}$/;

export type OwnerListProblem =
  | { kind: 'empty' }
  | { kind: 'malformed'; token: string }
  | { kind: 'unknown'; token: string };

/**
 * Reads an owner list as an administrator types it: `all`, or owner references
 * (`d3`, `g2`, `u7`, spec section 3) separated by commas or spaces, plus the extra
 * tokens a caller allows (a notification rule's `subject`). Returns the list in its
 * stored spelling (lower case, comma-separated, without repeats) or the first problem;
 * references must name a live department, group or user.
 *
 * @example await normaliseOwnerList(db, ' D3, u7 u7 ') // { value: 'd3,u7' }
 */
export async function normaliseOwnerList(
  db: Kysely<Database>,
  text: string,
  extraTokens: readonly string[] = [],
): Promise<{ value: string } | { problem: OwnerListProblem }> {
  const tokens = [
    ...new Set(
      text
        .toLowerCase()
        .split(/[\s,;]+/)
        .filter((t) => t !== ''),
    ),
  ];
  if (tokens.length === 0) return { problem: { kind: 'empty' } };
  if (tokens.includes(ALL_OWNERS)) return { value: ALL_OWNERS };
  const refs: string[] = [];
  for (const token of tokens) {
    if (extraTokens.includes(token)) continue;
    if (!OWNER.test(token)) return { problem: { kind: 'malformed', token } };
    refs.push(token);
  }
  if (refs.length > 0) {
    const { unknown } = await expandOwners(db, refs);
    if (unknown.length > 0) return { problem: { kind: 'unknown', token: unknown[0]! } };
  }
  return { value: tokens.join(',') };
}
