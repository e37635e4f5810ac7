import { describe, expect, it } from 'vitest';
import { nextOwnerChoice, readOwnerList, writeOwnerList } from './ownerList';

describe('owner lists as stored text', () => {
  it('reads a list as the server does: lower case, any separator, each once', () => {
    expect(readOwnerList(' D3, u7;u7  g2 ')).toEqual(['d3', 'u7', 'g2']);
    expect(readOwnerList('')).toEqual([]);
    expect(readOwnerList(null)).toEqual([]);
  });

  it('writes the stored spelling, with "all" alone', () => {
    expect(writeOwnerList(['d3', 'u7'])).toBe('d3,u7');
    expect(writeOwnerList(['subject', 'd3'])).toBe('subject,d3');
    expect(writeOwnerList(['d3', 'all'])).toBe('all');
    expect(writeOwnerList([])).toBe('');
  });

  it('lets "all" and named owners replace each other as the user picks', () => {
    expect(nextOwnerChoice(['d3', 'u7'], ['d3', 'u7', 'all'])).toEqual(['all']);
    expect(nextOwnerChoice(['all'], ['all', 'd3'])).toEqual(['d3']);
    expect(nextOwnerChoice(['d3'], ['d3', 'u7'])).toEqual(['d3', 'u7']);
    expect(nextOwnerChoice(['all'], ['all'])).toEqual(['all']);
  });
});
