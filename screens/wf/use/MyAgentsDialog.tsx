import { useTranslation } from 'react-i18next';
import { ScreenStatus } from '../../../src/runtime/entity/common/ScreenStatus';
import { referencedEntities } from '../../../src/runtime/entity/data/referencedEntities';
import { EntityListView } from '../../../src/runtime/entity/list/EntityListView';
import { useEntityDescriptor } from '../../../src/runtime/entity/useEntityDescriptor';
import { useEntityDescriptors } from '../../../src/runtime/entity/useEntityDescriptors';
import { Dialog } from '../../../src/widgets/Dialog';
import type { DialogControl } from '../../../src/widgets/useDialog';

/** The generic list of the self-service door `wf.myDelegation`, once the dialog opens. */
function MyAgentsList() {
  const { descriptor, error } = useEntityDescriptor('wf.myDelegation');
  const references = useEntityDescriptors(
    descriptor ? referencedEntities(descriptor, descriptor.list.columns) : [],
  );
  if (!descriptor || !references.descriptors) return <ScreenStatus error={error ?? references.error} />;
  return <EntityListView descriptor={descriptor} referenced={references.descriptors} />;
}

/**
 * "My agents" on the sign-off list: the user's own delegations (who signs for them, when, for
 * which form), added, changed and removed in the generic list and its form dialog. The rows are
 * theirs alone: the entity's row scope is capped at own (docs/guide-row-scopes.md).
 * @example <MyAgentsDialog control={dialog} />
 */
export function MyAgentsDialog({ control }: { control: DialogControl }) {
  const { t } = useTranslation('wf');
  return (
    <Dialog control={control} name="my-agents" title={t('use.list.myAgents')} width={900} height="auto">
      <p>{t('use.list.myAgentsIntro')}</p>
      {control.isOpen && <MyAgentsList />}
    </Dialog>
  );
}
