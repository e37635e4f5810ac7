import { useTranslation } from 'react-i18next';
import { ScreenStatus } from '../common/ScreenStatus';
import { referencedEntities } from '../data/referencedEntities';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { useEntityDescriptors } from '../useEntityDescriptors';
import { EntityMatrixView } from './EntityMatrixView';

/**
 * The generic grid of rows × days (`entity.matrix`, docs/guide-matrix.md) of an entity with a
 * `matrix` section: the online scheduling of shifts is the schedule's.
 */
export function EntityMatrixScreen() {
  const { t } = useTranslation();
  const { entityId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor(entityId);
  const matrix = descriptor?.matrix;
  const references = useEntityDescriptors(
    descriptor && matrix ? referencedEntities(descriptor, [matrix.row, matrix.value]) : [],
  );
  if (!descriptor || !references.descriptors) return <ScreenStatus error={error ?? references.error} />;
  if (!matrix) return <ScreenStatus error={new Error(t('entity:matrix.noMatrix'))} />;
  return <EntityMatrixView key={descriptor.id} descriptor={descriptor} referenced={references.descriptors} />;
}
