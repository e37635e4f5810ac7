import { Button, Dropdown } from 'antd';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntityDescriptor } from '../../../../schemas/core/entityDescriptorSchema';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { localeTag } from '../../../platform/i18n/languages';
import type { EntityRow } from '../data/EntityRow';
import { fieldTitle } from '../format/fieldLabels';
import { formatFieldValue } from '../format/formatFieldValue';
import { type BoardLane, laneKey } from './BoardLane';

/** The drag payload type (`{row, from}` as JSON): lanes accept only cards of a board. */
export const CARD_DRAG_TYPE = 'application/x-atrium-card';

/**
 * One record on the board: its title (a link to its page when there is one), its
 * card fields, and a "Move to…" menu: the keyboard and screen-reader way to move it.
 */
export function BoardCard({
  descriptor,
  row,
  lanes,
  currentLane,
  viewLink,
  canMove,
  moving,
  onMove,
}: {
  descriptor: EntityDescriptor;
  row: EntityRow;
  lanes: readonly BoardLane[];
  currentLane: BoardLane;
  viewLink: string | null;
  canMove: boolean;
  moving: boolean;
  onMove: (row: EntityRow, to: BoardLane) => void;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const locale = localeTag(language);
  const board = descriptor.board;
  const title =
    formatFieldValue(descriptor, board?.cardTitle ?? descriptor.labelField, row, t, locale) || `#${row.id}`;
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify({ row, from: laneKey(currentLane) }));
    event.dataTransfer.setData('text/plain', title);
    event.dataTransfer.effectAllowed = 'move';
  };
  const targets = lanes.filter((lane) => laneKey(lane) !== laneKey(currentLane));
  return (
    <li
      className={moving ? 'entity-board__card entity-board__card--moving' : 'entity-board__card'}
      draggable={canMove && !moving}
      onDragStart={onDragStart}
      aria-busy={moving || undefined}
      data-card-id={row.id}
    >
      <div className="entity-board__card-title">{viewLink ? <Link to={viewLink}>{title}</Link> : title}</div>
      <dl className="entity-board__card-fields">
        {(board?.cardFields ?? []).map((name) => {
          const value = formatFieldValue(descriptor, name, row, t, locale);
          return value ? (
            <div key={name}>
              <dt>{fieldTitle(t, descriptor, name)}</dt>
              <dd>{value}</dd>
            </div>
          ) : null;
        })}
      </dl>
      {canMove && targets.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: targets.map((lane) => ({ key: laneKey(lane), label: lane.title })),
            onClick: ({ key }) => {
              const to = targets.find((lane) => laneKey(lane) === key);
              if (to) onMove(row, to);
            },
          }}
        >
          <Button
            size="small"
            type="text"
            disabled={moving}
            aria-label={t('entity:board.moveNamed', { name: title })}
          >
            {t('entity:board.move')}
          </Button>
        </Dropdown>
      )}
    </li>
  );
}
