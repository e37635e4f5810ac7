import { useTranslation } from 'react-i18next';
import { ScreenStatus } from '../common/ScreenStatus';
import { useScreenEntity } from '../routing/useScreenEntity';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { EntityTreeView } from './EntityTreeView';
import './entityTree.css';

/**
 * The generic tree screen (`entity.tree`): the route names an entity whose descriptor has
 * a `tree` section. A descriptor's `menu` entry opens this screen by itself for such an entity.
 * @example { path: 'category', screen: 'entity.tree', entity: 'bb.category' }
 */
export function EntityTreeScreen() {
  const { t } = useTranslation();
  const { entityId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor(entityId);
  if (!descriptor) return <ScreenStatus error={error} />;
  if (!descriptor.tree) return <ScreenStatus error={new Error(t('entity:errors.noTree'))} />;
  // Keyed by entity: moving between two trees starts the state afresh.
  return <EntityTreeView key={descriptor.id} descriptor={descriptor} />;
}
