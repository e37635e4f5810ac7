/** Where a dragged node lands: its new parent and its index among the new siblings. */
export interface TreePlace {
  parent: number | null;
  position: number;
}

/** What the drop handler needs of antd's drop event, as plain data. */
export interface DropInfo {
  dragId: number;
  targetId: number;
  /** The target's `pos` (`0-2-1`): its index among its siblings is the last part. */
  targetPos: string;
  /** antd's `dropPosition`: the target's index, minus one for "before", plus one for "after". */
  dropPosition: number;
  /** Dropped between nodes (a sibling) rather than onto the target (a child). */
  dropToGap: boolean;
  /** The target is expanded and shows children: "after" then means its first child. */
  targetOpenWithChildren: boolean;
}

/**
 * The move a drop asks for, following antd's own drag example: onto a node is its first
 * child; into the gap before or after a node is beside it; just below an open node with
 * children is that node's first child. `siblingsOf(parent)` are the parent's children ids in
 * order, as shown; `parentOf(id)` a node's parent.
 * @example dropPlace(info, (p) => shown.get(p) ?? [], (id) => parents.get(id) ?? null)
 */
export function dropPlace(
  info: DropInfo,
  siblingsOf: (parent: number | null) => readonly number[],
  parentOf: (id: number) => number | null,
): TreePlace {
  const index = Number(info.targetPos.split('-').pop());
  const relative = info.dropPosition - index;
  if (!info.dropToGap || (relative === 1 && info.targetOpenWithChildren))
    return { parent: info.targetId, position: 0 };
  const parent = parentOf(info.targetId);
  const others = siblingsOf(parent).filter((id) => id !== info.dragId);
  const at = others.indexOf(info.targetId);
  return { parent, position: relative < 0 ? at : at + 1 };
}
