import { Button, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { ScreenStatus } from '../common/ScreenStatus';
import { referencedEntities } from '../data/referencedEntities';
import { fieldOf } from '../format/fieldLabels';
import { EntityListView } from '../list/EntityListView';
import { usePhoneWidth } from '../list/usePhoneWidth';
import { useScreenEntity } from '../routing/useScreenEntity';
import { EntityTreeView } from '../tree/EntityTreeView';
import { type DescriptorMap, useEntityDescriptors } from '../useEntityDescriptors';
import { useEntityDescriptor } from '../useEntityDescriptor';
import { useMasterQuery } from './useMasterQuery';
import '../tree/entityTree.css';
import './entityMaster.css';

/** The tree's height beside the list at a desk, and above it on a phone. */
const DESK_TREE_HEIGHT = 560;
const PHONE_TREE_HEIGHT = 220;

/**
 * The list beside a tree (`entity.masterList`): the route names the list's entity, whose
 * `list.master` names the reference to the tree entity (docs/guide-tree.md, "A list beside the
 * tree"). Both are the runtime's own views: the tree keeps its search, add, edit, move and
 * delete; choosing a node (or "All") filters the list, and the node and the switch stay in the
 * address under the descriptor's parameter names (`?id=0&activated=1`).
 * @example { path: 'list', screen: 'entity.masterList', entity: 'wf.template' }
 */
export function EntityMasterListScreen() {
  const { t } = useTranslation();
  const { entityId } = useScreenEntity();
  const { descriptor, error } = useEntityDescriptor(entityId);
  const master = descriptor?.list.master;
  const treeId = descriptor && master ? fieldOf(descriptor, master.field)?.reference : undefined;
  const references = useEntityDescriptors(
    descriptor
      ? [...referencedEntities(descriptor, descriptor.list.filters ?? []), ...(treeId ? [treeId] : [])]
      : [],
  );
  if (!descriptor || !references.descriptors) return <ScreenStatus error={error ?? references.error} />;
  const tree = treeId ? references.descriptors[treeId] : undefined;
  if (!tree?.tree) return <ScreenStatus error={new Error(t('entity:errors.noMaster'))} />;
  return (
    <MasterList key={descriptor.id} descriptor={descriptor} tree={tree} referenced={references.descriptors} />
  );
}

function MasterList({
  descriptor,
  tree,
  referenced,
}: {
  descriptor: EntityDescriptor;
  tree: EntityDescriptor;
  referenced: DescriptorMap;
}) {
  const { t } = useTranslation();
  const phone = usePhoneWidth();
  const query = useMasterQuery(descriptor);
  const toggle = descriptor.list.master?.switch;
  return (
    <div className="entity-master">
      <aside className="entity-master__tree">
        <EntityTreeView
          descriptor={tree}
          embedded
          selected={query.node}
          onSelect={query.setNode}
          height={phone ? PHONE_TREE_HEIGHT : DESK_TREE_HEIGHT}
          before={
            <Button
              className="entity-master__all"
              type={query.node === null ? 'primary' : 'default'}
              aria-pressed={query.node === null}
              onClick={() => query.setNode(null)}
            >
              {t('entity:master.all')}
            </Button>
          }
        />
      </aside>
      <div className="entity-master__list">
        <EntityListView
          descriptor={descriptor}
          referenced={referenced}
          fixedFilters={query.filters}
          createValues={query.createValues}
          toolbarStart={
            toggle && (
              <span className="entity-master__switch">
                <Switch
                  checked={query.switchOn}
                  aria-label={t(toggle.title)}
                  onChange={(on) => query.setSwitch(on)}
                />
                <span aria-hidden="true">{t(toggle.title)}</span>
              </span>
            )
          }
        />
      </div>
    </div>
  );
}
