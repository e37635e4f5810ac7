import { describe, expect, it } from 'vitest';
import { keepInherited, withOwners } from './accessList';

describe('access lists on the screen', () => {
  it('keeps every inherited grant, at its highest level, when inheritance is broken', () => {
    expect(
      keepInherited(
        [{ owner: 'u1', level: 'read' }],
        [
          { owner: 'u1', level: 'edit' },
          { owner: 'd2', level: 'read' },
          { owner: 'd2', level: 'manage' },
        ],
      ),
    ).toEqual([
      { owner: 'u1', level: 'edit' },
      { owner: 'd2', level: 'manage' },
    ]);
  });

  it('adds owners once, the new level replacing the old', () => {
    expect(withOwners([{ owner: 'u1', level: 'read' }], ['u1', 'g3'], 'edit')).toEqual([
      { owner: 'u1', level: 'edit' },
      { owner: 'g3', level: 'edit' },
    ]);
  });
});
