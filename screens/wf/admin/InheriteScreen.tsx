import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../schemas/core/hasPermission';
import { useSession } from '../../../src/platform/session/useSession';
import { ScreenStatus } from '../../../src/runtime/entity/common/ScreenStatus';
import { referencedEntities } from '../../../src/runtime/entity/data/referencedEntities';
import { EntityListView } from '../../../src/runtime/entity/list/EntityListView';
import { useEntityDescriptor } from '../../../src/runtime/entity/useEntityDescriptor';
import { useEntityDescriptors } from '../../../src/runtime/entity/useEntityDescriptors';
import { useDialog } from '../../../src/widgets/useDialog';
import { HandOverDialog } from './HandOverDialog';
import './wfAdmin.css';

/** The right to reroute, end and hand over (server/wf/engine/wfAdministrators.ts). */
const HAND_OVER_RIGHT = 'wf.admin.allRunning.actions.edit';

/**
 * `/wf/admin/inherite`: the delegations (the generic list of `wf.delegation`: who is away, who
 * signs for them, when, for which form; created at `/wf/admin/inherite-add`, edited in place),
 * and for an administrator who may, the hand-over of a leaver's pending items to a successor.
 */
export function InheriteScreen() {
  const { t } = useTranslation('wf');
  const tree = useSession()?.user.userPermission;
  const handOver = useDialog();
  const { descriptor, error } = useEntityDescriptor('wf.delegation');
  const references = useEntityDescriptors(
    descriptor ? referencedEntities(descriptor, descriptor.list.filters ?? []) : [],
  );
  if (!descriptor || !references.descriptors) return <ScreenStatus error={error ?? references.error} />;
  const mayHandOver = hasPermission(tree, HAND_OVER_RIGHT);
  return (
    <>
      <EntityListView
        descriptor={descriptor}
        referenced={references.descriptors}
        toolbarStart={
          mayHandOver && (
            <Button className="wf-admin__hand-over" onClick={handOver.open}>
              {t('admin.handOver.open')}
            </Button>
          )
        }
      />
      {mayHandOver && <HandOverDialog control={handOver} />}
    </>
  );
}
