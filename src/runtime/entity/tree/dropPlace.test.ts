import { describe, expect, it } from 'vitest';
import { type DropInfo, dropPlace } from './dropPlace';

// Roots 1, 2, 3; node 2 has children 20, 21.
const children = new Map<number | null, number[]>([
  [null, [1, 2, 3]],
  [2, [20, 21]],
]);
const parents = new Map<number, number | null>([
  [1, null],
  [2, null],
  [3, null],
  [20, 2],
  [21, 2],
]);
const place = (info: Partial<DropInfo>) =>
  dropPlace(
    {
      dragId: 1,
      targetId: 3,
      targetPos: '0-2',
      dropPosition: 2,
      dropToGap: false,
      targetOpenWithChildren: false,
      ...info,
    },
    (p) => children.get(p) ?? [],
    (id) => parents.get(id) ?? null,
  );

describe('dropPlace', () => {
  it('makes a node dropped onto another its first child', () => {
    expect(place({})).toEqual({ parent: 3, position: 0 });
  });

  it("puts a node dropped before a sibling at that sibling's place, the dragged node not counted", () => {
    expect(place({ dropToGap: true, dropPosition: 1 })).toEqual({ parent: null, position: 1 });
    expect(place({ dragId: 3, targetId: 1, targetPos: '0-0', dropToGap: true, dropPosition: -1 })).toEqual({
      parent: null,
      position: 0,
    });
  });

  it('puts a node dropped after a sibling just behind it, across levels too', () => {
    expect(place({ targetId: 20, targetPos: '0-1-0', dropToGap: true, dropPosition: 1 })).toEqual({
      parent: 2,
      position: 1,
    });
  });

  it("makes a node dropped just below an open parent that parent's first child", () => {
    expect(
      place({
        targetId: 2,
        targetPos: '0-1',
        dropToGap: true,
        dropPosition: 2,
        targetOpenWithChildren: true,
      }),
    ).toEqual({ parent: 2, position: 0 });
  });
});
