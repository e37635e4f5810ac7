import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DragOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityRights } from '../data/useEntityRights';

export type TreeCommand = 'addRoot' | 'addChild' | 'edit' | 'delete' | 'moveUp' | 'moveDown' | 'moveTo';

/**
 * The tree's commands as buttons, each acting on the selected node: what drag and drop does,
 * reachable by keyboard and screen reader. Buttons the user has no right to are not shown.
 */
export function TreeToolbar({
  rights,
  selected,
  first,
  last,
  busy,
  onCommand,
}: {
  rights: EntityRights;
  /** The selected node's name, or null when none is selected. */
  selected: string | null;
  first: boolean;
  last: boolean;
  busy: boolean;
  onCommand: (command: TreeCommand) => void;
}) {
  const { t } = useTranslation();
  const none = selected === null || busy;
  const button = (command: TreeCommand, icon: React.ReactNode, disabled: boolean) => (
    <Button
      key={command}
      icon={icon}
      disabled={disabled}
      onClick={() => onCommand(command)}
      title={selected ? t(`entity:tree.hint.${command}`, { name: selected }) : undefined}
    >
      {t(`entity:tree.${command}`)}
    </Button>
  );
  return (
    <Space wrap role="toolbar" aria-label={t('entity:tree.toolbar')}>
      {rights.create && button('addRoot', <PlusOutlined aria-hidden="true" />, busy)}
      {rights.create && button('addChild', <PlusOutlined aria-hidden="true" />, none)}
      {rights.edit && button('edit', <EditOutlined aria-hidden="true" />, none)}
      {rights.edit && button('moveUp', <ArrowUpOutlined aria-hidden="true" />, none || first)}
      {rights.edit && button('moveDown', <ArrowDownOutlined aria-hidden="true" />, none || last)}
      {rights.edit && button('moveTo', <DragOutlined aria-hidden="true" />, none)}
      {rights.delete && button('delete', <DeleteOutlined aria-hidden="true" />, none)}
    </Space>
  );
}
