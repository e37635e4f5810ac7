import { describe, expect, it } from 'vitest';
import type { EntityRow } from '../data/EntityRow';
import { fillRowLink } from './fillRowLink';

describe('a link row action', () => {
  it('fills the id and any field of the row, address-encoded', () => {
    const row = { id: 9, version: 1, document_id: 4, name: 'a&b' } as unknown as EntityRow;
    expect(fillRowLink('/dm/pdf?document={document_id}&version={id}', row)).toBe(
      '/dm/pdf?document=4&version=9',
    );
    expect(fillRowLink('/x?name={name}', row)).toBe('/x?name=a%26b');
  });
});
