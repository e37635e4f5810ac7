import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useAlert } from '../../../platform/alerts/useAlert';
import { isApiError } from '../../../platform/api/ApiError';
import { useDialog } from '../../../widgets/useDialog';
import { ScreenStatus } from '../common/ScreenStatus';
import { entityApi } from '../data/entityApi';
import type { EntityRow } from '../data/EntityRow';
import { useEntityCacheRefresh } from '../data/useEntityCacheRefresh';
import { useEntityRights } from '../data/useEntityRights';
import { entityTitle } from '../format/fieldLabels';
import { EntityFormDialog } from '../form/EntityFormDialog';
import { useEntityLinks } from '../routing/useEntityLinks';
import { usePageTitle } from '../routing/usePageTitle';
import type { DescriptorMap } from '../useEntityDescriptors';
import { type BoardLane, laneKey } from './BoardLane';
import { BoardColumn, type PendingMove } from './BoardColumn';
import { useBoardLanes } from './useBoardLanes';

/** The board itself: lanes side by side, moves sent as `PUT {api}/{id}` with the card's version. */
export function EntityBoardView({
  descriptor,
  referenced,
}: {
  descriptor: EntityDescriptor;
  referenced: DescriptorMap;
}) {
  const { t } = useTranslation();
  const alert = useAlert();
  const navigate = useNavigate();
  const rights = useEntityRights(descriptor);
  const links = useEntityLinks(descriptor.id);
  const refresh = useEntityCacheRefresh();
  const formDialog = useDialog();
  const { lanes, error } = useBoardLanes(descriptor, referenced);
  const [pending, setPending] = useState<ReadonlyMap<number, PendingMove>>(new Map());
  const [announcement, setAnnouncement] = useState('');
  const groupBy = descriptor.board?.groupBy ?? '';
  const title = usePageTitle(entityTitle(t, descriptor));

  const settle = useCallback((id: number) => {
    setPending((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const move = useCallback(
    async (row: EntityRow, to: BoardLane) => {
      if (pending.has(row.id)) return;
      setPending((current) =>
        new Map(current).set(row.id, { row: { ...row, [groupBy]: to.value }, to: laneKey(to) }),
      );
      try {
        await entityApi(descriptor.api).update(row.id, { [groupBy]: to.value }, row.version);
        // Both lanes reload from the server before the card leaves its pending place: no flicker back.
        await refresh(descriptor);
        setAnnouncement(t('entity:board.moved', { lane: to.title }));
      } catch (e) {
        // The card goes back where it was and the user is told why.
        if (isApiError(e) && e.status === 409) alert.danger(t('entity:board.conflict'));
        else alert.error(e);
        setAnnouncement(t('entity:board.moveFailed'));
        void refresh(descriptor);
      } finally {
        settle(row.id);
      }
    },
    [pending, groupBy, descriptor, refresh, t, alert, settle],
  );

  if (lanes.length === 0) {
    return error ? <ScreenStatus error={error} /> : <ScreenStatus error={null} />;
  }
  const canMove = rights.edit;
  return (
    <section className="entity-board" aria-labelledby="entity-board-title">
      <header className="entity-board__header">
        <h1 id="entity-board-title">{title}</h1>
        <Space>
          {links.list && <Link to={links.list}>{t('entity:board.viewTable')}</Link>}
          {rights.create && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => (links.create ? navigate(links.create) : formDialog.open())}
            >
              {t('entity:list.create')}
            </Button>
          )}
        </Space>
      </header>
      <div role="status" className="entity-sr-only">
        {announcement}
      </div>
      <div className="entity-board__lanes">
        {lanes.map((lane) => (
          <BoardColumn
            key={laneKey(lane)}
            descriptor={descriptor}
            lane={lane}
            lanes={lanes}
            pending={pending}
            viewLink={links.view}
            canMove={canMove}
            onMove={(row, to) => void move(row, to)}
            onDropCard={(row, _from, to) => void move(row, to)}
          />
        ))}
      </div>
      <EntityFormDialog
        control={formDialog}
        descriptor={descriptor}
        row={null}
        onSaved={() => void refresh(descriptor)}
      />
    </section>
  );
}
