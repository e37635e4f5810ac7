import type { Kysely } from 'kysely';
import type { Database } from '../db/DatabaseSchema';
import type { Language } from '../http/translate';
import { loadOwnerDirectory } from './loadOwnerDirectory';
import { indexOwners } from './ownerIndex';
import { writeOwnerListText } from './ownerListText';
import type { TableCell } from './sendTableFile';

const USER_REFERENCE = /(?:^|[\s,;])u([1-9][0-9]{0,8})(?=$|[\s,;])/gi;

/**
 * For an export: turns the stored owner-list cells of one page of rows into readable text
 * (writeOwnerListText), loading only that page's users (departments and groups are few).
 * Cells that are not owner lists (null) stay as they are.
 *
 * @example const write = ownerListExporter(db, 'en'); await write(['d3,u7', null]) // ['Department: Sales (SAL); User: …', null]
 */
export function ownerListExporter(
  db: Kysely<Database>,
  lang: Language,
): (cells: readonly TableCell[]) => Promise<TableCell[]> {
  return async (cells) => {
    const lists = cells.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
    if (lists.length === 0) return [...cells];
    const userIds = lists.flatMap((list) => [...list.matchAll(USER_REFERENCE)].map((m) => Number(m[1])));
    const index = indexOwners(await loadOwnerDirectory(db, { userIds }));
    return cells.map((c) =>
      typeof c === 'string' && c.trim() !== '' ? writeOwnerListText(c, index, lang) : c,
    );
  };
}
