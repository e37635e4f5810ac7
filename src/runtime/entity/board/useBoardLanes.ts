import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { pickRowLabel } from '../data/pickRowLabel';
import { useReferenceOptions } from '../data/useReferenceOptions';
import { fieldOf, fieldsOf, optionLabel } from '../format/fieldLabels';
import type { DescriptorMap } from '../useEntityDescriptors';
import type { BoardLane } from './BoardLane';

/**
 * The board's columns from `board.groupBy`: a reference gives one lane per row of
 * the referenced entity in its default order (a pipeline's stages), an enum one per
 * option; an optional field adds a lane for rows without a value. A colour
 * field of the referenced entity colours its lane when the reader may view that entity (a
 * pick list without the view right gives ids and labels only: the lanes are then uncoloured).
 */
export function useBoardLanes(
  descriptor: EntityDescriptor,
  referenced: DescriptorMap,
): { lanes: BoardLane[]; loading: boolean; error: unknown } {
  const { t, i18n } = useTranslation();
  const name = descriptor.board?.groupBy ?? '';
  const field = fieldOf(descriptor, name);
  const target = field?.type === 'reference' ? referenced[field.reference ?? ''] : undefined;
  const { rows, loading, error } = useReferenceOptions(target);
  let lanes: BoardLane[] = [];
  if (field?.type === 'reference' && target) {
    const colourField = Object.entries(fieldsOf(target)).find(([, f]) => f.format === 'color')?.[0];
    lanes = rows.map((row) => {
      const colour = colourField ? row[colourField] : undefined;
      return {
        value: row.id,
        title: pickRowLabel(target, row, i18n.language),
        colour: typeof colour === 'string' && colour !== '' ? colour : undefined,
      };
    });
  } else if (field?.type === 'enum') {
    lanes = (field.options ?? []).map((o) => ({ value: o, title: optionLabel(t, descriptor, name, o) }));
  }
  if (field && !field.required) lanes = [{ value: null, title: t('entity:board.none') }, ...lanes];
  return { lanes, loading, error };
}
