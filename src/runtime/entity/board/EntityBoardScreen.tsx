import { useTranslation } from 'react-i18next';
import { ScreenStatus } from '../common/ScreenStatus';
import { referencedEntities } from '../data/referencedEntities';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { useEntityDescriptors } from '../useEntityDescriptors';
import { EntityBoardView } from './EntityBoardView';
import './entityBoard.css';

/**
 * The generic board (`entity.board`): cards grouped by the descriptor's
 * `board.groupBy`, moved by drag and drop or by each card's "Move to…" menu.
 */
export function EntityBoardScreen() {
  const { t } = useTranslation();
  const { entityId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor(entityId);
  const groupBy = descriptor?.board?.groupBy;
  const references = useEntityDescriptors(
    descriptor && groupBy ? referencedEntities(descriptor, [groupBy]) : [],
  );
  if (!descriptor || !references.descriptors) return <ScreenStatus error={error ?? references.error} />;
  if (!descriptor.board) return <ScreenStatus error={new Error(t('entity:errors.noBoard'))} />;
  return <EntityBoardView key={descriptor.id} descriptor={descriptor} referenced={references.descriptors} />;
}
