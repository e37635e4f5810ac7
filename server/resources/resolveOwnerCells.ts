import type { Kysely } from 'kysely';
import type { EntityDescriptor, FieldDescriptor } from '../../schemas/core/entityDescriptorSchema';
import type { Database } from '../db/DatabaseSchema';
import { type Language, translate } from '../http/translate';
import { loadOwnerDirectory } from './loadOwnerDirectory';
import { indexOwners } from './ownerIndex';
import { ownerListUserTexts, readOwnerListText } from './ownerListText';
import type { ImportTable } from './parseImportFile';
import type { ImportError } from './planImport';

/**
 * Rewrites the cells of owner-list columns (`widget: owners`) from what an export wrote or
 * people type (`Department: Sales (SAL); User: Ada Lovelace (ada)`, or `d3,u7`) to the
 * stored references, so the rest of the import and the entity's rules read them as before.
 * An item that names no owner, or several, is an error of its row, which is then left out.
 * @returns the rewritten rows, the errors, and the indexes of rows with errors
 */
export async function resolveOwnerCells(
  db: Kysely<Database>,
  d: EntityDescriptor,
  table: ImportTable,
  columns: ReadonlyArray<string | undefined>,
  lang: Language,
): Promise<{ rows: string[][]; errors: ImportError[]; broken: Set<number> }> {
  const fields = d.fields as Record<string, FieldDescriptor>;
  const ownerColumns = [...columns.entries()].filter(([, name]) => name && fields[name]?.widget === 'owners');
  const errors: ImportError[] = [];
  const broken = new Set<number>();
  if (ownerColumns.length === 0) return { rows: table.rows, errors, broken };
  const rows = table.rows.map((cells) => [...cells]);
  const texts = ownerColumns.flatMap(([c]) => rows.map((cells) => cells[c] ?? ''));
  const index = indexOwners(await loadOwnerDirectory(db, { userTexts: ownerListUserTexts(texts) }));
  for (const [c, name] of ownerColumns) {
    const attribute = translate(lang, fields[name!]!.title);
    rows.forEach((cells, i) => {
      const read = readOwnerListText(cells[c] ?? '', index);
      if ('value' in read) {
        cells[c] = read.value;
        return;
      }
      errors.push({
        row: i + 2,
        field: name!,
        message: translate(
          lang,
          read.problem.kind === 'missing'
            ? 'resources:import.ownerMissing'
            : 'resources:import.ownerAmbiguous',
          { value: read.problem.item.slice(0, 80), attribute },
        ),
      });
      broken.add(i);
    });
  }
  return { rows, errors, broken };
}
