import {
  CheckOutlined,
  CloseOutlined,
  CopyOutlined,
  EditOutlined,
  LinkOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  StopOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { RowActionIcon } from '../../../../schemas/core/entityDescriptorSchema';

/**
 * The antd icon of each `icon` a descriptor's row action may name (ROW_ACTION_ICONS), shown
 * beside its title on a phone's cards; the desk grid's buttons stay text only.
 * @example ROW_ACTION_ICON_MAP.pause // <PauseCircleOutlined />
 */
export const ROW_ACTION_ICON_MAP: Readonly<Record<RowActionIcon, ReactNode>> = {
  edit: <EditOutlined aria-hidden />,
  copy: <CopyOutlined aria-hidden />,
  play: <PlayCircleOutlined aria-hidden />,
  pause: <PauseCircleOutlined aria-hidden />,
  stop: <StopOutlined aria-hidden />,
  swap: <SwapOutlined aria-hidden />,
  user: <UserOutlined aria-hidden />,
  link: <LinkOutlined aria-hidden />,
  check: <CheckOutlined aria-hidden />,
  close: <CloseOutlined aria-hidden />,
};
