import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { Dialog } from '../../../widgets/Dialog';
import type { DialogControl } from '../../../widgets/useDialog';
import { useDialogAction } from '../../../widgets/useDialogAction';
import { treeApi } from './treeApi';

const TOP = 0;

/**
 * "Move to…": pick the new parent by searching (each match shown with its path) or the top
 * level; the node goes last among its new siblings. The keyboard's way to do what a drag does.
 */
export function MoveNodeDialog({
  control,
  descriptor,
  name,
  onMove,
}: {
  control: DialogControl;
  descriptor: EntityDescriptor;
  /** The node being moved. */
  name: string;
  /** Resolves when moved; a rejection keeps the dialog open (the caller shows why). */
  onMove: (parent: number | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const api = useMemo(() => treeApi(descriptor.api), [descriptor.api]);
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>([]);
  const [parent, setParent] = useState<number | undefined>(undefined);
  const action = useDialogAction(control);
  const top = { value: TOP, label: t('entity:tree.topLevel') };

  useEffect(() => {
    if (!control.isOpen) {
      setParent(undefined);
      setOptions([]);
    }
  }, [control.isOpen]);

  const search = async (text: string) => {
    if (!text.trim()) return setOptions([]);
    const matches = await api.search(text.trim());
    setOptions(
      matches.map((m) => ({
        value: m.id,
        label: [...m.path.map((p) => p.label ?? ''), String(m[descriptor.labelField] ?? m.id)].join(' / '),
      })),
    );
  };

  // The tree screen shows the server's refusal; the dialog stays for another choice.
  const confirm = () => {
    if (parent !== undefined) void action.run(() => onMove(parent === TOP ? null : parent));
  };

  return (
    <Dialog
      control={control}
      name="tree-move"
      title={t('entity:tree.moveTitle', { name })}
      width={480}
      height="auto"
      buttons={[
        { text: t('common:action.cancel'), onClick: control.close, disabled: action.busy },
        {
          text: t('entity:tree.moveConfirm'),
          color: 'primary',
          loading: action.busy,
          disabled: parent === undefined,
          onClick: confirm,
        },
      ]}
    >
      <label className="entity-tree__move-label" htmlFor="tree-move-parent">
        {t('entity:tree.moveParent')}
      </label>
      <Select
        id="tree-move-parent"
        showSearch={{ filterOption: false, onSearch: (text) => void search(text) }}
        style={{ width: '100%' }}
        placeholder={t('entity:tree.moveSearch')}
        options={[top, ...options]}
        value={parent}
        onChange={setParent}
        notFoundContent={t('entity:tree.noMatches')}
      />
    </Dialog>
  );
}
