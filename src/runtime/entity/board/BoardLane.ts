/** One column of a board: a value of the group-by field (null: rows without one). */
export interface BoardLane {
  /** The field's value for rows in this lane. */
  value: string | number | null;
  title: string;
  /** For a reference lane, the referenced row's colour field when it has one (a pipeline stage's). */
  colour?: string;
}

/** Lane value as a `filter[f]=` value: `null` asks for empty. */
export function laneFilter(lane: BoardLane): string {
  return lane.value === null ? 'null' : String(lane.value);
}

export function laneKey(lane: BoardLane): string {
  return lane.value === null ? '∅' : String(lane.value);
}
