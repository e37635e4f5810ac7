import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './reorderableList.css';

type Direction = -1 | 1;

/**
 * `items` with the one at `index` moved one place up (-1) or down (1); the same order when
 * it cannot move that way.
 * @example moveItem(['a', 'b', 'c'], 2, -1) // ['a', 'c', 'b']
 */
export function moveItem<T>(items: readonly T[], index: number, by: Direction): T[] {
  const next = [...items];
  const target = index + by;
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  const [item] = next.splice(index, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

export interface ReorderableListProps<T> {
  items: readonly T[];
  /** A stable key of each item (React's key, and how the focus follows a moved item). */
  keyOf: (item: T) => string;
  /** The item's name, in its move buttons' labels ("Move “Holidays” up"). */
  nameOf: (item: T) => string;
  /** What the row shows besides its move buttons: typically a checkbox and the name. */
  children: (item: T) => ReactNode;
  onReorder: (items: T[]) => void;
  'aria-label': string;
  /** No move buttons (a list the user may not change). */
  readOnly?: boolean | undefined;
  className?: string | undefined;
}

/**
 * An ordered list the user reorders with move up / move down buttons on each row, which work
 * from the keyboard and with a screen reader (where dragging does not); the focus follows the
 * moved item, on the pressed button, or on the other one once the item reaches an end.
 * @example <ReorderableList items={panels} keyOf={(p) => p.key} nameOf={(p) => names[p.key]} onReorder={setPanels} aria-label="Panels">{(p) => names[p.key]}</ReorderableList>
 */
export function ReorderableList<T>({
  items,
  keyOf,
  nameOf,
  children,
  onReorder,
  readOnly,
  className,
  ...aria
}: ReorderableListProps<T>) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ key: string; by: Direction } | null>(null);

  // After the move is drawn: the item's button of the same direction, or its other one.
  useEffect(() => {
    if (!moved) return;
    const pressed = buttons.current.get(`${moved.key}:${moved.by}`);
    const other = buttons.current.get(`${moved.key}:${-moved.by}`);
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    setMoved(null);
  }, [moved]);

  const move = (index: number, item: T, by: Direction) => {
    onReorder(moveItem(items, index, by));
    setMoved({ key: keyOf(item), by });
  };

  const moveButton = (index: number, item: T, by: Direction) => {
    const key = `${keyOf(item)}:${by}`;
    const name = nameOf(item);
    return (
      <Button
        ref={(element: HTMLButtonElement | null) => {
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        }}
        size="small"
        disabled={by === -1 ? index === 0 : index === items.length - 1}
        aria-label={t(by === -1 ? 'common:reorder.moveUp' : 'common:reorder.moveDown', { name })}
        onClick={() => move(index, item, by)}
      >
        {by === -1 ? '↑' : '↓'}
      </Button>
    );
  };

  return (
    <ol
      className={['atrium-reorderable', className ?? ''].filter(Boolean).join(' ')}
      aria-label={aria['aria-label']}
    >
      {items.map((item, index) => (
        <li key={keyOf(item)} className="atrium-reorderable__item">
          {children(item)}
          {!readOnly && (
            <span className="atrium-reorderable__moves">
              {moveButton(index, item, -1)}
              {moveButton(index, item, 1)}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
