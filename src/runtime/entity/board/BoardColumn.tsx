import { Button } from 'antd';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { swrFetcher } from '../../../platform/api/apiClient';
import { ScreenStatus } from '../common/ScreenStatus';
import { entityApi } from '../data/entityApi';
import type { EntityRow, ListAnswer } from '../data/EntityRow';
import { BoardCard, CARD_DRAG_TYPE } from './BoardCard';
import { type BoardLane, laneFilter, laneKey } from './BoardLane';

/** Cards a lane loads at first and per "load more"; the API pages at most 200. */
const STEP = 20;
const MAX = 200;

/** A card on its way to another lane, shown there until the server has answered. */
export interface PendingMove {
  row: EntityRow;
  to: string;
}

/** One lane: its cards (a page of the list filtered by the lane's value), a drop target. */
export function BoardColumn({
  descriptor,
  lane,
  lanes,
  pending,
  viewLink,
  canMove,
  onMove,
  onDropCard,
}: {
  descriptor: EntityDescriptor;
  lane: BoardLane;
  lanes: readonly BoardLane[];
  pending: ReadonlyMap<number, PendingMove>;
  viewLink: ((id: number) => string) | null;
  canMove: boolean;
  onMove: (row: EntityRow, to: BoardLane) => void;
  onDropCard: (row: EntityRow, from: string, to: BoardLane) => void;
}) {
  const { t } = useTranslation();
  const [size, setSize] = useState(STEP);
  const [over, setOver] = useState(false);
  const key = laneKey(lane);
  const groupBy = descriptor.board?.groupBy ?? '';
  const path = entityApi(descriptor).listPath({
    page: 1,
    perPage: size,
    sort: descriptor.list.defaultSort,
    filters: { [groupBy]: laneFilter(lane) },
  });
  const { data, error } = useSWR<ListAnswer>(path, swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  const served = data?.data ?? [];
  const arriving = [...pending.values()].filter(
    (p) => p.to === key && !served.some((r) => r.id === p.row.id),
  );
  const rows = [
    ...arriving.map((p) => p.row),
    ...served.filter((r) => !pending.has(r.id) || pending.get(r.id)?.to === key),
  ];
  const leaving = served.filter((r) => pending.has(r.id) && pending.get(r.id)?.to !== key).length;
  const total = (data?.meta.total ?? 0) + arriving.length - leaving;
  const headingId = `lane-${descriptor.id}-${key}`;

  const accepts = (event: DragEvent) => canMove && event.dataTransfer.types.includes(CARD_DRAG_TYPE);
  return (
    <section
      className={over ? 'entity-board__lane entity-board__lane--over' : 'entity-board__lane'}
      aria-labelledby={headingId}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!accepts(event)) return;
        event.preventDefault();
        try {
          const { row, from } = JSON.parse(event.dataTransfer.getData(CARD_DRAG_TYPE)) as {
            row: EntityRow;
            from: string;
          };
          if (from !== key) onDropCard(row, from, lane);
        } catch {
          // Not a card of ours: nothing to move.
        }
      }}
      data-lane={key}
    >
      <h2
        id={headingId}
        className="entity-board__lane-title"
        style={lane.colour ? { borderColor: lane.colour } : undefined}
      >
        <span>{lane.title}</span>
        <span className="entity-board__count">{t('entity:board.count', { count: total })}</span>
      </h2>
      {!data ? (
        <ScreenStatus error={error} />
      ) : (
        <>
          <ul className="entity-board__cards" aria-labelledby={headingId}>
            {rows.map((row) => (
              <BoardCard
                key={row.id}
                descriptor={descriptor}
                row={row}
                lanes={lanes}
                currentLane={lane}
                viewLink={viewLink ? viewLink(row.id) : null}
                canMove={canMove && (row.allowedActions ?? []).includes('edit')}
                moving={pending.has(row.id)}
                onMove={onMove}
              />
            ))}
          </ul>
          {rows.length === 0 && <p className="entity-board__empty">{t('entity:board.empty')}</p>}
          {served.length < (data.meta.total ?? 0) && size < MAX && (
            <Button type="link" onClick={() => setSize((s) => Math.min(MAX, s + STEP))}>
              {t('entity:board.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
