/**
 * A table column's sorter on text: ordered the way the reader's language orders it
 * (localeCompare: Chinese names, accents), empty values last.
 * @example { sorter: compareText((user: OrgUser) => user.name) }
 */
export function compareText<T>(pick: (row: T) => string | null | undefined): (a: T, b: T) => number {
  return (a, b) => (pick(a) ?? '\uffff').localeCompare(pick(b) ?? '\uffff');
}
